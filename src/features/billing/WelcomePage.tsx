import { useQuery } from "@tanstack/react-query";
import { Crown } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { formatLongDate } from "../../shared/format.ts";
import { paths } from "../../shared/paths.ts";
import { pageMeta } from "../../web/lib/meta.ts";
import { Button } from "../../web/ui/button.tsx";
import { useAuth } from "../../web/session/AuthProvider.tsx";
import { subscriptionOptions } from "./api.ts";

export const meta = () => pageMeta("Welcome, VIP!", "Your Wingmate VIP membership.");

const POLL_MS = 1500;
const GIVE_UP_AFTER_MS = 60_000;

/** After paying: waits for the provider's confirmation (polling briefly), then welcomes the member. */
export default function WelcomePage() {
  const { loading, refresh } = useAuth();
  const [startedAt] = useState(() => Date.now());
  const subscription = useQuery({
    ...subscriptionOptions(),
    enabled: !loading,
    refetchInterval: (query) => (query.state.data?.is_member || Date.now() - startedAt > GIVE_UP_AFTER_MS ? false : POLL_MS),
  });
  const state = subscription.data;
  const active = state?.is_member === true;

  // The header and every page learn about the new membership.
  useEffect(() => {
    if (active) void refresh();
  }, [active, refresh]);

  if (active) {
    return (
      <section className="mx-auto max-w-lg px-4 py-20 text-center">
        <Crown aria-hidden className="mx-auto size-14 text-gold" />
        <h1 className="mt-4 text-4xl font-bold text-secondary">Welcome, VIP!</h1>
        <p className="mt-3 text-muted-foreground">
          Every profile is open to you{state.subscription_end ? `; your next billing date is ${formatLongDate(state.subscription_end)}` : ""}.
        </p>
        <Button asChild size="lg" className="mt-8">
          <Link to={paths.wingWomen}>Browse All Profiles</Link>
        </Button>
      </section>
    );
  }
  return (
    <section role="status" aria-live="polite" className="mx-auto max-w-lg px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-secondary">Confirming your payment…</h1>
      <p className="mt-3 text-muted-foreground">
        {subscription.isFetching || Date.now() - startedAt < GIVE_UP_AFTER_MS
          ? "This usually takes a few seconds. You can keep this page open."
          : "We have not heard from the payment provider yet. It can take a few minutes; reload this page to check again."}
      </p>
    </section>
  );
}
