import { and, count, desc, eq, gt, inArray, isNotNull } from "drizzle-orm";
import type { z } from "zod";
import type { complimentaryMembershipSchema } from "./schema.ts";
import { membershipOf } from "../../server/auth/membership.ts";
import { userIdByEmail } from "../../server/auth/profiles.ts";
import type { Viewer } from "../../server/auth/request-auth.ts";
import { recordAudit } from "../../server/audit.ts";
import type { Db } from "../../server/db/client.ts";
import { subscriptions } from "./tables.server.ts";
import { users } from "../../server/auth/tables.ts";
import { notFound } from "../../server/http/errors.ts";

/**
 * Admins may grant a complimentary VIP membership (a press visit, a make-good, a partner): it counts
 * exactly like a paid one until its end date.
 */
export async function grantComplimentaryMembership(db: Db, admin: Viewer, { email, days }: z.output<typeof complimentaryMembershipSchema>) {
  const userId = await userIdByEmail(db, email);
  if (!userId) throw notFound("No account uses this e-mail.");
  const periodEnd = new Date(Date.now() + days * 86_400_000);
  const values = {
    userId,
    subscribed: true,
    tier: "VIP",
    status: "active" as const,
    provider: "complimentary" as const,
    cancelAtPeriodEnd: true,
    currentPeriodEnd: periodEnd,
  };
  await db.transaction(async (tx) => {
    await tx.insert(subscriptions).values(values).onConflictDoUpdate({ target: subscriptions.userId, set: values });
    await recordAudit(tx, { actorId: admin.user.id, action: "membership.complimentary", subjectType: "user", subjectId: userId, after: { days, periodEnd } });
  });
  return { ok: true as const, subscription_end: periodEnd.toISOString() };
}

/** Admin visibility: every account's membership, newest accounts first. */
export async function listSubscriptionsForAdmin(db: Db) {
  const rows = await db
    .select({
      userId: users.id,
      email: users.email,
      name: users.name,
      subscribed: subscriptions.subscribed,
      status: subscriptions.status,
      provider: subscriptions.provider,
      tier: subscriptions.tier,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
    })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .orderBy(desc(users.createdAt));
  return {
    subscriptions: rows.map((row) => ({
      ...row,
      isMember: membershipOf({ subscribed: row.subscribed ?? false, tier: row.tier, currentPeriodEnd: row.currentPeriodEnd }).isMember,
      currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    })),
  };
}

/** How many accounts are members now: the same rule as membershipOf (subscribed, a tier, a period not ended). */
export async function countActiveMembers(db: Db, now: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(subscriptions)
    .where(and(eq(subscriptions.subscribed, true), isNotNull(subscriptions.tier), gt(subscriptions.currentPeriodEnd, now)));
  return row?.value ?? 0;
}

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** An account's membership row, if it ever subscribed. */
export async function subscriptionOf(db: Db, userId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row;
}

/** The membership rows of these accounts, by user id (an account that never subscribed has none). */
export async function subscriptionsOf(db: Db, userIds: readonly string[]): Promise<Map<string, SubscriptionRow>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(subscriptions)
    .where(inArray(subscriptions.userId, [...userIds]));
  return new Map(rows.map((row) => [row.userId, row]));
}
