import type { Locale } from "../../../shared/i18n/locales.ts";

/** How money is taken: our sandbox by default, Stripe when configured. Their effects share one code path. */
export interface CheckoutRequest {
  userId: string;
  email: string;
  /** The provider's customer from an earlier subscription: reused, so one person is one customer. */
  customerId?: string | null;
  name?: string;
  phone?: string;
  /** Where the provider sends the browser after paying, and after giving up. */
  successUrl: string;
  cancelUrl: string;
  /** The language the provider's page speaks: the one the person started in. */
  locale: Locale;
}

export interface PortalRequest {
  userId: string;
  customerId: string | null;
  returnUrl: string;
  locale: Locale;
}

/** A one-off payment (a booking): Stripe Checkout in payment mode, or the sandbox's test checkout. */
export interface PaymentCheckoutRequest {
  /** Our ledger row (payments.id): the provider returns it with the payment. */
  paymentId: string;
  bookingId: string;
  amountCents: number;
  description: string;
  email: string;
  successUrl: string;
  cancelUrl: string;
  locale: Locale;
  /** The provider refuses payment after this (Stripe: at least 30 minutes ahead). */
  expiresAt: Date;
}

export interface RefundResult {
  refundId: string;
  /** "succeeded" when the money is back at once (the sandbox); otherwise the provider confirms later. */
  status: "succeeded" | "pending";
}

export interface PaymentsProvider {
  readonly name: "sandbox" | "stripe";
  createCheckout(request: CheckoutRequest): Promise<{ url: string }>;
  createPortal(request: PortalRequest): Promise<{ url: string }>;
  createPaymentCheckout(request: PaymentCheckoutRequest): Promise<{ url: string; checkoutId: string }>;
  /** Refunds a payment in full; `idempotencyKey` makes a repeated call refund once. */
  refundPayment(request: { providerPaymentId: string; amountCents: number; idempotencyKey: string }): Promise<RefundResult>;
  /**
   * Refunds a membership payment in full (the money-back guarantee, or staff): `providerPaymentId` is what the
   * ledger holds (Stripe's invoice). `idempotencyKey` makes a repeated call refund once.
   */
  refundMembershipPayment(request: { providerPaymentId: string; idempotencyKey: string }): Promise<RefundResult>;
  /** Stops an unpaid checkout from being paid (best effort: it may already be paid). */
  expireCheckout(checkoutId: string): Promise<void>;
  /**
   * Ends a membership subscription at once, so nothing more is charged (account deletion). Throws when the
   * provider cannot be reached or refuses; a subscription the provider no longer has counts as ended.
   */
  cancelSubscription(subscriptionId: string): Promise<void>;
}

/**
 * What a provider reports about one-off (booking) payments. The bookings feature implements it; the
 * sandbox's pay button and Stripe's webhook call it, so both take the same path. Each is idempotent.
 */
export interface OneOffPaymentEvents {
  paid(event: { paymentId: string; providerPaymentId: string; amountCents: number }): Promise<void>;
  checkoutExpired(checkoutId: string): Promise<void>;
  /** False when the payment is not a one-off payment of ours (then it may be a membership's). */
  refunded(event: { providerPaymentId: string }): Promise<boolean>;
}
