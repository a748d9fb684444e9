import { BY_REQUEST_TEXT, PACKAGES, PAYMENT_TEXT, POLICY_TEXT } from "../../shared/bookings.ts";
import { PageIntro } from "../../web/layout/PageIntro.tsx";
import { pageMeta } from "../../web/lib/meta.ts";
import { PackageCard } from "./PackageCard.tsx";

export const meta = () =>
  pageMeta(
    "Pricing",
    "Wingmate packages and prices: from a $220 two-hour coffee chat to a 30-day transformation journey, plus VIP membership at $29.99 a month.",
  );

export default function PricingPage() {
  return (
    <>
      <PageIntro title="Pricing & Packages" lead="Transparent packages, paid securely online when you book. No hidden fees or tips." />
      <div className="mx-auto max-w-7xl px-4 pb-12 sm:px-6">
        <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {PACKAGES.map((item) => (
            <li key={item.name}>
              <PackageCard item={item} />
            </li>
          ))}
        </ul>
        <div className="mx-auto mt-10 grid max-w-2xl gap-2 text-center text-sm text-muted-foreground">
          <p>{PAYMENT_TEXT}</p>
          <p>
            <strong className="text-foreground">Weekend, Executive and Transformation packages are booked by request.</strong> {BY_REQUEST_TEXT}
          </p>
          <p>{POLICY_TEXT} Companions are 21+.</p>
        </div>
      </div>
    </>
  );
}
