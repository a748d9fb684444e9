import Stripe from "stripe";
import type { StripeConfig } from "../../config.ts";
import { VIP_PRICE_ID } from "../../../shared/membership.ts";
import type { CheckoutRequest, PaymentCheckoutRequest, PaymentsProvider, PortalRequest } from "./provider.ts";

/** Stripe lets a Checkout Session expire between 30 minutes and 24 hours after it is made. */
const STRIPE_MIN_EXPIRY_MS = 31 * 60_000;
const STRIPE_MAX_EXPIRY_MS = 23 * 3_600_000;

/**
 * Where Stripe's hosted Checkout lives, where a browser's form post is sent on to: checkout.stripe.com, or for
 * a Stripe-compatible API (STRIPE_API_URL, the local peer) its own origin.
 */
export function stripeCheckoutOrigin(config: StripeConfig): string {
  return config.apiUrl ? new URL(config.apiUrl).origin : "https://checkout.stripe.com";
}

export function createStripeClient(config: StripeConfig): Stripe {
  const api = config.apiUrl ? new URL(config.apiUrl) : null;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(api
      ? { host: api.hostname, port: Number(api.port || (api.protocol === "https:" ? 443 : 80)), protocol: api.protocol.replace(":", "") as "http" | "https" }
      : {}),
  });
}

/** Stripe Checkout (subscription mode) and the Stripe Billing Portal. */
export function createStripeProvider(stripe: Stripe, config: StripeConfig): PaymentsProvider {
  /** The configured price id, or (given the spec's `price_vip_monthly`) the price with that lookup key. */
  async function priceId(): Promise<string> {
    if (config.priceId !== VIP_PRICE_ID) return config.priceId;
    const prices = await stripe.prices.list({ lookup_keys: [VIP_PRICE_ID], active: true, limit: 1 });
    const price = prices.data[0];
    if (!price) throw new Error(`No active Stripe price with lookup key ${VIP_PRICE_ID}`);
    return price.id;
  }

  return {
    name: "stripe",
    async createCheckout(request: CheckoutRequest) {
      const session = await stripe.checkout.sessions.create({
        mode: "subscription",
        line_items: [{ price: await priceId(), quantity: 1 }],
        client_reference_id: request.userId,
        ...(request.customerId ? { customer: request.customerId } : { customer_email: request.email }),
        subscription_data: { metadata: { userId: request.userId } },
        metadata: { userId: request.userId },
        locale: request.locale,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      if (!session.url) throw new Error("Stripe returned a checkout session without a URL");
      return { url: session.url };
    },
    async createPortal(request: PortalRequest) {
      if (!request.customerId) throw new Error("no Stripe customer for this user");
      const session = await stripe.billingPortal.sessions.create({ customer: request.customerId, return_url: request.returnUrl, locale: request.locale });
      return { url: session.url };
    },
    /** Checkout in payment mode; the booking and ledger ids travel in metadata to the webhook and the refund. */
    async createPaymentCheckout(request: PaymentCheckoutRequest) {
      const metadata = { kind: "booking", bookingId: request.bookingId, paymentId: request.paymentId };
      const now = Date.now();
      // Our hold may be shorter than Stripe's minimum: a payment after the hold is settled by the webhook.
      const expiresAt = Math.min(Math.max(request.expiresAt.getTime(), now + STRIPE_MIN_EXPIRY_MS), now + STRIPE_MAX_EXPIRY_MS);
      const session = await stripe.checkout.sessions.create({
        mode: "payment",
        line_items: [{ quantity: 1, price_data: { currency: "usd", unit_amount: request.amountCents, product_data: { name: request.description } } }],
        customer_email: request.email,
        client_reference_id: request.bookingId,
        metadata,
        payment_intent_data: { metadata, description: request.description },
        expires_at: Math.floor(expiresAt / 1000),
        locale: request.locale,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      if (!session.url) throw new Error("Stripe returned a checkout session without a URL");
      return { url: session.url, checkoutId: session.id };
    },
    async refundPayment({ providerPaymentId, idempotencyKey }) {
      const refund = await stripe.refunds.create(
        { payment_intent: providerPaymentId, metadata: { kind: "booking" } },
        { idempotencyKey: `refund-${idempotencyKey}` },
      );
      return { refundId: refund.id, status: refund.status === "succeeded" ? "succeeded" : "pending" };
    },
    /** The invoice's payment (its payment intent, or its charge) is refunded, once per key. */
    async refundMembershipPayment({ providerPaymentId, idempotencyKey }) {
      const paid = await stripe.invoicePayments.list({ invoice: providerPaymentId, status: "paid", limit: 1 });
      const payment = paid.data[0]?.payment;
      const paymentIntent = typeof payment?.payment_intent === "string" ? payment.payment_intent : payment?.payment_intent?.id;
      const charge = typeof payment?.charge === "string" ? payment.charge : payment?.charge?.id;
      if (!paymentIntent && !charge) throw new Error(`Stripe has no paid payment for invoice ${providerPaymentId}`);
      const refund = await stripe.refunds.create(
        { ...(paymentIntent ? { payment_intent: paymentIntent } : { charge }), metadata: { kind: "subscription", invoice: providerPaymentId } },
        { idempotencyKey: `refund-${idempotencyKey}` },
      );
      return { refundId: refund.id, status: refund.status === "succeeded" ? "succeeded" : "pending" };
    },
    async expireCheckout(checkoutId: string) {
      // Already paid or expired: Stripe refuses, and the webhook settles what happened.
      await stripe.checkout.sessions.expire(checkoutId).catch(() => undefined);
    },
    async cancelSubscription(subscriptionId: string) {
      try {
        await stripe.subscriptions.cancel(subscriptionId);
      } catch (error) {
        // Already gone at Stripe (deleted, or canceled long ago): nothing more can be charged.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && (error.code === "resource_missing" || error.statusCode === 404)) return;
        throw error;
      }
    },
  };
}
