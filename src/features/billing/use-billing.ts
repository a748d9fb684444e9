import { useCallback } from "react";
import { ApiError, api } from "../../web/lib/api.ts";
import { toast } from "../../web/ui/toaster.tsx";

/** Opens a payment page in a new tab, or here when the browser blocks the tab. */
export function openPaymentPage(url: string): void {
  const opened = window.open(url, "_blank", "noopener");
  if (!opened) window.location.assign(url);
}

/** The server's message when it has a useful one; the spec's fallback otherwise. */
function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.code !== "not_found" && error.code !== "network" && error.status < 500) return error.message;
  return fallback;
}

/** Asks the server for a payment page and opens it; on failure the spec's toast (title, message or fallback). */
async function openBillingPage(endpoint: string, errorTitle: string, fallback: string): Promise<void> {
  try {
    const { url } = await api.post<{ url: string }>(endpoint);
    openPaymentPage(url);
  } catch (error) {
    toast.error(errorTitle, { description: messageOf(error, fallback) });
  }
}

/** Starting checkout and opening the subscription portal, with the spec's error toasts (§8). */
export function useBillingActions() {
  const startCheckout = useCallback(
    () => openBillingPage("/api/billing/checkout", "Checkout Error", "Failed to create checkout session"),
    [],
  );
  const openPortal = useCallback(
    () => openBillingPage("/api/billing/portal", "Subscription Portal Error", "Failed to open subscription portal"),
    [],
  );
  return { startCheckout, openPortal };
}
