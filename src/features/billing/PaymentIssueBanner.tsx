import { useAuth } from "../../web/session/AuthProvider.tsx";
import { useBillingActions } from "./use-billing.ts";

/** A member whose last payment failed keeps access while it is retried, and is told how to fix it. */
export function PaymentIssueBanner() {
  const { billingStatus } = useAuth();
  const { openPortal } = useBillingActions();
  if (billingStatus !== "past_due") return null;
  return (
    <div role="alert" className="bg-destructive text-destructive-foreground">
      <p className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 px-4 py-2 text-sm sm:px-6">
        Your last VIP payment did not go through. Your membership stays active while we try again.
        <button type="button" className="font-semibold underline underline-offset-2" onClick={() => void openPortal()}>
          Update payment method
        </button>
      </p>
    </div>
  );
}
