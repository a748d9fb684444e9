import { useQuery, useQueryClient } from "@tanstack/react-query";
import { FlaskConical } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { formatLongDate } from "../../shared/format.ts";
import { paths } from "../../shared/paths.ts";
import { pageMeta } from "../../web/lib/meta.ts";
import { Button } from "../../web/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../web/ui/card.tsx";
import { toast } from "../../web/ui/toaster.tsx";
import { useAuth } from "../../web/session/AuthProvider.tsx";
import { sandboxPortalAction, subscriptionOptions } from "./api.ts";
import type { SubscriptionState } from "./schema.ts";
import { messageOf } from "./use-billing.ts";

export const meta = () => pageMeta("Test Billing Portal", "Manage your test VIP subscription.");

const ACTION_TOASTS = {
  cancel: "Your membership will end at the end of the period you paid for.",
  resume: "Your membership will renew as usual.",
  refund: "Refunded in full. Your membership has ended.",
} as const;

/** The sandbox billing portal: cancel at period end, resume, and the 30-day refund. */
export default function SandboxPortalPage() {
  const { loading, refresh } = useAuth();
  const queryClient = useQueryClient();
  const subscription = useQuery({ ...subscriptionOptions(), enabled: !loading });
  const [busy, setBusy] = useState(false);

  const act = async (action: keyof typeof ACTION_TOASTS) => {
    if (action === "refund" && !window.confirm("Refund your payment in full and end your membership now?")) return;
    setBusy(true);
    try {
      const state = await sandboxPortalAction(action);
      queryClient.setQueryData(subscriptionOptions().queryKey, state);
      await refresh();
      toast.success("Subscription updated", { description: ACTION_TOASTS[action] });
    } catch (error) {
      toast.error("Subscription Portal Error", { description: messageOf(error, "Failed to update your subscription") });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto max-w-lg px-4 py-14">
      <p role="note" className="mb-4 flex items-center gap-2 rounded-md border border-dashed border-gold bg-[#fdf6e7] p-3 text-sm text-[#6b4a10]">
        <FlaskConical aria-hidden className="size-5 shrink-0" /> Test billing portal: no money moves.
      </p>
      <Card>
        <CardHeader>
          <CardTitle as="h1">Your VIP Membership</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          {subscription.data ? <PortalBody state={subscription.data} busy={busy} onAction={(action) => void act(action)} /> : <p role="status">Loading…</p>}
          <Button asChild variant="ghost">
            <Link to={paths.userProfile}>Return to Wingmate</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

function PortalBody({ state, busy, onAction }: { state: SubscriptionState; busy: boolean; onAction: (action: keyof typeof ACTION_TOASTS) => void }) {
  if (!state.is_member) return <p>You have no active membership.</p>;
  const end = state.subscription_end ? formatLongDate(state.subscription_end) : "";
  return (
    <>
      <p aria-live="polite">{state.cancel_at_period_end ? `Cancelled: your membership ends on ${end}.` : `Active: renews on ${end} for $29.99.`}</p>
      {state.cancel_at_period_end ? (
        <Button disabled={busy} onClick={() => onAction("resume")}>
          Resume Subscription
        </Button>
      ) : (
        <Button variant="outline" disabled={busy} onClick={() => onAction("cancel")}>
          Cancel at Period End
        </Button>
      )}
      {state.refundable_until ? (
        <div className="rounded-md bg-accent p-3 text-sm">
          <p>30-day money-back guarantee: until {formatLongDate(state.refundable_until)}.</p>
          <Button variant="destructive" className="mt-2" disabled={busy} onClick={() => onAction("refund")}>
            Refund and End Membership
          </Button>
        </div>
      ) : null}
    </>
  );
}
