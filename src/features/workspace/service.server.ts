import type { z } from "zod";
import type { Viewer } from "../../server/auth/request-auth.ts";
import { recordAudit } from "../../server/audit.ts";
import type { Db } from "../../server/db/client.ts";
import {
  addException as addCompanionException,
  companionCard,
  companionOfUser,
  hoursOf,
  removeException as removeCompanionException,
  setHoursOf,
} from "../companions/index.server.ts";
import { forbidden, notFound } from "../../server/http/errors.ts";
import { describeRanges, rangesOn, WEEKDAYS } from "../../shared/availability.ts";
import { floridaTime24, floridaToday } from "../../shared/bookings.ts";
import {
  bookingView,
  companionBookingsStarting,
  companionSessions,
  isWithinAvailability,
  scheduleOf,
  type BookingRow,
  type Schedule,
} from "../bookings/index.server.ts";
import { conversationsWithCompanion } from "../messages/index.server.ts";
import { calendarFeedOf, type CalendarFeedDeps } from "./calendar-feed.server.ts";
import type { ClientReach, CompanionAvailability, CompanionCalendar, SessionSafety, WorkspaceSession, WorkspaceView } from "./responses.ts";
import { safetyOfSessions } from "./safety.server.ts";
import type { availabilityExceptionInput, weeklyAvailabilityInput } from "./schema.ts";

const DAY_MS = 86_400_000;
const PAST_LIMIT = 20;

/** The companion an account answers for (role wingwoman, linked by an admin); refused otherwise. */
export async function companionOfAccount(db: Db, viewer: Viewer): Promise<{ id: string; name: string; hidden: boolean }> {
  const row = await companionOfUser(db, viewer.user.id);
  if (!row || viewer.role !== "wingwoman") throw forbidden("This page is for Wingmate companions. Ask the team to link your account.", "not_companion");
  return row;
}

const floridaParts = (at: Date) => {
  const date = floridaToday(at);
  return { date, time: floridaTime24(at) };
};

/** Why a standing session is no longer inside the companion's hours, in their words; null when it is. */
function conflictOf(row: BookingRow, schedule: Schedule): string | null {
  const { date, time } = floridaParts(row.startsAt);
  const minutes = Math.round((row.endsAt.getTime() - row.startsAt.getTime()) / 60_000);
  if (isWithinAvailability(schedule, date, time, minutes)) return null;
  const off = schedule.exceptions.findLast((exception) => exception.startsOn <= date && date <= exception.endsOn);
  if (off && off.ranges.length === 0) return `Booked during your time off${off.note ? ` (${off.note})` : ""}: it stands until it is moved or cancelled.`;
  return "Outside your current hours: it stands until it is moved or cancelled.";
}

/** Sessions whose client the companion may need to reach: one that stands, or one that took place. */
const reachable = (row: BookingRow) => row.status === "confirmed" || row.status === "completed";

/**
 * The conversations the clients of these sessions started with the companion, by client account: the way
 * to reach them where there is one (the companion's account answers it); the booking's contact otherwise.
 */
async function conversationsOfClients(db: Db, companionId: string, rows: readonly BookingRow[]): Promise<Map<string, string>> {
  const clients = rows.flatMap((row) => (reachable(row) && row.userId ? [row.userId] : []));
  return conversationsWithCompanion(db, companionId, clients);
}

function reachOf(row: BookingRow, conversations: ReadonlyMap<string, string>): ClientReach | null {
  if (!reachable(row)) return null;
  const conversationId = row.userId ? conversations.get(row.userId) : undefined;
  if (conversationId) return { kind: "conversation", conversationId };
  return { kind: "contact", name: row.fullName, email: row.email, phone: row.phone || null };
}

interface SessionFacts {
  conversations: ReadonlyMap<string, string>;
  safety: ReadonlyMap<string, SessionSafety>;
}

function sessionView(row: BookingRow, companionName: string, schedule: Schedule, now: Date, facts: SessionFacts): WorkspaceSession {
  const view = bookingView(row, companionName, now);
  const standing = view.status === "confirmed" || view.status === "pending";
  return {
    id: row.id,
    clientFirstName: row.fullName.trim().split(/\s+/)[0] ?? "",
    sessionLabel: view.sessionLabel,
    startsAt: view.startsAt,
    endsAt: row.endsAt.toISOString(),
    durationMinutes: Math.round((row.endsAt.getTime() - row.startsAt.getTime()) / 60_000),
    location: row.location,
    specialRequests: row.specialRequests,
    status: view.status,
    paymentStatus: view.paymentStatus,
    conflict: standing && row.startsAt > now ? conflictOf(row, schedule) : null,
    reach: reachOf(row, facts.conversations),
    safety: facts.safety.get(row.id) ?? null,
  };
}

export async function availabilityOf(db: Db, companionId: string, now = new Date()): Promise<CompanionAvailability> {
  const { weeklyHours, bufferMinutes, exceptions } = await scheduleOf(db, companionId, now);
  return { weeklyHours, bufferMinutes, exceptions };
}

/** The companion's page: sessions to come (pending holds included) and the last ones, their availability and calendar feed. */
export async function workspaceOf(feeds: CalendarFeedDeps, viewer: Viewer, now = new Date()): Promise<WorkspaceView> {
  const { db } = feeds;
  const companion = await companionOfAccount(db, viewer);
  const schedule = await scheduleOf(db, companion.id, now);
  const { upcoming, past } = await companionSessions(db, companion.id, now, PAST_LIMIT);
  const facts = {
    conversations: await conversationsOfClients(db, companion.id, [...upcoming, ...past]),
    safety: await safetyOfSessions(db, [...upcoming, ...past], now),
  };
  const view = (row: BookingRow) => sessionView(row, companion.name, schedule, now, facts);
  return {
    companion,
    calendarFeed: await calendarFeedOf(feeds, companion.id),
    upcoming: upcoming.map(view).filter((session) => session.status !== "expired"),
    past: past.map(view),
    availability: { weeklyHours: schedule.weeklyHours, bufferMinutes: schedule.bufferMinutes, exceptions: schedule.exceptions },
  };
}

// ---- Changes, by the companion's own account or an admin; each is audited ----

export async function saveWeeklyHours(db: Db, actorId: string, companionId: string, input: z.output<typeof weeklyAvailabilityInput>) {
  const before = await hoursOf(db, companionId);
  if (!before) throw notFound("This companion does not exist.");
  await setHoursOf(db, companionId, input);
  await recordAudit(db, { actorId, action: "companion.availability", subjectType: "companion", subjectId: companionId, before, after: input });
  return availabilityOf(db, companionId);
}

/** Time off or other hours. Sessions already booked in it stay booked: the workspace and the admin see the conflict. */
export async function addException(db: Db, actorId: string, companionId: string, input: z.output<typeof availabilityExceptionInput>) {
  const row = await addCompanionException(db, companionId, input);
  await recordAudit(db, { actorId, action: "companion.time_off.add", subjectType: "companion", subjectId: companionId, after: row });
  return availabilityOf(db, companionId);
}

export async function removeException(db: Db, actorId: string, companionId: string, exceptionId: string) {
  const row = await removeCompanionException(db, companionId, exceptionId);
  if (!row) throw notFound("This time off does not exist.");
  await recordAudit(db, { actorId, action: "companion.time_off.remove", subjectType: "companion", subjectId: companionId, before: row });
  return availabilityOf(db, companionId);
}

/** One week (from `weekStart`, a Florida date) of a companion's calendar for the back office. */
export async function companionCalendar(db: Db, companionId: string, weekStart: string, now = new Date()): Promise<CompanionCalendar> {
  const companion = await companionCard(db, companionId);
  if (!companion) throw notFound("This companion does not exist.");
  const schedule = await scheduleOf(db, companionId, new Date(`${weekStart}T12:00:00Z`));
  const dates = Array.from({ length: 7 }, (_, index) => new Date(Date.parse(`${weekStart}T12:00:00Z`) + index * DAY_MS).toISOString().slice(0, 10));
  const from = new Date(Date.parse(`${weekStart}T00:00:00Z`) - DAY_MS);
  const rows = await companionBookingsStarting(db, companionId, from, new Date(from.getTime() + 9 * DAY_MS));
  const inWeek = rows.filter((row) => dates.includes(floridaToday(row.startsAt)));
  const facts = { conversations: await conversationsOfClients(db, companionId, inWeek), safety: await safetyOfSessions(db, inWeek, now) };
  return {
    weekStart,
    days: dates.map((date) => {
      const off = schedule.exceptions.findLast((exception) => exception.startsOn <= date && date <= exception.endsOn);
      return {
        date,
        hours: `${WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()]}: ${describeRanges(rangesOn(date, schedule.weeklyHours, schedule.exceptions))}`,
        timeOff: off ? off.note || (off.ranges.length === 0 ? "Time off" : "Other hours") : null,
      };
    }),
    sessions: inWeek.map((row) => ({ ...sessionView(row, companion.name, schedule, now, facts), clientName: row.fullName })),
  };
}
