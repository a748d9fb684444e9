import { useLocale } from "../../web/i18n/text.tsx";
import { useSentence } from "../../web/i18n/sentences.ts";
import { useCallback } from "react";
import { ApiError } from "../../web/lib/api.ts";
import { toast } from "../../web/ui/toaster.tsx";
import { createCheckout, openPortal } from "./api.ts";

/**
 * A tab opened inside the click (so pop-up blockers let it through), pointed at the payment page once
 * the server answers; without a tab (blocked, or not from a click) the page opens here instead.
 */
export async function openInNewTab(getUrl: () => Promise<{ url: string }>, tab: Window | null = window.open("", "_blank")): Promise<void> {
  try {
    const { url } = await getUrl();
    if (tab && !tab.closed) tab.location.href = url;
    else window.location.assign(url);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** The server's message when it has a useful one; the spec's fallback otherwise. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.code !== "not_found" && error.code !== "network" && error.status < 500) return error.message;
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

/** Starting checkout and opening the subscription portal, with the spec's toasts (§5, §8). */
export function useBillingActions() {
  const locale = useLocale();
  const say = useSentence();
  /** `tab`: one reserved earlier with `reserveCheckoutTab`; otherwise one is opened now. */
  const startCheckout = useCallback(
    async (tab?: Window | null) => {
      try {
        // The page's language: payment returns the reader to the pages in it.
        await openInNewTab(() => createCheckout(locale), tab === undefined ? window.open("", "_blank") : tab);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          toast.error(say("Please log in first"), { description: say("You need to be logged in to subscribe.") });
        } else {
          toast.error(say("Checkout Error"), { description: say(messageOf(error, "Failed to create checkout session")) });
        }
      }
    },
    [locale, say],
  );

  const openSubscriptionPortal = useCallback(async () => {
    try {
      await openInNewTab(() => openPortal(locale));
    } catch (error) {
      toast.error(say("Subscription Portal Error"), { description: say(messageOf(error, "Failed to open subscription portal")) });
    }
  }, [locale, say]);

  return { startCheckout, openPortal: openSubscriptionPortal };
}
