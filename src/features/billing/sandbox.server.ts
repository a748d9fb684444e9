import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { sandboxCheckouts } from "../../server/db/schema.ts";
import { AppError, conflict, notFound } from "../../server/http/errors.ts";
import { VIP_MONTHLY_PRICE_CENTS } from "../../shared/membership.ts";
import type { SandboxCheckout } from "./schema.ts";
import { applySubscriptionUpdate, claimEvent, oneMonthAfter, refundableUntil, subscriptionOf } from "./subscription-state.server.ts";

/** The sandbox provider's actions: each is an event applied through the same code as Stripe's. */

export async function sandboxCheckout(db: Db, userId: string, id: string): Promise<SandboxCheckout> {
  const [row] = await db.select().from(sandboxCheckouts).where(and(eq(sandboxCheckouts.id, id), eq(sandboxCheckouts.userId, userId)));
  if (!row) throw notFound("This checkout does not exist.");
  return { id: row.id, status: row.status, priceCents: VIP_MONTHLY_PRICE_CENTS };
}

/** Paying activates the membership for a month. Paying the same checkout twice charges once. */
export async function paySandboxCheckout(db: Db, userId: string, id: string): Promise<void> {
  await sandboxCheckout(db, userId, id);
  const now = new Date();
  await db.transaction(async (tx) => {
    if (!(await claimEvent(tx, `sandbox:checkout:${id}`, "checkout.completed"))) return;
    await tx.update(sandboxCheckouts).set({ status: "paid" }).where(eq(sandboxCheckouts.id, id));
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
  });
}

async function activeSandboxSubscription(db: Db, userId: string) {
  const row = await subscriptionOf(db, userId);
  if (!row || row.provider !== "sandbox" || row.status === "canceled") throw conflict("You have no test subscription to manage.", "no_subscription");
  return row;
}

async function applyPortalChange(db: Db, userId: string, type: string, change: { status?: "canceled"; cancelAtPeriodEnd: boolean; endNow?: boolean }) {
  const row = await activeSandboxSubscription(db, userId);
  const now = new Date();
  await db.transaction(async (tx) => {
    await claimEvent(tx, `sandbox:${type}:${randomUUID()}`, type);
    await applySubscriptionUpdate(tx, {
      userId,
      provider: "sandbox",
      status: change.status ?? row.status ?? "active",
      currentPeriodEnd: change.endNow ? now : row.currentPeriodEnd,
      cancelAtPeriodEnd: change.cancelAtPeriodEnd,
      eventTime: now,
    });
  });
}

/** Cancel at period end: the member keeps access until then. */
export const cancelSandboxSubscription = (db: Db, userId: string) => applyPortalChange(db, userId, "subscription.cancel", { cancelAtPeriodEnd: true });

export const resumeSandboxSubscription = (db: Db, userId: string) => applyPortalChange(db, userId, "subscription.resume", { cancelAtPeriodEnd: false });

/** The 30-day money-back guarantee: a full refund that ends the membership at once. */
export async function refundSandboxSubscription(db: Db, userId: string): Promise<void> {
  const row = await activeSandboxSubscription(db, userId);
  const until = refundableUntil(row.firstPaidAt);
  if (!until || until < new Date()) {
    throw new AppError(409, "refund_window_over", "The 30-day money-back guarantee has ended for this membership.");
  }
  await applyPortalChange(db, userId, "charge.refunded", { status: "canceled", cancelAtPeriodEnd: false, endNow: true });
}
