import { randomUUID } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { OneOffPaymentEvents } from "../../server/adapters/payments/provider.ts";
import type { Db } from "../../server/db/client.ts";
import type { MembershipPayments } from "../bookings/index.server.ts";
import { sandboxCheckouts } from "./tables.server.ts";
import { users } from "../../server/auth/tables.ts";
import { AppError, conflict, notFound } from "../../server/http/errors.ts";
import { VIP_MONTHLY_PRICE_CENTS } from "../../shared/membership.ts";
import type { SandboxCheckout } from "./schema.ts";
import { applySubscriptionUpdate, claimEvent, oneMonthAfter, subscriptionOf } from "./subscription-state.server.ts";
import { queueMembershipCancelled, queueMembershipReceipt } from "./membership-mails.server.ts";

/** The sandbox provider's actions: each is an event applied through the same code as Stripe's. */

type CheckoutRow = typeof sandboxCheckouts.$inferSelect;

/**
 * A membership checkout is its account's own; a booking payment's checkout is opened by whoever holds
 * its unguessable id (a guest pays without an account, as with a Stripe Checkout link).
 */
async function readableCheckout(db: Db, userId: string | null, id: string): Promise<CheckoutRow> {
  const [row] = await db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, id));
  if (!row || (row.kind === "subscription" && row.userId !== userId)) throw notFound("This checkout does not exist.");
  return row;
}

export async function sandboxCheckout(db: Db, userId: string | null, id: string, now = new Date()): Promise<SandboxCheckout> {
  const row = await readableCheckout(db, userId, id);
  const lapsed = row.status === "open" && row.expiresAt !== null && row.expiresAt <= now;
  return {
    id: row.id,
    kind: row.kind,
    status: lapsed ? "expired" : row.status,
    priceCents: row.kind === "payment" ? (row.amountCents ?? 0) : VIP_MONTHLY_PRICE_CENTS,
    description: row.description,
    successUrl: row.successUrl,
    cancelUrl: row.cancelUrl,
  };
}

/**
 * Paying a booking's test checkout: refused once it has expired (the hold lapsed), applied once (a second
 * click finds it paid and is sent on), then reported exactly as Stripe's webhook reports a payment.
 */
export async function paySandboxPaymentCheckout(db: Db, events: OneOffPaymentEvents, id: string, now = new Date()): Promise<{ redirectUrl: string }> {
  const row = await readableCheckout(db, null, id);
  if (row.kind !== "payment" || !row.paymentId) throw notFound("This checkout does not exist.");
  const [paid] = await db
    .update(sandboxCheckouts)
    .set({ status: "paid" })
    .where(and(eq(sandboxCheckouts.id, id), eq(sandboxCheckouts.status, "open"), gt(sandboxCheckouts.expiresAt, now)))
    .returning();
  if (!paid && row.status !== "paid") {
    throw new AppError(409, "checkout_expired", "This checkout has expired: the held time was released. Please book again.");
  }
  // Applied even on a repeated click: the ledger row moves to paid once, so this is a no-op the second time.
  await events.paid({ paymentId: row.paymentId, providerPaymentId: `sandbox_${row.id}`, amountCents: row.amountCents ?? 0 });
  return { redirectUrl: row.successUrl ?? "/" };
}

/** Paying activates the membership for a month and mails the receipt. Paying the same checkout twice charges once. */
export async function paySandboxCheckout(db: Db, ledger: MembershipPayments, userId: string, id: string, publicUrl: string): Promise<void> {
  const checkout = await sandboxCheckout(db, userId, id);
  if (checkout.kind !== "subscription") throw notFound("This checkout does not exist.");
  const now = new Date();
  await db.transaction(async (tx) => {
    if (!(await claimEvent(tx, `sandbox:checkout:${id}`, "checkout.completed"))) return;
    await tx.update(sandboxCheckouts).set({ status: "paid" }).where(eq(sandboxCheckouts.id, id));
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    await ledger.record(tx, {
      userId,
      email: user?.email ?? null,
      amountCents: VIP_MONTHLY_PRICE_CENTS,
      provider: "sandbox",
      providerPaymentId: `sandbox_${id}`,
      paidAt: now,
    });
    await applySubscriptionUpdate(tx, {
      userId,
      provider: "sandbox",
      status: "active",
      currentPeriodEnd: oneMonthAfter(now),
      cancelAtPeriodEnd: false,
      customerId: `sandbox_customer_${userId}`,
      subscriptionId: `sandbox_subscription_${userId}`,
      paidAt: now,
      eventTime: now,
    });
    await queueMembershipReceipt(tx, publicUrl, {
      userId,
      amountCents: VIP_MONTHLY_PRICE_CENTS,
      paidAt: now,
      provider: "sandbox",
      providerPaymentId: `sandbox_${id}`,
      startsMembership: true,
    });
  });
}

async function activeSandboxSubscription(db: Db, userId: string) {
  const row = await subscriptionOf(db, userId);
  if (!row || row.provider !== "sandbox" || row.status === "canceled") throw conflict("You have no test subscription to manage.", "no_subscription");
  return row;
}

async function applyPortalChange(db: Db, ledger: MembershipPayments, userId: string, publicUrl: string, type: string, change: { cancelAtPeriodEnd: boolean }) {
  const row = await activeSandboxSubscription(db, userId);
  const now = new Date();
  await db.transaction(async (tx) => {
    await claimEvent(tx, `sandbox:${type}:${randomUUID()}`, type);
    const applied = await applySubscriptionUpdate(tx, {
      userId,
      provider: "sandbox",
      status: row.status ?? "active",
      currentPeriodEnd: row.currentPeriodEnd,
      cancelAtPeriodEnd: change.cancelAtPeriodEnd,
      eventTime: now,
    });
    if (applied?.endsAt) await queueMembershipCancelled(tx, publicUrl, userId, applied.endsAt, "sandbox");
  });
}

/** Cancel at period end: the member keeps access until then, and is mailed the date. */
export const cancelSandboxSubscription = (db: Db, ledger: MembershipPayments, userId: string, publicUrl: string) =>
  applyPortalChange(db, ledger, userId, publicUrl, "subscription.cancel", { cancelAtPeriodEnd: true });

export const resumeSandboxSubscription = (db: Db, ledger: MembershipPayments, userId: string, publicUrl: string) =>
  applyPortalChange(db, ledger, userId, publicUrl, "subscription.resume", { cancelAtPeriodEnd: false });
