import { formatCents } from "../../shared/format.ts";
import { VIP_MONTHLY_PRICE_CENTS } from "../../shared/membership.ts";
import { RichText, useLocale, useText } from "../i18n/text.tsx";
import { MemberPerks } from "./MemberPerks.tsx";
import type membership from "./membership.messages.en.ts";

/** The membership's price and terms in one sentence ("VIP membership: $29.99/month. …"); the membership catalog must be loaded. */
export function MembershipPitchText() {
  const t = useText<typeof membership>();
  const locale = useLocale();
  return (
    <RichText<typeof membership>
      id="dialog.pitch"
      values={{ price: formatCents(VIP_MONTHLY_PRICE_CENTS, locale), terms: t("terms") }}
      components={{ 0: <strong className="text-foreground" /> }}
    />
  );
}

/** "Why Join?" as a page shows it above its sign-up form: what the membership dialog says first. */
export function WhyJoin() {
  const t = useText<typeof membership>();
  return (
    <section aria-labelledby="why-join" className="mb-4 rounded-lg border bg-accent/50 p-4 text-sm">
      <h2 id="why-join" className="text-lg font-semibold text-secondary">
        {t("dialog.whyJoin")}
      </h2>
      <p className="mt-1 text-muted-foreground">
        <MembershipPitchText />
      </p>
      <MemberPerks className="mt-3 gap-1.5" />
    </section>
  );
}
