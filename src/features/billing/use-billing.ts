import { useLocale } from "../../web/i18n/text.tsx";
import { useSentence } from "../../web/i18n/sentences.ts";
import type { Said } from "../../shared/i18n/catalog.ts";
import { useCallback, useState } from "react";
import { useLocation } from "react-router";
import { localeOfPath, pathInLocale, withoutLocale } from "../../shared/i18n/locales.ts";
import { paths, safeReturnPath } from "../../shared/paths.ts";
import { ApiError } from "../../web/lib/api.ts";
import { toast } from "../../web/ui/toaster.tsx";
import { createCheckout, openPortal } from "./queries.ts";
import { checkoutOpened } from "./checkout-opened.ts";

/**
 * A tab opened inside the click (so pop-up blockers let it through), pointed at the payment page once
 * the server answers; without a tab (blocked, or not from a click) the page opens here instead. A tab the
 * person closed before the page came is their "not now": this page stays where it is.
 */
export async function openInNewTab(
  getUrl: () => Promise<{ url: string }>,
  tab: Window | null = window.open("", "_blank"),
): Promise<"new tab" | "here" | "closed"> {
  try {
    const { url } = await getUrl();
    if (!tab) {
      window.location.assign(url);
      return "here";
    }
    if (tab.closed) return "closed";
    tab.location.href = url;
    return "new tab";
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** The server's message when it has a useful one; the spec's fallback otherwise (for `say`). */
export function messageOf(error: unknown, fallback: Said): ApiError | Said {
  if (error instanceof ApiError && error.code !== "not_found" && error.code !== "network" && error.status < 500) return error;
  return fallback;
}

/**
 * A tab opened now, inside the user's click, for a checkout that starts later (after sign-up and the
 * spec's 1-second delay): a tab opened that late would be eaten by pop-up blockers. It says what is coming.
 */
export function reserveCheckoutTab(): Window | null {
  const tab = window.open("", "_blank");
  if (tab) tab.document.title = "Opening secure checkout…";
  return tab;
}

/**
 * The page an upgrade starts from, where checkout returns the person who does not pay now: this one, or on the
 * sign-in page the one it leads to (`next`, else the home page in its language).
 */
function useUpgradeOrigin(): string {
  const { pathname, search } = useLocation();
  if (withoutLocale(pathname) === paths.auth)
    return safeReturnPath(new URLSearchParams(search).get("next")) ?? pathInLocale(paths.home, localeOfPath(pathname));
  return pathname + search;
}

/** Starting checkout and opening the subscription portal, with the spec's toasts (§5, §8). */
export function useBillingActions() {
  const locale = useLocale();
  const say = useSentence();
  const origin = useUpgradeOrigin();
  const [checkoutPending, setCheckoutPending] = useState(false);
  /** `tab`: one reserved earlier with `reserveCheckoutTab`; otherwise one is opened now. */
  const startCheckout = useCallback(
    async (tab?: Window | null) => {
      setCheckoutPending(true);
      try {
        // The page's language: payment returns the reader to the pages in it, and offers this page again.
        const opened = await openInNewTab(() => createCheckout(locale, origin), tab === undefined ? window.open("", "_blank") : tab);
        if (opened === "new tab") toast(say(checkoutOpened.title), { description: say(checkoutOpened.description) });
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          toast.error(say("vip.logInFirst"), { description: say("vip.logInToSubscribe") });
        } else {
          toast.error(say("vip.checkoutError"), { description: say(messageOf(error, "vip.checkoutFailed")) });
        }
      } finally {
        setCheckoutPending(false);
      }
    },
    [locale, origin, say],
  );

  const openSubscriptionPortal = useCallback(async () => {
    try {
      await openInNewTab(() => openPortal(locale));
    } catch (error) {
      toast.error(say("vip.portalError"), { description: say(messageOf(error, "vip.portalFailed")) });
    }
  }, [locale, say]);

  return { startCheckout, checkoutPending, openPortal: openSubscriptionPortal };
}
