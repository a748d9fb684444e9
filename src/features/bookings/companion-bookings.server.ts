import { and, asc, desc, eq, gte, inArray, lt, lte, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { bookings } from "./tables.server.ts";
import type { BookingRow } from "./repository.server.ts";

// A companion's own bookings, as their workspace and the back office's calendar show them.

/** Sessions not over yet (soonest first) and the last `pastLimit` that are (latest first). */
export async function companionSessions(db: Db, companionId: string, now: Date, pastLimit: number): Promise<{ upcoming: BookingRow[]; past: BookingRow[] }> {
  const mine = eq(bookings.companionId, companionId);
  const upcoming = await db
    .select()
    .from(bookings)
    .where(and(mine, gte(bookings.endsAt, now)))
    .orderBy(asc(bookings.startsAt));
  const past = await db
    .select()
    .from(bookings)
    .where(and(mine, lt(bookings.endsAt, now)))
    .orderBy(desc(bookings.startsAt))
    .limit(pastLimit);
  return { upcoming, past };
}

/** Bookings starting from `from` until before `to`, soonest first. */
export async function companionBookingsStarting(db: Db, companionId: string, from: Date, to: Date): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(and(eq(bookings.companionId, companionId), gte(bookings.startsAt, from), lt(bookings.startsAt, to)))
    .orderBy(asc(bookings.startsAt));
}

/** One of the companion's own bookings; undefined when the id is another companion's or none. */
export async function companionBooking(db: Db, companionId: string, bookingId: string): Promise<BookingRow | undefined> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.companionId, companionId), eq(bookings.id, bookingId)));
  return row;
}

/** Confirmed sessions that end at `endsFrom` or later and start at `startsUntil` or earlier (the safety sweep's candidates). */
export async function confirmedSessionsBetween(db: Db, endsFrom: Date, startsUntil: Date): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(and(eq(bookings.status, "confirmed"), gte(bookings.endsAt, endsFrom), lte(bookings.startsAt, startsUntil)))
    .orderBy(asc(bookings.startsAt));
}

/** Bookings by id, in no particular order. */
export async function bookingsByIds(db: Db, ids: readonly string[]): Promise<BookingRow[]> {
  return ids.length
    ? db
        .select()
        .from(bookings)
        .where(inArray(bookings.id, [...ids]))
    : [];
}

/**
 * A condition: the account `userId` names has had a session with the companion `companionId` names: one the
 * team marked completed, or a confirmed one that has ended (the team marks those that did not take place).
 * Decided from the bookings alone, never from anything a client sends.
 */
export const hadSessionWith = (userId: SQLWrapper, companionId: SQLWrapper): SQL =>
  sql`exists (select 1 from ${bookings} where ${bookings.userId} = ${userId} and ${bookings.companionId} = ${companionId}
      and (${bookings.status} = 'completed' or (${bookings.status} = 'confirmed' and ${bookings.endsAt} <= now())))`;
