import { and, eq, gt, inArray, lt, or, type SQL } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { bookings } from "./tables.server.ts";
import { exceptionsOf, hoursOf } from "../companions/index.server.ts";
import { badRequest } from "../../server/http/errors.ts";
import { bookingMessages } from "./schema.ts";
import { fitsIn, rangesOn, type AvailabilityException, type WeeklyHours } from "../../shared/availability.ts";
import { floridaTimeToUtc, floridaToday, lastBookableDate, MINIMUM_NOTICE_HOURS, TIME_SLOTS } from "../../shared/bookings.ts";

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

/** Bookings that hold time between two instants (held, confirmed or done); `holdExpiresAt` is set while a client pays. */
async function heldBetween(db: Db, companionId: string, from: Date, to: Date, now: Date): Promise<HeldTime[]> {
  return db
    .select({ startsAt: bookings.startsAt, endsAt: bookings.endsAt, status: bookings.status, holdExpiresAt: bookings.holdExpiresAt })
    .from(bookings)
    .where(and(eq(bookings.companionId, companionId), holdsSlot(now), lt(bookings.startsAt, to), gt(bookings.endsAt, from)));
}

interface HeldTime {
  startsAt: Date;
  endsAt: Date;
  status: string;
  holdExpiresAt: Date | null;
}

/** A time someone holds while they pay: it is free again when their hold lapses, unless they pay. */
export interface HeldSlot {
  time: string;
  until: string;
}

/**
 * The day's start times a session of `durationMinutes` cannot take: outside hours, too soon, or taken (buffer
 * included). `held` names those taken only by someone paying right now, with the moment their hold lapses.
 */
export async function slotsOn(
  db: Db,
  companionId: string,
  date: string,
  durationMinutes = 60,
  now = new Date(),
): Promise<{ unavailable: string[]; held: HeldSlot[] }> {
  const schedule = await scheduleOf(db, companionId, now);
  const dayStart = floridaTimeToUtc(date, "00:00");
  const margin = (schedule.bufferMinutes + durationMinutes) * MINUTE_MS;
  const taken = await heldBetween(db, companionId, new Date(dayStart.getTime() - margin), new Date(dayStart.getTime() + DAY_MS + 2 * 3_600_000 + margin), now);
  const kept = taken.filter((booking) => booking.status !== "pending");
  const unavailable = TIME_SLOTS.filter((slot) => !isFree(schedule, taken, date, slot, durationMinutes, now));
  const held = unavailable.flatMap((time) => {
    if (!isFree(schedule, kept, date, time, durationMinutes, now)) return [];
    const holds = blockingHolds(schedule, taken, date, time, durationMinutes);
    const lapses = Math.max(...holds.map((booking) => booking.holdExpiresAt?.getTime() ?? 0));
    return holds.length > 0 ? [{ time, until: new Date(lapses).toISOString() }] : [];
  });
  return { unavailable, held };
}

/** The bookings whose time (with the buffer) overlaps a session starting at `slot`. */
function overlapping<T extends Pick<HeldTime, "startsAt" | "endsAt">>(
  schedule: Schedule,
  taken: T[],
  date: string,
  slot: string,
  durationMinutes: number,
): T[] {
  const start = floridaTimeToUtc(date, slot);
  const { from, to } = blockedWindow(start, new Date(start.getTime() + durationMinutes * MINUTE_MS), schedule.bufferMinutes);
  return taken.filter((booking) => booking.startsAt < to && booking.endsAt > from);
}

const blockingHolds = (schedule: Schedule, taken: HeldTime[], date: string, slot: string, durationMinutes: number) =>
  overlapping(schedule, taken, date, slot, durationMinutes).filter((booking) => booking.status === "pending");

function isFree(schedule: Schedule, taken: Pick<HeldTime, "startsAt" | "endsAt">[], date: string, slot: string, durationMinutes: number, now: Date): boolean {
  const start = floridaTimeToUtc(date, slot);
  if (start.getTime() < now.getTime() + MINIMUM_NOTICE_HOURS * 3_600_000) return false;
  if (!isWithinAvailability(schedule, date, slot, durationMinutes)) return false;
  return overlapping(schedule, taken, date, slot, durationMinutes).length === 0;
}

/** The dates from today to the last bookable one with at least one free start for a session of `durationMinutes`. */
export async function openDays(db: Db, companionId: string, durationMinutes = 60, now = new Date()): Promise<string[]> {
  const schedule = await scheduleOf(db, companionId, now);
  const last = lastBookableDate(now);
  const taken = await heldBetween(db, companionId, now, new Date(floridaTimeToUtc(last, "00:00").getTime() + 2 * DAY_MS), now);
  const days: string[] = [];
  for (let date = floridaToday(now); date <= last; date = nextDate(date)) {
    if (TIME_SLOTS.some((slot) => isFree(schedule, taken, date, slot, durationMinutes, now))) days.push(date);
  }
  return days;
}

/** The calendar day after a "YYYY-MM-DD" date. */
const nextDate = (date: string) => new Date(Date.parse(`${date}T12:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

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
