import { Crown, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { formatCents } from "../../shared/format.ts";
import { VIP_MONTHLY_PRICE_CENTS } from "../../shared/membership.ts";
import { paths } from "../../shared/paths.ts";
import { PageIntro } from "../../web/layout/PageIntro.tsx";
import { localizedPageMeta } from "../../web/lib/meta.ts";
import { useLocale, useLocalizedPath, useText } from "../../web/i18n/text.tsx";
import { MemberPerks } from "../../web/layout/MemberPerks.tsx";
import type membership from "../../web/layout/membership.messages.en.ts";
import { Button } from "../../web/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../web/ui/card.tsx";
import { useAuth } from "../../web/session/AuthProvider.tsx";
import { useBillingActions } from "./use-billing.ts";
import type { PageHandle } from "../../web/page-handle.ts";
import { membershipWords } from "../../web/layout/words.ts";

export const meta = localizedPageMeta<typeof membership>("become");

export default function BecomeMemberPage() {
  const t = useText<typeof membership>();
  const locale = useLocale();
  const localized = useLocalizedPath();
  const signupPath = localized(paths.vipSignup);
  // A paying member is not asked to join again: the page says they are in, and leads to the profiles.
  const { isMember } = useAuth();
  const { openPortal } = useBillingActions();
  const join = (label: string, className?: string, variant?: "outline") => (
    <Button asChild className={className} variant={variant}>
      <Link to={isMember ? localized(paths.wingWomen) : signupPath}>{isMember ? t("welcome.browse") : label}</Link>
    </Button>
  );
  return (
    <>
      <PageIntro title={t("become.title")} lead={isMember ? t("become.already") : t("become.lead")}>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {join(t("become.title"))}
          {isMember ? (
            <Button variant="outline" onClick={() => void openPortal()}>
              {t("dashboard.manage")}
            </Button>
          ) : null}
        </div>
      </PageIntro>
      <div className="mx-auto grid max-w-5xl gap-6 px-4 pb-12 sm:px-6 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle as="h2" className="flex items-center gap-2">
              <Crown aria-hidden className="size-6 text-gold" /> {t("vipMembership")}
            </CardTitle>
            <p className="text-3xl font-bold">
              {formatCents(VIP_MONTHLY_PRICE_CENTS, locale)}
              <span className="text-base font-normal text-muted-foreground">{t("become.perMonth")}</span>
            </p>
            <p className="text-sm text-muted-foreground">{t("terms")}</p>
          </CardHeader>
          <CardContent>
            <MemberPerks className="gap-2" />
            {join(t("become.joinNow"), "mt-6 w-full")}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2" className="flex items-center gap-2">
              <ShieldCheck aria-hidden className="size-6 text-primary" /> {t("become.noRisk")}
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3 text-muted-foreground">
            <p>{t("become.refund")}</p>
            <p>{t("become.cancel")}</p>
            <p>{t("become.card")}</p>
            {join(t("become.start"), "mt-2", "outline")}
          </CardContent>
        </Card>
      </div>
    </>
  );
}

export const handle: PageHandle = { words: [membershipWords] };
