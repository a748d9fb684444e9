import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { enqueueMail } from "../../server/adapters/mail/outbox.ts";
import type { OneOffPaymentEvents } from "../../server/adapters/payments/provider.ts";
import type { Db } from "../../server/db/client.ts";
import { subscriptions } from "./tables.server.ts";
import { users } from "../../server/auth/tables.ts";
import { accountRecipient } from "../../server/auth/recipients.ts";
import type { MembershipPayments } from "../bookings/index.server.ts";
import { VIP_MONTHLY_PRICE_CENTS, VIP_PRICE_ID } from "../../shared/membership.ts";
import type { SubscriptionStatus } from "./tables.server.ts";
import { applySubscriptionUpdate, claimEvent, type SubscriptionUpdate } from "./subscription-state.server.ts";
import { paymentFailedMail } from "./mails.ts";
import { queueMembershipCancelled, queueMembershipReceipt } from "./membership-mails.server.ts";

/** The events we act on; every other type is acknowledged and ignored. */
export const HANDLED_EVENTS = new Set([
  "checkout.session.completed",
  "checkout.session.expired",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.paid",
  "invoice.payment_failed",
  "charge.refunded",
]);

const STATUS_OF: Record<string, SubscriptionStatus> = {
  active: "active",
  trialing: "active",
  past_due: "past_due",
  // Stripe gave up retrying: no access until a payment succeeds.
  unpaid: "incomplete",
  canceled: "canceled",
  incomplete_expired: "canceled",
  incomplete: "incomplete",
  paused: "canceled",
};

const idOf = (value: unknown): string | null =>
  typeof value === "string" ? value : value && typeof value === "object" && "id" in value ? String((value as { id: string }).id) : null;

/** Whether a subscription is for the VIP price (by id, or by the spec's lookup key): any other grants nothing. */
function isVipSubscription(subscription: Stripe.Subscription, priceId: string): boolean {
  const price = subscription.items?.data?.[0]?.price;
  return Boolean(price && (price.id === priceId || price.lookup_key === VIP_PRICE_ID));
}

/** A subscription's period end: on its items in recent API versions, on itself in older ones. */
function periodEndOf(subscription: Stripe.Subscription): Date | null {
  const fromItem = subscription.items?.data?.[0] as { current_period_end?: number } | undefined;
  const seconds = fromItem?.current_period_end ?? (subscription as unknown as { current_period_end?: number }).current_period_end;
  return seconds ? new Date(seconds * 1000) : null;
}

/** The subscription an invoice belongs to (its place moved between API versions). */
function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const legacy = (invoice as unknown as { subscription?: unknown }).subscription;
  const parent = (invoice as unknown as { parent?: { subscription_details?: { subscription?: unknown } } }).parent;
  return idOf(legacy) ?? idOf(parent?.subscription_details?.subscription);
}

async function userIdFor(db: Db, customerId: string | null, hinted: string | null | undefined): Promise<string | null> {
  if (hinted) {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, hinted));
    if (user) return user.id;
  }
  if (!customerId) return null;
  const [row] = await db.select({ userId: subscriptions.userId }).from(subscriptions).where(eq(subscriptions.providerCustomerId, customerId));
  return row?.userId ?? null;
}

interface Effect {
  update: SubscriptionUpdate | null;
  paymentFailedFor?: string;
  /** A membership payment for the ledger. */
  payment?: { userId: string; amountCents: number; providerPaymentId: string; paidAt: Date; startsMembership: boolean };
  /** The membership's newest payment was refunded. */
  refundedFor?: string;
}

/**
 * Works out what an event means, asking Stripe for the subscription's current state rather than trusting
 * the event's copy: events arrive in any order, the current state is always right.
 */
async function effectOf(db: Db, stripe: Stripe, event: Stripe.Event, priceId: string, ledger: MembershipPayments): Promise<Effect> {
  const now = new Date();
  const stateOf = async (subscriptionId: string | null, hintedUser: string | null | undefined, paidAt?: Date): Promise<SubscriptionUpdate | null> => {
    if (!subscriptionId) return null;
    const subscription = await stripe.subscriptions.retrieve(subscriptionId);
    if (!isVipSubscription(subscription, priceId)) return null;
    const customerId = idOf(subscription.customer);
    const userId = await userIdFor(db, customerId, hintedUser ?? subscription.metadata?.userId);
    if (!userId) return null;
    return {
      userId,
      provider: "stripe",
      status: STATUS_OF[subscription.status] ?? "incomplete",
      currentPeriodEnd: periodEndOf(subscription),
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      customerId,
      subscriptionId: subscription.id,
      paidAt,
      eventTime: now,
    };
  };

  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      return { update: await stateOf(idOf(session.subscription), session.client_reference_id) };
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return { update: await stateOf(event.data.object.id, null) };
    case "invoice.paid": {
      const invoice = event.data.object;
      const paidAt = new Date(event.created * 1000);
      const update = await stateOf(invoiceSubscriptionId(invoice), null, paidAt);
      const startsMembership = invoice.billing_reason === "subscription_create";
      const payment =
        update && invoice.id ? { userId: update.userId, amountCents: invoice.amount_paid, providerPaymentId: invoice.id, paidAt, startsMembership } : undefined;
      return { update, payment };
    }
    case "invoice.payment_failed": {
      const update = await stateOf(invoiceSubscriptionId(event.data.object), null);
      return { update, paymentFailedFor: update?.userId };
    }
    case "charge.refunded": {
      // A full refund of a membership payment is the money-back guarantee: membership ends at once, and so does
      // the subscription. A partial refund, or one of another amount (a goodwill gesture), changes nothing.
      const charge = event.data.object;
      const userId = await userIdFor(db, idOf(charge.customer), null);
      if (!userId || charge.amount_refunded < charge.amount || !(await isMembershipCharge(db, ledger, userId, charge.amount))) return { update: null };
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
      // Our own refund (the guarantee, or staff) ended it and recorded it already: nothing more to do or mail.
      if (row?.status === "canceled") return { update: null };
      // Not swallowed: if Stripe cannot cancel now, the webhook fails and Stripe sends it again, rather than a
      // later invoice.paid bringing the membership back.
      if (row?.providerSubscriptionId) await cancelUnlessGone(stripe, row.providerSubscriptionId);
      return {
        update: { userId, provider: "stripe", status: "canceled", currentPeriodEnd: now, cancelAtPeriodEnd: false, eventTime: now },
        refundedFor: userId,
      };
    }
    default:
      return { update: null };
  }
}

/**
 * Events about one-off payments (bookings: Checkout in payment mode) go to the bookings feature, whose
 * handlers are idempotent on the payment's own state. True when the event was one of those.
 */
async function applyOneOffPaymentEvent(event: Stripe.Event, oneOff: OneOffPaymentEvents): Promise<boolean> {
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      if (session.mode !== "payment") return false;
      const paymentId = session.metadata?.paymentId;
      const paymentIntent = idOf(session.payment_intent);
      if (session.payment_status === "paid" && paymentId && paymentIntent) {
        await oneOff.paid({ paymentId, providerPaymentId: paymentIntent, amountCents: session.amount_total ?? 0 });
      }
      return true;
    }
    case "checkout.session.expired": {
      const session = event.data.object;
      if (session.mode === "payment") await oneOff.checkoutExpired(session.id);
      return true;
    }
    case "charge.refunded": {
      const charge = event.data.object;
      const paymentIntent = idOf(charge.payment_intent);
      if (!paymentIntent || charge.metadata?.kind === "subscription") return false;
      // Our booking refunds are always in full; a partial refund made by hand leaves the booking paid.
      if (charge.amount_refunded < charge.amount) return charge.metadata?.kind === "booking";
      return oneOff.refunded({ providerPaymentId: paymentIntent });
    }
    default:
      return false;
  }
}

/** Whether a charge is a membership payment: the amount of one the user made (or the VIP price, before any is recorded). */
async function isMembershipCharge(db: Db, ledger: MembershipPayments, userId: string, amount: number): Promise<boolean> {
  return amount === ((await ledger.newestAmount(db, userId)) ?? VIP_MONTHLY_PRICE_CENTS);
}

async function cancelUnlessGone(stripe: Stripe, subscriptionId: string): Promise<void> {
  try {
    await stripe.subscriptions.cancel(subscriptionId);
  } catch (error) {
    const code = (error as { code?: string; statusCode?: number }).code;
    if (code !== "resource_missing") throw error;
  }
}

/**
 * Applies one verified Stripe event exactly once: its id is stored in the same transaction as its effect.
 * Membership payments go to the ledger (`ledger`), one-off payments' events to their feature (`oneOff`).
 */
export async function handleStripeEvent(
  db: Db,
  stripe: Stripe,
  event: Stripe.Event,
  publicUrl: string,
  ledger: MembershipPayments,
  oneOff?: OneOffPaymentEvents,
  priceId = VIP_PRICE_ID,
): Promise<"applied" | "duplicate" | "ignored"> {
  if (!HANDLED_EVENTS.has(event.type)) return "ignored";
  if (oneOff && (await applyOneOffPaymentEvent(event, oneOff))) {
    return (await db.transaction((tx) => claimEvent(tx, event.id, event.type))) ? "applied" : "duplicate";
  }
  const effect = await effectOf(db, stripe, event, priceId, ledger);
  return db.transaction(async (tx) => {
    if (!(await claimEvent(tx, event.id, event.type))) return "duplicate";
    const change = effect.update ? await applySubscriptionUpdate(tx, effect.update) : null;
    if (change?.endsAt && effect.update) await queueMembershipCancelled(tx, publicUrl, effect.update.userId, change.endsAt, "stripe");
    if (effect.payment) {
      const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, effect.payment.userId));
      await ledger.record(tx, { ...effect.payment, email: user?.email ?? null, provider: "stripe" });
      if (effect.payment.amountCents > 0) await queueMembershipReceipt(tx, publicUrl, { ...effect.payment, provider: "stripe" });
    }
    if (effect.refundedFor) await ledger.refundNewest(tx, effect.refundedFor, new Date());
    if (effect.paymentFailedFor) {
      const recipient = await accountRecipient(tx, effect.paymentFailedFor);
      if (recipient) await enqueueMail(tx, paymentFailedMail(publicUrl, recipient));
    }
    return "applied";
  });
}
