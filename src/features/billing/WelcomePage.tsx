import { useQuery } from "@tanstack/react-query";
import { Crown } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { formatLongDate } from "../../shared/format.ts";
import { paths, safeReturnPath } from "../../shared/paths.ts";
import { localizedPageMeta } from "../../web/lib/meta.ts";
import { useLocale, useLocalizedPath, useText } from "../../web/i18n/text.tsx";
import type membership from "../../web/layout/membership.messages.en.ts";
import { Button } from "../../web/ui/button.tsx";
import { useAuth } from "../../web/session/AuthProvider.tsx";
import { announceMembershipChange } from "../../web/session/membership-channel.ts";
import { subscriptionOptions } from "./api.ts";

export const meta = localizedPageMeta<typeof membership>("welcome");

const POLL_MS = 1500;
const GIVE_UP_AFTER_MS = 60_000;

/**
 * After paying: waits for the provider's confirmation (polling briefly), then welcomes the member and
 * offers the page where the upgrade started (`next`); the tab that opened checkout updates itself.
 */
export default function WelcomePage() {
  const { loading, refresh } = useAuth();
  const [startedAt] = useState(() => Date.now());
  const subscription = useQuery({
    ...subscriptionOptions(),
    enabled: !loading,
    refetchInterval: (query) => (query.state.data?.is_member || Date.now() - startedAt > GIVE_UP_AFTER_MS ? false : POLL_MS),
  });
  const t = useText<typeof membership>();
  const locale = useLocale();
  const localized = useLocalizedPath();
  const state = subscription.data;
  const active = state?.is_member === true;
  const next = safeReturnPath(useSearchParams()[0].get("next"));

  // The header and every page learn about the new membership, in this tab and in the one that opened checkout.
  useEffect(() => {
    if (!active) return;
    void refresh();
    announceMembershipChange();
  }, [active, refresh]);

  if (active) {
    return (
      <section className="mx-auto max-w-lg px-4 py-20 text-center">
        <Crown aria-hidden className="mx-auto size-14 text-gold" />
        <h1 className="mt-4 text-4xl font-bold text-secondary">{t("welcome.title")}</h1>
        <p className="mt-3 text-muted-foreground">
          {state.subscription_end ? t("welcome.openUntil", { date: formatLongDate(state.subscription_end, locale) }) : t("welcome.open")}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {next ? (
            <Button asChild size="lg">
              <Link to={next}>{t("welcome.continue")}</Link>
            </Button>
          ) : null}
          <Button asChild size="lg" variant={next ? "outline" : "default"}>
            <Link to={localized(paths.wingWomen)}>{t("welcome.browse")}</Link>
          </Button>
        </div>
      </section>
    );
  }
  return (
    <section role="status" aria-live="polite" className="mx-auto max-w-lg px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-secondary">{t("welcome.confirming")}</h1>
      <p className="mt-3 text-muted-foreground">
        {subscription.isFetching || Date.now() - startedAt < GIVE_UP_AFTER_MS ? t("welcome.wait") : t("welcome.late")}
      </p>
    </section>
  );
}
