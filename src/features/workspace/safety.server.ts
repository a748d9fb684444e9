import { and, desc, eq, gte, inArray, isNotNull, isNull } from "drizzle-orm";
import { recordAudit } from "../../server/audit.ts";
import { companionAccounts, profiles, users } from "../../server/auth/tables.ts";
import type { Db } from "../../server/db/client.ts";
import { conflict, notFound } from "../../server/http/errors.ts";
import { bookingsByIds, companionBooking, confirmedSessionsBetween, type BookingRow } from "../bookings/index.server.ts";
import { companionNamesOf } from "../companions/index.server.ts";
import { sessionType } from "../../shared/bookings.ts";
import type { SafetyAlertItem, SessionSafety } from "./responses.ts";
import { mailStaffAboutAlert } from "./safety-mails.server.ts";
import { CHECK_IN_OPENS_MINUTES, MISSED_CHECK_IN_MINUTES, MISSED_CHECK_OUT_MINUTES, safetyMessages, safetyWindow } from "./safety-rules.ts";
import { safetyAlerts, sessionCheckIns, type SafetyAlertKind } from "./tables.server.ts";

const MINUTE_MS = 60_000;
/** The sweep looks this far back: a session missed longer ago (the server was down for a day) is not alerted any more. */
const SWEEP_LOOKBACK_MS = 12 * 60 * MINUTE_MS;
/** Acknowledged alerts stay in the dashboard's history this long (the latest RECENT_LIMIT of them). */
const RECENT_MS = 7 * 24 * 60 * MINUTE_MS;
const RECENT_LIMIT = 20;

/** Where staff mails go and the links in them. */
export interface SafetyDeps {
  db: Db;
  notifyEmail: string;
  publicUrl: string;
}

type CheckInRow = typeof sessionCheckIns.$inferSelect;

const checkInsOf = async (db: Db, bookingIds: readonly string[]): Promise<Map<string, CheckInRow>> => {
  if (bookingIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(sessionCheckIns)
    .where(inArray(sessionCheckIns.bookingId, [...bookingIds]));
  return new Map(rows.map((row) => [row.bookingId, row]));
};

// ---- The companion's side: Started, Ended safely, the emergency button ----

/**
 * A session the companion may act on now: their own (another's is a 404, as if it did not exist), confirmed
 * (paid or free), and inside its window (from before the start until some hours after the end).
 */
async function actionableSession(db: Db, companionId: string, bookingId: string, now: Date): Promise<BookingRow> {
  const row = await companionBooking(db, companionId, bookingId);
  if (!row) throw notFound(safetyMessages.notFound);
  if (row.status !== "confirmed") throw conflict(safetyMessages.notConfirmed, "not_confirmed");
  const { opensAt, closesAt } = safetyWindow(row.startsAt, row.endsAt);
  if (now < opensAt) throw conflict({ id: safetyMessages.tooEarly, values: { minutes: CHECK_IN_OPENS_MINUTES } }, "too_early");
  if (now > closesAt) throw conflict(safetyMessages.closed, "closed");
  return row;
}

/** "Started": recorded once; a second tap answers the first time. */
export async function checkIn(db: Db, actorId: string, companionId: string, bookingId: string, now = new Date()) {
  await actionableSession(db, companionId, bookingId, now);
  await db.insert(sessionCheckIns).values({ bookingId }).onConflictDoNothing();
  await db
    .update(sessionCheckIns)
    .set({ startedAt: now, startedBy: actorId })
    .where(and(eq(sessionCheckIns.bookingId, bookingId), isNull(sessionCheckIns.startedAt)));
  return { safety: await sessionSafetyOf(db, bookingId, now), outcome: "started" as const };
}

/** "Ended safely": only after "Started"; recorded once. */
export async function checkOut(db: Db, actorId: string, companionId: string, bookingId: string, now = new Date()) {
  await actionableSession(db, companionId, bookingId, now);
  const [ended] = await db
    .update(sessionCheckIns)
    .set({ endedAt: now, endedBy: actorId })
    .where(and(eq(sessionCheckIns.bookingId, bookingId), isNotNull(sessionCheckIns.startedAt), isNull(sessionCheckIns.endedAt)))
    .returning({ endedAt: sessionCheckIns.endedAt });
  if (!ended) {
    const [row] = await db.select().from(sessionCheckIns).where(eq(sessionCheckIns.bookingId, bookingId));
    if (!row?.startedAt) throw conflict(safetyMessages.notStarted, "not_started");
  }
  return { safety: await sessionSafetyOf(db, bookingId, now), outcome: "ended" as const };
}

/** The emergency button: staff are alerted at once (mail and dashboard); while that alert is open, another tap records nothing more. */
export async function raiseEmergency(deps: SafetyDeps, actorId: string, companionId: string, bookingId: string, now = new Date()) {
  const booking = await actionableSession(deps.db, companionId, bookingId, now);
  await deps.db.transaction(async (tx) => {
    const [alert] = await tx
      .insert(safetyAlerts)
      .values({ bookingId, kind: "emergency", raisedAt: now, raisedBy: actorId })
      .onConflictDoNothing()
      .returning({ id: safetyAlerts.id });
    if (!alert) return;
    await recordAudit(tx, {
      actorId,
      action: "safety.emergency",
      subjectType: "booking",
      subjectId: bookingId,
      after: { alertId: alert.id, kind: "emergency" },
    });
    await alertStaff(tx, deps, "emergency", booking);
  });
  return { safety: await sessionSafetyOf(deps.db, bookingId, now), outcome: "alerted" as const };
}

/** The check-in state of one session as its card shows it. */
async function sessionSafetyOf(db: Db, bookingId: string, now: Date): Promise<SessionSafety> {
  const [booking] = await bookingsByIds(db, [bookingId]);
  if (!booking) throw notFound(safetyMessages.notFound);
  return (await safetyOfSessions(db, [booking], now)).get(bookingId) ?? closedSafety(booking);
}

const closedSafety = (booking: BookingRow): SessionSafety => ({
  window: "closed",
  opensAt: safetyWindow(booking.startsAt, booking.endsAt).opensAt.toISOString(),
  startedAt: null,
  endedAt: null,
  emergencyAlertedAt: null,
});

/** The check-in state of the companion's confirmed sessions, by booking id (the others have none). */
export async function safetyOfSessions(db: Db, rows: readonly BookingRow[], now: Date): Promise<Map<string, SessionSafety>> {
  const confirmed = rows.filter((row) => row.status === "confirmed");
  const ids = confirmed.map((row) => row.id);
  const checkIns = await checkInsOf(db, ids);
  const emergencies = ids.length
    ? await db
        .select({ bookingId: safetyAlerts.bookingId, raisedAt: safetyAlerts.raisedAt })
        .from(safetyAlerts)
        .where(and(inArray(safetyAlerts.bookingId, ids), eq(safetyAlerts.kind, "emergency"), isNull(safetyAlerts.acknowledgedAt)))
    : [];
  return new Map(
    confirmed.map((row) => {
      const { opensAt, closesAt } = safetyWindow(row.startsAt, row.endsAt);
      const checkIn = checkIns.get(row.id);
      const emergency = emergencies.find((alert) => alert.bookingId === row.id);
      return [
        row.id,
        {
          window: now < opensAt ? "before" : now <= closesAt ? "open" : "closed",
          opensAt: opensAt.toISOString(),
          startedAt: checkIn?.startedAt?.toISOString() ?? null,
          endedAt: checkIn?.endedAt?.toISOString() ?? null,
          emergencyAlertedAt: emergency?.raisedAt.toISOString() ?? null,
        },
      ];
    }),
  );
}

// ---- Staff: the sweep, the dashboard's list, acknowledging ----

/** The companion of a session as staff reach them: the profile's name, the linked account's phone and address. */
async function companionContacts(db: Db, companionIds: readonly string[]) {
  const ids = [...new Set(companionIds)];
  const names = await companionNamesOf(db, ids);
  const accounts = ids.length
    ? await db
        .select({ companionId: companionAccounts.companionId, phone: profiles.phoneNumber, email: users.email })
        .from(companionAccounts)
        .innerJoin(users, eq(users.id, companionAccounts.userId))
        .leftJoin(profiles, eq(profiles.userId, companionAccounts.userId))
        .where(inArray(companionAccounts.companionId, ids))
    : [];
  return (companionId: string) => {
    const account = accounts.find((row) => row.companionId === companionId);
    return { name: names.get(companionId) ?? companionId, phone: account?.phone || null, email: account?.email ?? null };
  };
}

async function alertStaff(tx: Db, deps: SafetyDeps, kind: SafetyAlertKind, booking: BookingRow): Promise<void> {
  const contacts = await companionContacts(tx, [booking.companionId]);
  const startedAt = (await checkInsOf(tx, [booking.id])).get(booking.id)?.startedAt ?? null;
  await mailStaffAboutAlert(tx, { kind, booking, companion: contacts(booking.companionId), startedAt }, deps);
}

/** Which alert each session is due at `now`: no check-in 15 minutes after its start, no check-out 30 minutes after its end. */
function dueAlerts(rows: readonly BookingRow[], checkIns: ReadonlyMap<string, CheckInRow>, now: Date): { booking: BookingRow; kind: SafetyAlertKind }[] {
  const since = now.getTime() - SWEEP_LOOKBACK_MS;
  return rows.flatMap((booking) => {
    const checkIn = checkIns.get(booking.id);
    const checkInDue = booking.startsAt.getTime() + MISSED_CHECK_IN_MINUTES * MINUTE_MS;
    const checkOutDue = booking.endsAt.getTime() + MISSED_CHECK_OUT_MINUTES * MINUTE_MS;
    const due: { booking: BookingRow; kind: SafetyAlertKind }[] = [];
    if (!checkIn?.startedAt && checkInDue <= now.getTime() && checkInDue >= since) due.push({ booking, kind: "missed_check_in" });
    if (!checkIn?.endedAt && checkOutDue <= now.getTime() && checkOutDue >= since) due.push({ booking, kind: "missed_check_out" });
    return due;
  });
}

/**
 * Raises the missed check-in and check-out alerts due at `now`, each once per session and kind, and mails staff
 * (safe with several instances: the unique index lets one insert win, and its mail goes in the same transaction).
 * Returns how many were raised.
 */
export async function sweepSafetyAlerts(deps: SafetyDeps, now = new Date()): Promise<number> {
  const candidates = await confirmedSessionsBetween(deps.db, new Date(now.getTime() - SWEEP_LOOKBACK_MS - MISSED_CHECK_OUT_MINUTES * MINUTE_MS), now);
  const due = dueAlerts(
    candidates,
    await checkInsOf(
      deps.db,
      candidates.map((row) => row.id),
    ),
    now,
  );
  let raised = 0;
  for (const { booking, kind } of due) {
    await deps.db.transaction(async (tx) => {
      const [alert] = await tx
        .insert(safetyAlerts)
        .values({ bookingId: booking.id, kind, raisedAt: now })
        .onConflictDoNothing()
        .returning({ id: safetyAlerts.id });
      if (!alert) return;
      raised += 1;
      await recordAudit(tx, {
        actorId: null,
        action: "safety.alert.raised",
        subjectType: "booking",
        subjectId: booking.id,
        after: { alertId: alert.id, kind },
      });
      await alertStaff(tx, deps, kind, booking);
    });
  }
  return raised;
}

type AlertRow = typeof safetyAlerts.$inferSelect;

async function alertItems(db: Db, rows: readonly AlertRow[], now: Date): Promise<SafetyAlertItem[]> {
  const bookings = new Map((await bookingsByIds(db, [...new Set(rows.map((row) => row.bookingId))])).map((row) => [row.id, row]));
  const contacts = await companionContacts(
    db,
    [...bookings.values()].map((row) => row.companionId),
  );
  const checkIns = await checkInsOf(db, [...bookings.keys()]);
  const ackIds = [...new Set(rows.flatMap((row) => (row.acknowledgedBy ? [row.acknowledgedBy] : [])))];
  const acknowledgers = new Map(
    (ackIds.length ? await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ackIds)) : []).map((row) => [row.id, row.name]),
  );
  return rows.flatMap((row) => {
    const booking = bookings.get(row.bookingId);
    if (!booking) return [];
    const checkIn = checkIns.get(row.bookingId);
    return [
      {
        id: row.id,
        kind: row.kind,
        raisedAt: row.raisedAt.toISOString(),
        minutesAgo: Math.max(0, Math.floor((now.getTime() - row.raisedAt.getTime()) / MINUTE_MS)),
        acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
        acknowledgedBy: row.acknowledgedBy ? (acknowledgers.get(row.acknowledgedBy) ?? null) : null,
        session: {
          id: booking.id,
          label: sessionType(booking.sessionType).label,
          startsAt: booking.startsAt.toISOString(),
          endsAt: booking.endsAt.toISOString(),
          location: booking.location,
          clientFirstName: booking.fullName.trim().split(/\s+/)[0] ?? "",
          startedAt: checkIn?.startedAt?.toISOString() ?? null,
          endedAt: checkIn?.endedAt?.toISOString() ?? null,
        },
        companion: contacts(booking.companionId),
      },
    ];
  });
}

/** The dashboard's safety panel: every open alert (newest first), and the last acknowledged ones. */
export async function safetyAlertsForStaff(db: Db, now = new Date()): Promise<{ open: SafetyAlertItem[]; recent: SafetyAlertItem[] }> {
  const open = await db.select().from(safetyAlerts).where(isNull(safetyAlerts.acknowledgedAt)).orderBy(desc(safetyAlerts.raisedAt));
  const recent = await db
    .select()
    .from(safetyAlerts)
    .where(and(isNotNull(safetyAlerts.acknowledgedAt), gte(safetyAlerts.acknowledgedAt, new Date(now.getTime() - RECENT_MS))))
    .orderBy(desc(safetyAlerts.acknowledgedAt))
    .limit(RECENT_LIMIT);
  return { open: await alertItems(db, open, now), recent: await alertItems(db, recent, now) };
}

/** A staff member acknowledges an alert: recorded once (a second click changes nothing) and audited. */
export async function acknowledgeAlert(db: Db, actorId: string, alertId: string, now = new Date()): Promise<{ outcome: "acknowledged" | "already" }> {
  return db.transaction(async (tx) => {
    const [done] = await tx
      .update(safetyAlerts)
      .set({ acknowledgedAt: now, acknowledgedBy: actorId })
      .where(and(eq(safetyAlerts.id, alertId), isNull(safetyAlerts.acknowledgedAt)))
      .returning();
    if (!done) {
      const [row] = await tx.select({ id: safetyAlerts.id }).from(safetyAlerts).where(eq(safetyAlerts.id, alertId));
      if (!row) throw notFound("This alert does not exist.");
      return { outcome: "already" as const };
    }
    await recordAudit(tx, {
      actorId,
      action: "safety.alert.acknowledged",
      subjectType: "booking",
      subjectId: done.bookingId,
      before: { alertId, kind: done.kind, acknowledgedAt: null },
      after: { alertId, kind: done.kind, acknowledgedAt: now.toISOString() },
    });
    return { outcome: "acknowledged" as const };
  });
}
