import type { Db } from "../../server/db/client.ts";
import { eq, max, notLike } from "drizzle-orm";
import { billingEvents, subscriptions, type BillingProvider, type SubscriptionStatus } from "./tables.server.ts";

export const VIP_TIER = "VIP";
/** The money-back guarantee: a full refund within 30 days of the first payment (§1). */
export const REFUND_WINDOW_DAYS = 30;
const DAY_MS = 86_400_000;

/** What a provider says about a user's subscription at one moment (the same for Stripe and the sandbox). */
export interface SubscriptionUpdate {
  userId: string;
  provider: BillingProvider;
  status: SubscriptionStatus;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  customerId?: string | null;
  subscriptionId?: string | null;
  /** A successful payment at this time (starts the refund window on the first one). */
  paidAt?: Date;
  /** When the provider produced this state: older states never overwrite newer ones. */
  eventTime: Date;
}

/** Statuses in which the member keeps access (a failed payment keeps it while the provider retries). */
const ACCESS_STATUSES: ReadonlySet<SubscriptionStatus> = new Set(["active", "past_due"]);

/** Records a provider event id; false when it was applied before (replays take effect once). */
export async function claimEvent(tx: Db, id: string, type: string): Promise<boolean> {
  const inserted = await tx.insert(billingEvents).values({ id, type }).onConflictDoNothing().returning({ id: billingEvents.id });
  return inserted.length > 0;
}

/** What applying a state changed that the member is told of. */
export interface SubscriptionChange {
  /** "Cancel at Period End" took effect just now: the membership, renewing before, now ends on this date. */
  endsAt: Date | null;
}

/** Applies a provider's state to the user's subscription, unless a newer state was applied already (then null). */
export async function applySubscriptionUpdate(tx: Db, update: SubscriptionUpdate): Promise<SubscriptionChange | null> {
  const [current] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, update.userId)).for("update");
  if (current?.lastEventAt && current.lastEventAt > update.eventTime) return null;
  const values = {
    subscribed: ACCESS_STATUSES.has(update.status),
    tier: ACCESS_STATUSES.has(update.status) ? VIP_TIER : (current?.tier ?? null),
    status: update.status,
    provider: update.provider,
    currentPeriodEnd: update.currentPeriodEnd,
    cancelAtPeriodEnd: update.cancelAtPeriodEnd,
    providerCustomerId: update.customerId ?? current?.providerCustomerId ?? null,
    providerSubscriptionId: update.subscriptionId ?? current?.providerSubscriptionId ?? null,
    firstPaidAt: current?.firstPaidAt ?? update.paidAt ?? null,
    lastEventAt: update.eventTime,
  };
  await tx
    .insert(subscriptions)
    .values({ userId: update.userId, ...values })
    .onConflictDoUpdate({ target: subscriptions.userId, set: values });
  const cancelScheduled = update.cancelAtPeriodEnd && !current?.cancelAtPeriodEnd && values.subscribed;
  return { endsAt: cancelScheduled ? update.currentPeriodEnd : null };
}

export function refundableUntil(firstPaidAt: Date | null): Date | null {
  return firstPaidAt ? new Date(firstPaidAt.getTime() + REFUND_WINDOW_DAYS * DAY_MS) : null;
}

/** One month after `from`, the same day of the month where it exists. */
export function oneMonthAfter(from: Date): Date {
  const next = new Date(from);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

export async function subscriptionOf(db: Db, userId: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row ?? null;
}

/** When a Stripe webhook last took effect here (the sandbox's own events excluded), or null when none ever did. */
export async function lastStripeEventAt(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(billingEvents.createdAt) })
    .from(billingEvents)
    .where(notLike(billingEvents.id, "sandbox:%"));
  return row?.at ?? null;
}
