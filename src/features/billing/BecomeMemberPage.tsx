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

export const meta = localizedPageMeta<typeof membership>("become");

export default function BecomeMemberPage() {
  const t = useText<typeof membership>();
  const locale = useLocale();
  const signupPath = useLocalizedPath()(paths.vipSignup);
  return (
    <>
      <PageIntro title={t("become.title")} lead={t("become.lead")}>
        <Button asChild size="lg" className="mt-6">
          <Link to={signupPath}>{t("become.title")}</Link>
        </Button>
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
            <Button asChild className="mt-6 w-full">
              <Link to={signupPath}>{t("become.joinNow")}</Link>
            </Button>
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
            <Button asChild variant="outline" className="mt-2">
              <Link to={signupPath}>{t("become.start")}</Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    </>
  );
}
