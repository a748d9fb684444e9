import { and, eq, gt, lt, ne } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { bookings } from "./tables.server.ts";
import { companionAccounts, users } from "../../server/auth/tables.ts";
import { companionNames, lockCompanion } from "../companions/index.server.ts";
import { notFound } from "../../server/http/errors.ts";
import { holdsSlot } from "./availability.server.ts";
import { bookingMessages } from "./schema.ts";

// The queries the booking rules share: the service, the lifecycle and the payments read bookings through these.

export type BookingRow = typeof bookings.$inferSelect;

/** Bookings of one companion are decided one at a time: the row lock makes the overlap check safe. */
export async function lockedCompanion(tx: Db, companionId: string, options: { allowHidden?: boolean } = {}) {
  const companion = await lockCompanion(tx, companionId);
  if (!companion || (companion.hidden && !options.allowHidden)) throw notFound(bookingMessages.companionMissing);
  return companion;
}

/** A booking holding time that overlaps `from`–`to` (pass the buffered window to keep the buffer free). */
export async function findClash(tx: Db, companionId: string, startsAt: Date, endsAt: Date, now: Date, exceptId?: string): Promise<BookingRow | undefined> {
  const [clash] = await tx
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.companionId, companionId),
        holdsSlot(now),
        lt(bookings.startsAt, endsAt),
        gt(bookings.endsAt, startsAt),
        exceptId ? ne(bookings.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return clash;
}

/** A booking with its companion's name; `lock` holds the booking's row until the transaction ends. */
export async function bookingWithCompanionName(tx: Db, id: string, lock = false) {
  const query = tx
    .select({ booking: bookings, companionName: companionNames.name })
    .from(bookings)
    .innerJoin(companionNames, eq(companionNames.id, bookings.companionId))
    .where(eq(bookings.id, id));
  const [found] = lock ? await query.for("update", { of: bookings }) : await query;
  return found;
}

export async function companionAccountEmail(tx: Db, companionId: string): Promise<string | null> {
  const [row] = await tx
    .select({ email: users.email })
    .from(companionAccounts)
    .innerJoin(users, eq(users.id, companionAccounts.userId))
    .where(eq(companionAccounts.companionId, companionId));
  return row?.email ?? null;
}
