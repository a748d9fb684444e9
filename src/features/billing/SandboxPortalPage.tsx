import { useQuery, useQueryClient } from "@tanstack/react-query";
import { FlaskConical } from "lucide-react";
import { useState } from "react";
import { Link, redirect, type LoaderFunctionArgs } from "react-router";
import { formatCents, formatLongDate } from "../../shared/format.ts";
import { VIP_MONTHLY_PRICE_CENTS } from "../../shared/membership.ts";
import { paths } from "../../shared/paths.ts";
import { useSentence } from "../../web/i18n/sentences.ts";
import { useLocale, useLocalizedPath, useText } from "../../web/i18n/text.tsx";
import { loginHref } from "../../web/layout/login-link.ts";
import { localizedPageMeta } from "../../web/lib/meta.ts";
import { answer, pageQueries } from "../../web/lib/page-queries.tsx";
import { pageContextOf } from "../../web/page-context.ts";
import { Button } from "../../web/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../web/ui/card.tsx";
import { ConfirmDialog } from "../../web/ui/confirm-dialog.tsx";
import { toast } from "../../web/ui/toaster.tsx";
import { useAuth } from "../../web/session/AuthProvider.tsx";
import { sandboxPortalAction, subscriptionOptions } from "./queries.ts";
import type sandbox from "./sandbox.messages.en.ts";
import type { SubscriptionState } from "./schema.ts";
import { messageOf } from "./use-billing.ts";
import type { PageHandle } from "../../web/page-handle.ts";
import { sandboxWords } from "./words.ts";

export const meta = localizedPageMeta<typeof sandbox>("sandbox.portal");

type PortalAction = "cancel" | "resume" | "refund";
const ACTION_DONE = { cancel: "sandbox.portal.didCancel", resume: "sandbox.portal.didResume", refund: "sandbox.portal.didRefund" } as const;

/** The membership to manage, in the page's query; a visitor logs in first and comes back here. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { account, services } = pageContextOf(context);
  if (!account.user) throw redirect(loginHref(new URL(request.url).pathname));
  const subscription = await services.billing.subscription();
  return { queries: subscription ? pageQueries(answer(subscriptionOptions(), subscription)) : pageQueries() };
}

/** The sandbox billing portal: cancel at period end, resume, and the 30-day refund. */
export default function SandboxPortalPage() {
  const { refresh } = useAuth();
  const queryClient = useQueryClient();
  const subscription = useQuery(subscriptionOptions());
  const [busy, setBusy] = useState(false);
  const t = useText<typeof sandbox>();
  const say = useSentence();
  const localized = useLocalizedPath();

  const act = async (action: PortalAction) => {
    setBusy(true);
    try {
      const state = await sandboxPortalAction(action);
      queryClient.setQueryData(subscriptionOptions().queryKey, state);
      await refresh();
      toast.success(t("sandbox.portal.updated"), { description: t(ACTION_DONE[action]) });
    } catch (error) {
      toast.error(say("vip.portalError"), { description: say(messageOf(error, t("sandbox.portal.failed"))) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto max-w-lg px-4 py-14">
      <p role="note" className="mb-4 flex items-center gap-2 rounded-md border border-dashed border-gold bg-[#fdf6e7] p-3 text-sm text-[#6b4a10]">
        <FlaskConical aria-hidden className="size-5 shrink-0" /> {t("sandbox.portal.note")}
      </p>
      <Card>
        <CardHeader>
          <CardTitle as="h1">{t("sandbox.portal.title")}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          {subscription.data ? <PortalBody state={subscription.data} busy={busy} onAction={act} /> : <p role="status">{t("sandbox.loading")}</p>}
          <Button asChild variant="ghost">
            <Link to={localized(paths.userProfile)}>{t("sandbox.portal.return")}</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

function PortalBody({ state, busy, onAction }: { state: SubscriptionState; busy: boolean; onAction: (action: PortalAction) => Promise<void> }) {
  const t = useText<typeof sandbox>();
  const locale = useLocale();
  if (!state.is_member) return <p>{t("sandbox.portal.none")}</p>;
  const date = state.subscription_end ? formatLongDate(state.subscription_end, locale) : "";
  return (
    <>
      <p aria-live="polite">
        {state.cancel_at_period_end
          ? t("sandbox.portal.cancelled", { date })
          : t("sandbox.portal.active", { date, price: formatCents(VIP_MONTHLY_PRICE_CENTS, locale) })}
      </p>
      {state.cancel_at_period_end ? (
        <Button disabled={busy} onClick={() => void onAction("resume")}>
          {t("sandbox.portal.resume")}
        </Button>
      ) : (
        <Button variant="outline" disabled={busy} onClick={() => void onAction("cancel")}>
          {t("sandbox.portal.cancelAtEnd")}
        </Button>
      )}
      {state.refundable_until ? (
        <div className="rounded-md bg-accent p-3 text-sm">
          <p>{t("sandbox.portal.guarantee", { date: formatLongDate(state.refundable_until, locale) })}</p>
          <ConfirmDialog
            trigger={
              <Button variant="destructive" className="mt-2" disabled={busy}>
                {t("sandbox.portal.refund")}
              </Button>
            }
            title={t("sandbox.portal.refundTitle")}
            description={t("sandbox.portal.refundText")}
            keepLabel={t("sandbox.portal.keep")}
            confirmLabel={t("sandbox.portal.refund")}
            onConfirm={() => onAction("refund")}
          />
        </div>
      ) : null}
    </>
  );
}

export const handle: PageHandle = { words: [sandboxWords] };
