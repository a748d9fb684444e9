import { HOLD_MINUTES, PACKAGES, PAYMENT_REQUEST_DAYS } from "../../shared/bookings.ts";
import type marketing from "../../web/content/marketing.messages.en.ts";
import { useText } from "../../web/i18n/text.tsx";
import { PageIntro } from "../../web/layout/PageIntro.tsx";
import { localizedPageMeta } from "../../web/lib/meta.ts";
import { PackageCard } from "./PackageCard.tsx";
import { appWhenSignedIn, type PageHandle } from "../../web/page-handle.ts";
import { marketingWords } from "../../web/content/words.ts";

export const meta = localizedPageMeta<typeof marketing>("pricing");

export default function PricingPage() {
  const t = useText<typeof marketing>();
  return (
    <>
      <PageIntro title={t("pricing.title")} lead={t("pricing.lead")} />
      <div className="mx-auto max-w-7xl px-4 pb-12 sm:px-6">
        <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {PACKAGES.map((item) => (
            <li key={item.id}>
              <PackageCard item={item} />
            </li>
          ))}
        </ul>
        <div className="mx-auto mt-10 grid max-w-2xl gap-2 text-center text-sm text-muted-foreground">
          <p>{t("policy.payment", { holdMinutes: HOLD_MINUTES })}</p>
          <p>
            <strong className="text-foreground">{t("pricing.byRequest")}</strong> {t("policy.byRequest", { paymentRequestDays: PAYMENT_REQUEST_DAYS })}
          </p>
          <p>
            {t("policy.cancellation")} {t("pricing.companionsAge")}
          </p>
        </div>
      </div>
    </>
  );
}

export const handle: PageHandle = { ...appWhenSignedIn, words: [marketingWords] };
