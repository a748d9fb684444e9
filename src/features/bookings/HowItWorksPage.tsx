import { Link } from "react-router";
import { HOLD_MINUTES, PAYMENT_REQUEST_DAYS } from "../../shared/bookings.ts";
import { paths } from "../../shared/paths.ts";
import { PageIntro } from "../../web/layout/PageIntro.tsx";
import { localizedPageMeta } from "../../web/lib/meta.ts";
import { Button } from "../../web/ui/button.tsx";
import { StepList } from "../../web/content/services.tsx";
import type marketing from "../../web/content/marketing.messages.en.ts";
import { useLocalizedPath, useText } from "../../web/i18n/text.tsx";
import { PopularPackages } from "./PackageCard.tsx";
import { appWhenSignedIn, type PageHandle } from "../../web/page-handle.ts";
import { marketingWords } from "../../web/content/words.ts";

export const meta = localizedPageMeta<typeof marketing>("howItWorks");

export default function HowItWorksPage() {
  const t = useText<typeof marketing>();
  const localized = useLocalizedPath();
  const policies = [
    t("policy.payment", { holdMinutes: HOLD_MINUTES }),
    t("policy.cancellation"),
    t("policy.byRequest", { paymentRequestDays: PAYMENT_REQUEST_DAYS }),
    t("howItWorks.policy.noFees"),
    t("howItWorks.policy.companions"),
  ];
  return (
    <>
      <PageIntro title={t("howItWorks.title")} lead={t("howItWorks.lead")} />
      <div className="mx-auto grid max-w-7xl gap-14 px-4 pb-12 sm:px-6">
        <StepList headingLevel="h2" />
        <section aria-labelledby="policies-title" className="mx-auto max-w-3xl">
          <h2 id="policies-title" className="text-2xl font-bold text-secondary">
            {t("howItWorks.policies.title")}
          </h2>
          <ul className="mt-3 grid list-disc gap-2 pl-5">
            {policies.map((policy) => (
              <li key={policy}>{policy}</li>
            ))}
          </ul>
        </section>
        <PopularPackages />
        <div className="flex flex-wrap justify-center gap-4">
          <Button asChild size="lg">
            <Link to={localized(paths.wingWomen)}>{t("howItWorks.browse")}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={localized(paths.contact)}>{t("howItWorks.consultation")}</Link>
          </Button>
        </div>
      </div>
    </>
  );
}

export const handle: PageHandle = { ...appWhenSignedIn, words: [marketingWords] };
