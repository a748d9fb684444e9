import { useQuery } from "@tanstack/react-query";
import { Crown } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, redirect, useSearchParams, type LoaderFunctionArgs } from "react-router";
import { formatLongDate } from "../../shared/format.ts";
import { paths, safeReturnPath } from "../../shared/paths.ts";
import { loginHref } from "../../web/layout/login-link.ts";
import { localizedPageMeta } from "../../web/lib/meta.ts";
import { answer, pageQueries } from "../../web/lib/page-queries.tsx";
import { pageContextOf } from "../../web/page-context.ts";
import { useLocale, useLocalizedPath, useText } from "../../web/i18n/text.tsx";
import type membership from "../../web/layout/membership.messages.en.ts";
import { Button } from "../../web/ui/button.tsx";
import { useAuth } from "../../web/session/AuthProvider.tsx";
import { announceMembershipChange } from "../../web/session/membership-channel.ts";
import { subscriptionOptions } from "./queries.ts";
import type { PageHandle } from "../../web/page-handle.ts";
import { membershipWords } from "../../web/layout/words.ts";

export const meta = localizedPageMeta<typeof membership>("welcome");

const POLL_MS = 1500;
const GIVE_UP_AFTER_MS = 60_000;

/** The membership as it stands, in the page's query; a visitor logs in first and comes back here (with its `next`). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { account, services } = pageContextOf(context);
  const url = new URL(request.url);
  if (!account.user) throw redirect(loginHref(url.pathname, url.search));
  const subscription = await services.billing.subscription();
  return { queries: subscription ? pageQueries(answer(subscriptionOptions(), subscription)) : pageQueries() };
}

/**
 * After paying: waits for the provider's confirmation (polling briefly), then welcomes the member and
 * offers the page where the upgrade started (`next`); the tab that opened checkout updates itself.
 */
export default function WelcomePage() {
  const { refresh } = useAuth();
  // Decided by a timer rather than by reading the clock while drawing: the server's page and the browser's first render agree.
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setGaveUp(true), GIVE_UP_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  const subscription = useQuery({
    ...subscriptionOptions(),
    refetchInterval: (query) => (query.state.data?.is_member || gaveUp ? false : POLL_MS),
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
      <p className="mt-3 text-muted-foreground">{subscription.isFetching || !gaveUp ? t("welcome.wait") : t("welcome.late")}</p>
    </section>
  );
}

export const handle: PageHandle = { words: [membershipWords] };
