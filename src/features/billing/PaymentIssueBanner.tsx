import { useAuth } from "../../web/session/AuthProvider.tsx";
import { useBillingActions } from "./use-billing.ts";
import { useText } from "../../web/i18n/text.tsx";
import type common from "../../web/layout/common.messages.en.ts";

/** A member whose last payment failed keeps access while it is retried, and is told how to fix it. */
export function PaymentIssueBanner() {
  const { billingStatus } = useAuth();
  const { openPortal } = useBillingActions();
  const t = useText<typeof common>();
  if (billingStatus !== "past_due") return null;
  return (
    <div role="alert" className="bg-destructive text-destructive-foreground">
      <p className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 px-4 py-2 text-sm sm:px-6">
        {t("paymentIssue.text")}
        <button type="button" className="font-semibold underline underline-offset-2" onClick={() => void openPortal()}>
          {t("paymentIssue.update")}
        </button>
      </p>
    </div>
  );
}
