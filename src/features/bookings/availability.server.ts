import { and, eq, gt, inArray, lt, or, type SQL } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { bookings } from "./tables.server.ts";
import { exceptionsOf, hoursOf } from "../companions/index.server.ts";
import { badRequest } from "../../server/http/errors.ts";
import { bookingMessages } from "./schema.ts";
import { fitsIn, rangesOn, type AvailabilityException, type WeeklyHours } from "../../shared/availability.ts";
import { floridaTimeToUtc, floridaToday, MINIMUM_NOTICE_HOURS, TIME_SLOTS } from "../../shared/bookings.ts";

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** Bookings that keep a slot: confirmed or done, and pending ones whose hold has not lapsed. */
export function holdsSlot(now: Date): SQL {
  return or(inArray(bookings.status, ["confirmed", "completed"]), and(eq(bookings.status, "pending"), gt(bookings.holdExpiresAt, now))) as SQL;
}

/** A companion's hours and the exceptions that are not over yet: everything a slot is checked against. */
export interface Schedule {
  weeklyHours: WeeklyHours;
  bufferMinutes: number;
  exceptions: AvailabilityException[];
}

export async function scheduleOf(db: Db, companionId: string, now = new Date()): Promise<Schedule> {
  const companion = await hoursOf(db, companionId);
  const exceptions = await exceptionsOf(db, companionId, floridaToday(now));
  return { weeklyHours: companion?.weeklyHours ?? [], bufferMinutes: companion?.bufferMinutes ?? 0, exceptions };
}

/** The window a session blocks in the companion's calendar: the session and the buffer on both sides. */
export function blockedWindow(startsAt: Date, endsAt: Date, bufferMinutes: number): { from: Date; to: Date } {
  return { from: new Date(startsAt.getTime() - bufferMinutes * MINUTE_MS), to: new Date(endsAt.getTime() + bufferMinutes * MINUTE_MS) };
}

const DAY_MINUTES = 24 * 60;

/**
 * Whether a session fits the companion's hours on its date. A multi-day package (longer than a day) is
 * arranged with the companion by the team: only its start must fall inside their hours.
 */
export const isWithinAvailability = (schedule: Schedule, date: string, time: string, durationMinutes: number): boolean =>
  fitsIn(rangesOn(date, schedule.weeklyHours, schedule.exceptions), time, durationMinutes > DAY_MINUTES ? 60 : durationMinutes);

/**
 * Refuses a slot outside the companion's hours (the booking form offers none; a direct call is told why,
 * without the companion's name: a visitor may not know who a locked profile is).
 */
export function assertWithinAvailability(schedule: Schedule, date: string, time: string, durationMinutes: number): void {
  if (isWithinAvailability(schedule, date, time, durationMinutes)) return;
  throw badRequest(bookingMessages.outsideHours, { time: bookingMessages.outsideHours }, "outside_availability");
}

/** Bookings that hold time between two instants (held, confirmed or done). */
async function heldBetween(db: Db, companionId: string, from: Date, to: Date, now: Date) {
  return db
    .select({ startsAt: bookings.startsAt, endsAt: bookings.endsAt })
    .from(bookings)
    .where(and(eq(bookings.companionId, companionId), holdsSlot(now), lt(bookings.startsAt, to), gt(bookings.endsAt, from)));
}

/** The day's start times a session of `durationMinutes` cannot take: outside hours, too soon, or taken (buffer included). */
export async function unavailableSlots(db: Db, companionId: string, date: string, durationMinutes = 60, now = new Date()): Promise<string[]> {
  const schedule = await scheduleOf(db, companionId, now);
  const dayStart = floridaTimeToUtc(date, "00:00");
  const margin = (schedule.bufferMinutes + durationMinutes) * MINUTE_MS;
  const held = await heldBetween(db, companionId, new Date(dayStart.getTime() - margin), new Date(dayStart.getTime() + DAY_MS + 2 * 3_600_000 + margin), now);
  return TIME_SLOTS.filter((slot) => !isFree(schedule, held, date, slot, durationMinutes, now));
}

function isFree(schedule: Schedule, held: { startsAt: Date; endsAt: Date }[], date: string, slot: string, durationMinutes: number, now: Date): boolean {
  const start = floridaTimeToUtc(date, slot);
  if (start.getTime() < now.getTime() + MINIMUM_NOTICE_HOURS * 3_600_000) return false;
  if (!isWithinAvailability(schedule, date, slot, durationMinutes)) return false;
  const { from, to } = blockedWindow(start, new Date(start.getTime() + durationMinutes * MINUTE_MS), schedule.bufferMinutes);
  return !held.some((booking) => booking.startsAt < to && booking.endsAt > from);
}

/** The first free hour in the next `days` days, as the Florida date and slot; null when there is none. */
export async function nextAvailable(db: Db, companionId: string, days = 30, now = new Date()): Promise<{ date: string; time: string } | null> {
  const schedule = await scheduleOf(db, companionId, now);
  const held = await heldBetween(db, companionId, now, new Date(now.getTime() + (days + 1) * DAY_MS), now);
  for (let offset = 0; offset < days; offset++) {
    const date = floridaToday(new Date(now.getTime() + offset * DAY_MS));
    const time = TIME_SLOTS.find((slot) => isFree(schedule, held, date, slot, 60, now));
    if (time) return { date, time };
  }
  return null;
}
