import { and, eq, inArray, lt, lte, or, type SQL } from "drizzle-orm";
import type { Db } from "./db/client.ts";
import { outbox, rateLimitCounters } from "./db/platform-tables.ts";
import { verifications } from "./auth/tables.ts";

/** How long copies of delivered (or finally failed) mail are kept: long enough to answer "did you send it?". */
export const SENT_MAIL_RETENTION_DAYS = 30;
const DAY_MS = 86_400_000;
/** Rows per delete statement: a large backlog goes in short transactions, never one long lock. */
const BATCH = 1000;

export interface PruneReport {
  mail: number;
  rateLimits: number;
  verifications: number;
}

/**
 * Deletes `where`'s rows of a table in batches. Safe on several instances at once: each statement deletes
 * what still matches when it runs (a row another instance took, or a counter renewed meanwhile, is skipped).
 */
async function pruneInBatches(db: Db, select: (limit: number) => Promise<string[]>, remove: (ids: string[]) => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const ids = await select(BATCH);
    if (ids.length === 0) return total;
    total += await remove(ids);
    if (ids.length < BATCH) return total;
  }
}

/**
 * The retention rules: mail sent (or failed for good) more than 30 days ago, rate-limit counters whose window
 * has ended, and single-use tokens that have expired are deleted.
 */
export async function pruneExpiredData(db: Db, now = new Date()): Promise<PruneReport> {
  const mailCutoff = new Date(now.getTime() - SENT_MAIL_RETENTION_DAYS * DAY_MS);
  // A failed mail's next_attempt_at is when it was given up (see recordFailure).
  const oldMail: SQL | undefined = or(
    and(eq(outbox.status, "sent"), lt(outbox.sentAt, mailCutoff)),
    and(eq(outbox.status, "failed"), lt(outbox.nextAttemptAt, mailCutoff)),
  );
  const mail = await pruneInBatches(
    db,
    async (limit) => (await db.select({ id: outbox.id }).from(outbox).where(oldMail).limit(limit)).map((row) => row.id),
    async (ids) =>
      (
        await db
          .delete(outbox)
          .where(and(inArray(outbox.id, ids), oldMail))
          .returning({ id: outbox.id })
      ).length,
  );
  const lapsed = lte(rateLimitCounters.resetAt, now);
  const rateLimits = await pruneInBatches(
    db,
    async (limit) => (await db.select({ key: rateLimitCounters.key }).from(rateLimitCounters).where(lapsed).limit(limit)).map((row) => row.key),
    // Re-checked in the delete: a counter that restarted meanwhile (its reset moved ahead) is kept.
    async (keys) =>
      (
        await db
          .delete(rateLimitCounters)
          .where(and(inArray(rateLimitCounters.key, keys), lapsed))
          .returning({ key: rateLimitCounters.key })
      ).length,
  );
  const expired = lt(verifications.expiresAt, now);
  const tokens = await pruneInBatches(
    db,
    async (limit) => (await db.select({ id: verifications.id }).from(verifications).where(expired).limit(limit)).map((row) => row.id),
    async (ids) =>
      (
        await db
          .delete(verifications)
          .where(and(inArray(verifications.id, ids), expired))
          .returning({ id: verifications.id })
      ).length,
  );
  return { mail, rateLimits, verifications: tokens };
}
