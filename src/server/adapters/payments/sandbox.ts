import type { Db } from "../../db/client.ts";
import { expireSandboxCheckout, openSandboxMembershipCheckout, openSandboxPaymentCheckout } from "../../../features/billing/index.server.ts";
import { pageLink } from "../../../shared/paths.ts";
import type { CheckoutRequest, PaymentCheckoutRequest, PaymentsProvider, PortalRequest } from "./provider.ts";

/**
 * The embedded provider: a test checkout and billing portal served by this app, charging nothing.
 * Paying, cancelling and refunding there produce the same state changes Stripe's webhooks do.
 */
export function createSandboxProvider(db: Db, publicUrl: string): PaymentsProvider {
  return {
    name: "sandbox",
    async createCheckout({ userId, successUrl, cancelUrl, locale }: CheckoutRequest) {
      // Where paying returns the member, as Stripe would: the welcome page in the language they started from.
      const checkoutId = await openSandboxMembershipCheckout(db, { userId, successUrl, cancelUrl });
      return { url: pageLink(publicUrl, `/sandbox/checkout/${checkoutId}`, locale) };
    },
    async createPortal({ locale }: PortalRequest) {
      return { url: pageLink(publicUrl, "/sandbox/portal", locale) };
    },
    async createPaymentCheckout(request: PaymentCheckoutRequest) {
      const checkoutId = await openSandboxPaymentCheckout(db, {
        paymentId: request.paymentId,
        amountCents: request.amountCents,
        description: request.description,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
        expiresAt: request.expiresAt,
      });
      return { url: pageLink(publicUrl, `/sandbox/checkout/${checkoutId}`, request.locale), checkoutId };
    },
    // The sandbox holds no money: a refund succeeds at once.
    async refundPayment({ idempotencyKey }) {
      return { refundId: `sandbox_refund_${idempotencyKey}`, status: "succeeded" };
    },
    async refundMembershipPayment({ idempotencyKey }) {
      return { refundId: `sandbox_refund_${idempotencyKey}`, status: "succeeded" };
    },
    async expireCheckout(checkoutId: string) {
      await expireSandboxCheckout(db, checkoutId);
    },
    // The sandbox charges nothing and keeps its subscriptions in our own tables: nothing to stop elsewhere.
    async cancelSubscription() {},
  };
}
