import { z } from "zod";

// The response schemas of this feature's routes (the serializer keeps only what they name). The web app
// imports their types only (`import type`), so none of this reaches the browser.

/** check-subscription (§7): the spec's three fields, plus what the pages need to manage it. */
export const subscriptionStateView = z.object({
  subscribed: z.boolean(),
  subscription_tier: z.string().nullable(),
  subscription_end: z.string().nullable(),
  status: z.enum(["incomplete", "active", "past_due", "canceled"]).nullable(),
  provider: z.enum(["sandbox", "stripe", "complimentary"]).nullable(),
  cancel_at_period_end: z.boolean(),
  /** The last day of the 30-day money-back guarantee, while it runs. */
  refundable_until: z.string().nullable(),
  is_member: z.boolean(),
});
export type SubscriptionState = z.output<typeof subscriptionStateView>;

/** A sandbox checkout: a membership, or one booking's payment (with what it is for and where to return). */
export const sandboxCheckoutView = z.object({
  id: z.string(),
  kind: z.enum(["subscription", "payment"]),
  status: z.enum(["open", "paid", "expired"]),
  priceCents: z.number(),
  description: z.string().nullable(),
  successUrl: z.string().nullable(),
  cancelUrl: z.string().nullable(),
});
export type SandboxCheckout = z.output<typeof sandboxCheckoutView>;

/** Where the provider's page is (a checkout or the billing portal). */
export const providerPageView = z.object({ url: z.string() });
/** Paying a sandbox checkout: a booking's payment returns where to go next; a membership returns its new state. */
/**
 * A test payment made: where the browser goes on to (`url`, as a form posted before the app has started is sent
 * there), and a booking's page or the account's membership as it now is.
 */
export const sandboxPaymentView = z.union([
  z.object({ redirectUrl: z.string(), url: z.string() }),
  subscriptionStateView.extend({ url: z.string().nullable() }),
]);
export const webhookReceiptView = z.object({ received: z.literal(true), outcome: z.enum(["applied", "duplicate", "ignored"]) });

/** One account's membership, as the admin's memberships list shows it. */
export const adminSubscriptionView = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  subscribed: z.boolean().nullable(),
  status: z.string().nullable(),
  provider: z.string().nullable(),
  tier: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean().nullable(),
  isMember: z.boolean(),
});
export type AdminSubscription = z.output<typeof adminSubscriptionView>;
export const complimentaryGrantView = z.object({ ok: z.literal(true), subscription_end: z.string() });
export type SandboxPaymentRedirect = Extract<z.output<typeof sandboxPaymentView>, { redirectUrl: string }>;

/** Every account's membership, as the back office lists them. */
export const adminSubscriptionsResponse = z.object({ subscriptions: z.array(adminSubscriptionView) });
