import { Navigate } from "react-router";
import { VIP_MONTHLY_PRICE_CENTS } from "../../shared/membership.ts";
import { formatCents, formatLongDate } from "../../shared/format.ts";
import { paths } from "../../shared/paths.ts";
import { useLocale, useLocalizedPath, useText } from "../../web/i18n/text.tsx";
import type common from "../../web/layout/common.messages.en.ts";
import { PageIntro } from "../../web/layout/PageIntro.tsx";
import { localizedPageMeta } from "../../web/lib/meta.ts";
import { Button } from "../../web/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../web/ui/card.tsx";
import { useAuth } from "../../web/session/AuthProvider.tsx";
import { useMembershipDialog } from "../../web/layout/MembershipDialog.tsx";
import { useBillingActions } from "../billing/index.ts";
import { AccountSettings } from "./AccountSettings.tsx";
import type settings from "./settings.messages.en.ts";

const localizedMeta = localizedPageMeta<typeof settings>("settings");
export const meta: typeof localizedMeta = (args) => [...localizedMeta(args), { name: "robots", content: "noindex" }];

/**
 * One settings page for every signed-in account, free or member: membership, picture, password, a copy of
 * one's data and deleting the account (the rights the Privacy Policy and Terms promise).
 */
export default function AccountPage() {
  const { user, loading } = useAuth();
  const t = useText<typeof settings>();
  const localized = useLocalizedPath();
  if (loading) return <PageIntro title={t("settings.title")} lead={t("settings.loading")} />;
  if (!user) return <Navigate to={`${localized(paths.auth)}?next=${encodeURIComponent(localized(paths.account))}`} replace />;
  return (
    <>
      <PageIntro title={t("settings.title")} lead={t("settings.signedInAs", { email: user.email })} />
      <div className="mx-auto grid max-w-2xl gap-6 px-4 pb-10 sm:px-6">
        <MembershipCard />
        <AccountSettings />
      </div>
    </>
  );
}

function MembershipCard() {
  const { isMember, subscription } = useAuth();
  const { openPortal } = useBillingActions();
  const { openMembershipDialog } = useMembershipDialog();
  const t = useText<typeof settings>();
  const menu = useText<typeof common>();
  const locale = useLocale();
  const end = subscription.subscription_end;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t("settings.membership.title")}</CardTitle>
        <CardDescription>
          {isMember
            ? end
              ? t("settings.membership.renews", { date: formatLongDate(end, locale) })
              : t("settings.membership.member")
            : t("settings.membership.free", { price: formatCents(VIP_MONTHLY_PRICE_CENTS, locale) })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isMember ? (
          <Button variant="outline" onClick={() => void openPortal()}>
            {menu("menu.manageSubscription")}
          </Button>
        ) : (
          <Button onClick={() => openMembershipDialog()}>{menu("menu.upgrade")}</Button>
        )}
      </CardContent>
    </Card>
  );
}
