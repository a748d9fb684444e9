import { redirect, type LoaderFunctionArgs } from "react-router";
import { VIP_MONTHLY_PRICE_CENTS } from "../../shared/membership.ts";
import { formatCents, formatLongDate } from "../../shared/format.ts";
import { useLocale, useText } from "../../web/i18n/text.tsx";
import type common from "../../web/layout/common.messages.en.ts";
import { loginHref } from "../../web/layout/login-link.ts";
import { PageIntro } from "../../web/layout/PageIntro.tsx";
import { localizedPageMeta } from "../../web/lib/meta.ts";
import { Button } from "../../web/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../web/ui/card.tsx";
import { useAuth } from "../../web/session/AuthProvider.tsx";
import { pageContextOf } from "../../web/page-context.ts";
import { useMembershipDialog } from "../../web/layout/MembershipDialog.tsx";
import { useBillingActions } from "../billing/index.ts";
import { AccountSettings } from "./AccountSettings.tsx";
import type settings from "./settings.messages.en.ts";
import type { PageHandle } from "../../web/page-handle.ts";
import { settingsWords } from "./words.ts";

const localizedMeta = localizedPageMeta<typeof settings>("settings");
export const meta: typeof localizedMeta = (args) => [...localizedMeta(args), { name: "robots", content: "noindex" }];

/** A visitor signs in first, and comes back here. */
export function loader({ request, context }: LoaderFunctionArgs) {
  if (!pageContextOf(context).account.user) throw redirect(loginHref(new URL(request.url).pathname));
  return null;
}

/**
 * One settings page for every signed-in account, free or member: membership, picture, password, a copy of
 * one's data and deleting the account (the rights the Privacy Policy and Terms promise).
 */
export default function AccountPage() {
  const { user, isMember, role } = useAuth();
  const t = useText<typeof settings>();
  // Only between a sign-out here and the redirect its reloaded loader answers.
  if (!user) return <PageIntro title={t("settings.title")} lead={t("settings.loading")} />;
  return (
    <>
      <PageIntro title={t("settings.title")} lead={t("settings.signedInAs", { email: user.email })} />
      <div className="mx-auto grid max-w-2xl gap-6 px-4 pb-10 sm:px-6">
        {/* Membership is for clients: a companion's or the team's account is not offered it. */}
        {isMember || role === "user" ? <MembershipCard /> : null}
        <AccountSettings />
      </div>
    </>
  );
}

function MembershipCard() {
  const { isMember, membershipRenews, subscription } = useAuth();
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
              ? t(membershipRenews ? "settings.membership.renews" : "settings.membership.ends", { date: formatLongDate(end, locale) })
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

export const handle: PageHandle = { words: [settingsWords] };
