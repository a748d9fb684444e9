import { Link } from "react-router";
import { BY_REQUEST_TEXT, PAYMENT_TEXT, POLICY_TEXT } from "../../shared/bookings.ts";
import { paths } from "../../shared/paths.ts";
import { PageIntro } from "../../web/layout/PageIntro.tsx";
import { pageMeta } from "../../web/lib/meta.ts";
import { Button } from "../../web/ui/button.tsx";
import { StepList } from "../../web/content/services.tsx";
import { PopularPackages } from "./PackageCard.tsx";

export const meta = () =>
  pageMeta(
    "How It Works",
    "How Wingmate works: browse wing women and wing men, request a free consultation, book a session in a public venue and enjoy a more confident night out.",
  );

const POLICIES = [
  PAYMENT_TEXT,
  POLICY_TEXT,
  BY_REQUEST_TEXT,
  "No hidden fees or tips: the price you see is the price you pay.",
  "Every companion is a 21+ independent contractor; sessions take place in public venues and are strictly non-sexual.",
];

export default function HowItWorksPage() {
  return (
    <>
      <PageIntro title="How It Works" lead="Four simple steps from browsing to a great night out." />
      <div className="mx-auto grid max-w-7xl gap-14 px-4 pb-12 sm:px-6">
        <StepList headingLevel="h2" />
        <section aria-labelledby="policies-title" className="mx-auto max-w-3xl">
          <h2 id="policies-title" className="text-2xl font-bold text-secondary">
            Booking Policies
          </h2>
          <ul className="mt-3 grid list-disc gap-2 pl-5">
            {POLICIES.map((policy) => (
              <li key={policy}>{policy}</li>
            ))}
          </ul>
        </section>
        <PopularPackages />
        <div className="flex flex-wrap justify-center gap-4">
          <Button asChild size="lg">
            <Link to={paths.wingWomen}>Browse Profiles</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={paths.contact}>Request a Consultation</Link>
          </Button>
        </div>
      </div>
    </>
  );
}
