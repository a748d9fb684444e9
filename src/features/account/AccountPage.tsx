import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { redirect, useSearchParams, type LoaderFunctionArgs } from "react-router";
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
import { billingContract, messageOf, refundMembership, subscriptionOptions, useBillingActions } from "../billing/index.ts";
import { useSentence } from "../../web/i18n/sentences.ts";
import { answer, pageQueries } from "../../web/lib/page-queries.tsx";
import { toast } from "../../web/ui/toaster.tsx";
import { AccountSettings } from "./AccountSettings.tsx";
import type settings from "./settings.messages.en.ts";
import type { PageHandle } from "../../web/page-handle.ts";
import { settingsWords } from "./words.ts";

const localizedMeta = localizedPageMeta<typeof settings>("settings");
export const meta: typeof localizedMeta = (args) => [...localizedMeta(args), { name: "robots", content: "noindex" }];

/** A visitor signs in first, and comes back here. The membership's state comes with the page (the refund offer). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { account, services } = pageContextOf(context);
  if (!account.user) throw redirect(loginHref(new URL(request.url).pathname));
  const subscription = await services.billing.subscription();
  return { queries: subscription ? pageQueries(answer(subscriptionOptions(), subscription)) : pageQueries() };
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
        <MoneyBack />
      </CardContent>
    </Card>
  );
}

/**
 * The 30-day money-back guarantee for a Stripe member (the test shop offers it on its own portal page): a
 * form the browser posts itself before the app has started, behind a confirm step that needs no script.
 * After a browser's post the page comes back with `?done=refund`, or `?error=<code>&form=refund`.
 */
function MoneyBack() {
  const t = useText<typeof settings>();
  const say = useSentence();
  const locale = useLocale();
  const { refresh } = useAuth();
  const queryClient = useQueryClient();
  const subscription = useQuery(subscriptionOptions());
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const posted =
    params.get("done") === "refund"
      ? { alert: false, text: t("settings.refund.done") }
      : params.get("form") === "refund" && params.has("error")
        ? { alert: true, text: params.get("error") === "refund_window_over" ? t("myProfile.refundWindowOver") : t("settings.refund.failed") }
        : null;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    try {
      queryClient.setQueryData(subscriptionOptions().queryKey, await refundMembership());
      await refresh();
      toast.success(t("settings.refund.done"));
    } catch (error) {
      toast.error(t("settings.refund.open"), { description: say(messageOf(error, "settings.refund.failed")) });
    } finally {
      setBusy(false);
    }
  };
  const state = subscription.data;
  const offered = state?.provider === "stripe" && state.refundable_until;
  return (
    <>
      {posted ? (
        <p role={posted.alert ? "alert" : "status"} className="mt-4 rounded-md bg-accent p-3 text-sm">
          {posted.text}
        </p>
      ) : null}
      {offered ? (
        <details className="mt-4 rounded-md bg-accent p-3 text-sm">
          <summary className="cursor-pointer">
            {t("settings.refund.guarantee", { date: formatLongDate(offered, locale) })}{" "}
            <span className="font-medium underline">{t("settings.refund.open")}</span>
          </summary>
          <p className="mt-2">{t("settings.refund.text")}</p>
          <form method="post" action={billingContract.refund.path} onSubmit={(event) => void submit(event)} className="mt-2">
            <Button type="submit" variant="destructive" disabled={busy}>
              {t("settings.refund.confirm")}
            </Button>
          </form>
        </details>
      ) : null}
    </>
  );
}

export const handle: PageHandle = { words: [settingsWords] };
