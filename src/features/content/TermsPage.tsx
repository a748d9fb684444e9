import { HOLD_MINUTES, PAYMENT_REQUEST_DAYS } from "../../shared/bookings.ts";
import { formatBusinessHours, formatCents } from "../../shared/format.ts";
import { paths } from "../../shared/paths.ts";
import { VIP_MONTHLY_PRICE_CENTS } from "../../shared/membership.ts";
import type marketing from "../../web/content/marketing.messages.en.ts";
import { useLocale, useText } from "../../web/i18n/text.tsx";
import { localizedPageMeta } from "../../web/lib/meta.ts";
import { LegalDocument, type LegalSectionShape } from "./legal.tsx";
import type legal from "./legal.messages.en.ts";
import { appWhenSignedIn, type PageHandle } from "../../web/page-handle.ts";
import { marketingWords } from "../../web/content/words.ts";
import { legalWords } from "./words.ts";

export const meta = localizedPageMeta<typeof legal>("terms");

/** The Terms' sections and the shape of each (their words: legal.messages, "terms.<section>.<block>"). */
const SECTIONS = [
  { id: "acceptance", blocks: ["p", "p"] },
  { id: "service", blocks: ["p", "p", "p"] },
  { id: "eligibility", blocks: ["p"] },
  { id: "account-security", blocks: [{ items: 4 }, "p"] },
  { id: "user-conduct", blocks: ["p", { items: 5 }, "p"] },
  { id: "payment", blocks: ["p", "p", "p", "p", "p"] },
  { id: "prohibited", blocks: ["p", { items: 9 }] },
  { id: "privacy", blocks: ["p"] },
  { id: "intellectual-property", blocks: ["p", "p"] },
  { id: "disclaimers", blocks: ["p", "p", "p"] },
  { id: "indemnification", blocks: ["p"] },
  { id: "termination", blocks: ["p", "p"] },
  { id: "governing-law", blocks: ["p", "p", "p"] },
  { id: "changes", blocks: ["p"] },
  { id: "severability", blocks: ["p"] },
  { id: "contact", blocks: ["p", { items: 3 }] },
] as const satisfies readonly LegalSectionShape[];

export default function TermsPage() {
  const locale = useLocale();
  const words = useText<typeof marketing>();
  // The booking rules are the site's own sentences, the same here as on the pricing and booking pages.
  const values = {
    holdMinutes: HOLD_MINUTES,
    byRequest: words("policy.byRequest", { paymentRequestDays: PAYMENT_REQUEST_DAYS }),
    policy: words("policy.cancellation"),
    price: formatCents(VIP_MONTHLY_PRICE_CENTS, locale),
    hours: formatBusinessHours(locale),
  };
  return <LegalDocument document="terms" englishPath={paths.terms} sections={SECTIONS} values={values} />;
}

export const handle: PageHandle = { ...appWhenSignedIn, words: [marketingWords, legalWords] };
