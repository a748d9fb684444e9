import { createHash } from "node:crypto";
import { assertWithinAvailability, blockedWindow, scheduleOf } from "./availability.server.ts";
import { and, asc, count, desc, eq, gt, isNull, lte, ne, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { enqueueMail, headerText, notifyBusiness } from "../../server/adapters/mail/outbox.ts";
import type { PaymentsProvider } from "../../server/adapters/payments/provider.ts";
import type { Viewer } from "../../server/auth/request-auth.ts";
import type { AppConfig } from "../../server/config.ts";
import type { Db } from "../../server/db/client.ts";
import { followUpOf } from "../../server/db/follow-up.ts";
import { bookings, consultations, type ConsultationStatus } from "./tables.server.ts";
import { companionCard, companionNames } from "../companions/index.server.ts";
import { badRequest, conflict, notFound } from "../../server/http/errors.ts";
import {
  BY_REQUEST_TEXT,
  canChangeBooking,
  floridaTimeToUtc,
  isByRequest,
  lastBookableDate,
  MINIMUM_NOTICE_HOURS,
  sessionType,
  slotLabel,
  type SessionTypeId,
} from "../../shared/bookings.ts";
import { openCheckout } from "./ledger.server.ts";
import { applyBookingEvent, applyIfAllowed, assertAllowed, effectiveStatus, insertBooking, markEvent, settleMoney, slotTaken } from "./lifecycle.server.ts";
import { bookingPagePath, isValidBookingConfirmationToken, isValidBookingLinkToken } from "./links.server.ts";
import { isPaidFor } from "./mail-context.server.ts";
import { consultationConfirmationMail } from "./mails.server.ts";
import { bookingWithCompanionName, findClash, lockedCompanion, type BookingRow } from "./repository.server.ts";
import { bookingMessages, type AdminBookingView, type BOOKING_STATUSES, type BookingView, type CreatedBooking } from "./schema.ts";
import type { bookingInput, consultationInput } from "./schema.ts";
import type { z } from "zod";

const HOUR_MS = 3_600_000;
/** Reminders go this many hours before a session. */
const REMINDER_LEAD_HOURS = 24;

/** What the booking rules need: the database, the settings, the payments adapter and the link-signing secret. */
export interface BookingDeps {
  db: Db;
  config: AppConfig;
  provider: PaymentsProvider;
  secret: string;
}

export function bookingView(row: BookingRow, companionName: string, now = new Date()): BookingView {
  const { status, paymentStatus } = effectiveStatus(row, now);
  const inFreeWindow = canChangeBooking(row.startsAt, now);
  return {
    id: row.id,
    companion: { id: row.companionId, name: companionName },
    sessionType: row.sessionType,
    sessionLabel: sessionType(row.sessionType).label,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    location: row.location,
    specialRequests: row.specialRequests,
    totalPriceCents: row.totalPriceCents,
    status,
    paymentStatus,
    holdExpiresAt: status === "pending" ? (row.holdExpiresAt?.toISOString() ?? null) : null,
    payable: status === "pending" && (row.totalPriceCents ?? 0) > 0,
    changeable: status === "confirmed" && inFreeWindow,
    cancellable: status === "pending" || (status === "confirmed" && row.startsAt > now),
    refundOnCancel: status === "confirmed" && paymentStatus === "paid" && inFreeWindow,
  };
}

/** What a booking page calls a companion whose profile the viewer may not see. */
export const LOCKED_COMPANION_NAME = "your companion";

/**
 * A viewer who may not see a locked profile learns its name from the API only once they have paid for a
 * session with them: a free session proves nothing and shows the name no more than an unpaid hold does.
 */
export function withVisibleName(view: BookingView, canSeeProfile: boolean): BookingView {
  return canSeeProfile || isPaidFor(view.paymentStatus) ? view : { ...view, companion: { ...view.companion, name: LOCKED_COMPANION_NAME } };
}

export function adminBookingView(row: BookingRow, companionName: string, now = new Date()): AdminBookingView {
  return {
    ...bookingView(row, companionName, now),
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    adminNotes: row.adminNotes,
    consultationId: row.consultationId,
    paymentRequestSentAt: row.paymentRequestSentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The instant a slot starts, refused when it is past or closer than the minimum notice. */
export function sessionWindow(date: string, time: string, type: SessionTypeId, now = new Date()) {
  const startsAt = floridaTimeToUtc(date, time);
  if (Number.isNaN(startsAt.getTime())) throw badRequest(bookingMessages.invalidDate, { date: bookingMessages.invalidDate });
  if (startsAt.getTime() < now.getTime() + MINIMUM_NOTICE_HOURS * HOUR_MS) {
    throw badRequest(bookingMessages.tooSoon, { date: bookingMessages.tooSoon }, "too_soon");
  }
  return { startsAt, endsAt: new Date(startsAt.getTime() + sessionType(type).durationMinutes * 60_000) };
}

/** Clients book and move sessions at most `BOOKING_WINDOW_DAYS` ahead (the team's payment requests may go further). */
function assertWithinBookingWindow(date: string, now: Date): void {
  if (date <= lastBookableDate(now)) return;
  throw badRequest(bookingMessages.tooFarAhead, { date: bookingMessages.tooFarAhead }, "too_far_ahead");
}

/** Whether the signed-in viewer has proven they receive mail at `email`. */
const ownsVerifiedAddress = (viewer: Viewer | null, email: string) => Boolean(viewer?.user.emailVerified && viewer.user.email.toLowerCase() === email);

/**
 * Whether booking this mails an address nobody has proven: a free session is confirmed from its address
 * unless a signed-in account has verified it. Paid sessions mail nobody until they are paid.
 */
export function mailsUnprovenAddress(viewer: Viewer | null, input: Pick<z.output<typeof bookingInput>, "sessionType" | "email">): boolean {
  return (sessionType(input.sessionType).priceCents ?? 0) === 0 && !ownsVerifiedAddress(viewer, input.email);
}

const hashRequestKey = (key: string) => createHash("sha256").update(key).digest("hex");

/**
 * A booking from the form, holding its slot: a paid session while the client pays (see `createBooking`),
 * a free one until its address confirms it from the mailed link. A free session booked by a signed-in
 * account for its own verified address is confirmed at once.
 */
async function insertInstantBooking(
  deps: BookingDeps,
  viewer: Viewer | null,
  input: z.output<typeof bookingInput>,
  now = new Date(),
): Promise<{ row: BookingRow; companionName: string }> {
  if (isByRequest(input.sessionType)) throw badRequest(BY_REQUEST_TEXT, { sessionType: BY_REQUEST_TEXT }, "by_request");
  const { startsAt, endsAt } = sessionWindow(input.date, input.time, input.sessionType, now);
  assertWithinBookingWindow(input.date, now);
  // The price comes from the session type, never from the client.
  const totalPriceCents = sessionType(input.sessionType).priceCents ?? 0;
  const free = totalPriceCents === 0;
  const confirmedAtOnce = free && ownsVerifiedAddress(viewer, input.email);
  const requestKeyHash = input.requestKey ? hashRequestKey(input.requestKey) : null;
  return deps.db.transaction(async (tx) => {
    const companion = await lockedCompanion(tx, input.companionId);
    const schedule = await scheduleOf(tx, companion.id, now);
    assertWithinAvailability(schedule, input.date, input.time, sessionType(input.sessionType).durationMinutes);
    const { from, to } = blockedWindow(startsAt, endsAt, schedule.bufferMinutes);
    const clash = await findClash(tx, companion.id, from, to, now);
    // A double click (or a retry) by the same client returns the booking already made instead of refusing it.
    if (clash && isRetryBySameClient(clash, input, startsAt, viewer, requestKeyHash)) return { row: clash, companionName: companion.name };
    if (clash) throw slotTaken();
    // For an unproven address the rule is checked when it confirms: the form tells no stranger whether someone has a booking.
    if (confirmedAtOnce) await assertNoUpcomingFreeSession(tx, input.email, now);
    const event = confirmedAtOnce ? "book_free" : free ? "hold_free" : "hold";
    const values = {
      userId: viewer?.user.id ?? null,
      companionId: companion.id,
      sessionType: input.sessionType,
      startsAt,
      endsAt,
      location: input.location,
      specialRequests: input.specialRequests || null,
      fullName: input.fullName,
      email: input.email,
      phone: input.phone || null,
      locale: input.locale,
      totalPriceCents,
      holdExpiresAt: new Date(now.getTime() + deps.config.bookingHoldSeconds * 1000),
      requestKeyHash,
    };
    return { row: await insertBooking(tx, deps, event, values, companion.name, now), companionName: companion.name };
  });
}

/** POST /api/bookings: the booking, and where to pay for it (nothing for the free consultation, held or confirmed). */
export async function createBooking(
  deps: BookingDeps,
  viewer: Viewer | null,
  input: z.output<typeof bookingInput>,
  canSeeName: boolean,
  now = new Date(),
): Promise<CreatedBooking> {
  const { row, companionName } = await insertInstantBooking(deps, viewer, input, now);
  const manageUrl = bookingPagePath(deps.secret, row);
  const booking = withVisibleName(bookingView(row, companionName, now), canSeeName);
  if (!booking.payable) return { booking, checkoutUrl: null, manageUrl };
  try {
    return { booking, checkoutUrl: await openCheckout(deps, row, canSeeName ? companionName : null), manageUrl };
  } catch (error) {
    // No payment page, no hold: the slot is released at once rather than blocked for the hold time.
    await deps.db.transaction((tx) => applyIfAllowed(tx, null, row.id, "checkout_failed", { now }));
    throw error;
  }
}

/**
 * A free session holds a companion's time without payment: one upcoming confirmed session per e-mail
 * address, so nobody can fill every calendar for nothing. Unconfirmed holds do not count (anyone can make
 * one with someone else's address); confirming checks again.
 */
async function assertNoUpcomingFreeSession(tx: Db, email: string, now: Date, exceptId?: string): Promise<void> {
  const [upcoming] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.email, email),
        eq(bookings.paymentStatus, "free"),
        eq(bookings.status, "confirmed"),
        gt(bookings.startsAt, now),
        exceptId ? ne(bookings.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (upcoming) throw conflict(bookingMessages.freeSessionTaken, "free_session_taken");
}

/**
 * Whether the booking in the way is this client's own, made moments ago: the same session, slot and address,
 * and the same signed-in account or the same browser (the form's request key). Knowing someone's address
 * and slot is not enough: the answer carries the booking's link.
 */
function isRetryBySameClient(
  clash: BookingRow,
  input: z.output<typeof bookingInput>,
  startsAt: Date,
  viewer: Viewer | null,
  requestKeyHash: string | null,
): boolean {
  const sameBooking =
    (clash.status === "pending" || (clash.status === "confirmed" && clash.paymentStatus === "free")) &&
    clash.email === input.email &&
    clash.sessionType === input.sessionType &&
    clash.startsAt.getTime() === startsAt.getTime();
  const sameAccount = clash.userId !== null && clash.userId === viewer?.user.id;
  const sameBrowser = clash.requestKeyHash !== null && clash.requestKeyHash === requestKeyHash;
  return sameBooking && (sameAccount || sameBrowser);
}

/**
 * The guest confirms a free session from the mailed link (a POST from the page it opens; opening the link
 * alone changes nothing). Confirming twice is harmless; a lapsed hold must be booked again.
 */
export async function confirmFreeBooking(
  deps: BookingDeps,
  id: string,
  confirmation: string,
  now = new Date(),
): Promise<{ row: BookingRow; companionName: string }> {
  if (!isValidBookingConfirmationToken(deps.secret, id, confirmation)) throw notFound("This booking does not exist.");
  return deps.db.transaction(async (tx) => {
    const found = await bookingWithCompanionName(tx, id, true);
    if (!found) throw notFound("This booking does not exist.");
    const { booking, companionName } = found;
    if (booking.paymentStatus === "free" && booking.status === "confirmed") return { row: booking, companionName };
    assertAllowed(booking, "confirm_free", now);
    await assertNoUpcomingFreeSession(tx, booking.email, now, booking.id);
    return applyBookingEvent(tx, deps, id, "confirm_free", { now });
  });
}

/**
 * Who may act on a booking: its signed-in owner, whoever holds its signed link, or staff acting for the client
 * (`staff`, set only by an admin route after its role check). Anyone else gets 404.
 */
export interface BookingAccess {
  viewer: Viewer | null;
  token?: string;
  staff?: boolean;
}

export async function accessibleBooking(deps: BookingDeps, access: BookingAccess, id: string, tx: Db = deps.db, lock = false) {
  const found = await bookingWithCompanionName(tx, id, lock);
  const owns = found && access.viewer && found.booking.userId === access.viewer.user.id;
  if (!found || !(owns || access.staff === true || isValidBookingLinkToken(deps.secret, id, access.token))) throw notFound("This booking does not exist.");
  return found;
}

/** Moves a session by the client's rules, in one transaction: answers the moved row and where it started before. */
async function moveBooking(deps: BookingDeps, access: BookingAccess, id: string, date: string, time: string, now: Date) {
  return deps.db.transaction(async (tx) => {
    const { booking } = await accessibleBooking(deps, access, id, tx, true);
    assertAllowed(booking, "reschedule", now);
    const { startsAt, endsAt } = sessionWindow(date, time, booking.sessionType, now);
    assertWithinBookingWindow(date, now);
    const companion = await lockedCompanion(tx, booking.companionId, { allowHidden: true });
    const schedule = await scheduleOf(tx, companion.id, now);
    assertWithinAvailability(schedule, date, time, sessionType(booking.sessionType).durationMinutes);
    const { from, to } = blockedWindow(startsAt, endsAt, schedule.bufferMinutes);
    if (await findClash(tx, companion.id, from, to, now, booking.id)) throw slotTaken();
    const moved = await applyBookingEvent(tx, deps, id, "reschedule", { now, changes: { startsAt, endsAt } });
    return { ...moved, startedAt: booking.startsAt };
  });
}

export async function rescheduleBooking(
  deps: BookingDeps,
  access: BookingAccess,
  id: string,
  date: string,
  time: string,
  now = new Date(),
): Promise<BookingView> {
  const moved = await moveBooking(deps, access, id, date, time, now);
  return bookingView(moved.row, moved.companionName, now);
}

/** Staff move a session for a client who asked them (by the client's rules); answers the start before and the booking as staff see it. */
export async function rescheduleAsStaff(
  deps: BookingDeps,
  id: string,
  date: string,
  time: string,
  now = new Date(),
): Promise<{ before: string; booking: AdminBookingView }> {
  const moved = await moveBooking(deps, { viewer: null, staff: true }, id, date, time, now);
  return { before: moved.startedAt.toISOString(), booking: adminBookingView(moved.row, moved.companionName, now) };
}

/** The client cancels (owner or signed link): a full refund 24 hours or more ahead, non-refundable within. */
export async function cancelBooking(deps: BookingDeps, access: BookingAccess, id: string, log?: FastifyBaseLogger, now = new Date()): Promise<BookingView> {
  const cancelled = await deps.db.transaction(async (tx) => {
    await accessibleBooking(deps, access, id, tx, true);
    return applyBookingEvent(tx, deps, id, "cancel", { now });
  });
  await settleMoney(deps, [cancelled.money], log);
  return bookingView(await freshRow(deps.db, cancelled.row), cancelled.companionName, now);
}

/** The row as it is now: the refund made after the commit may have moved its payment status on. */
export async function freshRow(db: Db, row: BookingRow): Promise<BookingRow> {
  const [fresh] = await db.select().from(bookings).where(eq(bookings.id, row.id));
  return fresh ?? row;
}

export async function listOwnBookings(db: Db, userId: string, now = new Date()): Promise<BookingView[]> {
  const rows = await db
    .select({ booking: bookings, companionName: companionNames.name })
    .from(bookings)
    .innerJoin(companionNames, eq(companionNames.id, bookings.companionId))
    .where(eq(bookings.userId, userId))
    .orderBy(asc(bookings.startsAt));
  return rows.map(({ booking, companionName }) => bookingView(booking, companionName, now));
}

export async function listAdminBookings(db: Db, now = new Date()): Promise<AdminBookingView[]> {
  const rows = await db
    .select({ booking: bookings, companionName: companionNames.name })
    .from(bookings)
    .innerJoin(companionNames, eq(companionNames.id, bookings.companionId))
    .orderBy(desc(bookings.createdAt))
    .limit(1000);
  return rows.map(({ booking, companionName }) => adminBookingView(booking, companionName, now));
}

/** Bookings a guest made with this e-mail join the account once the address is proven (verified). */
export async function attachGuestBookings(db: Db, user: { id: string; email: string; emailVerified: boolean }): Promise<number> {
  if (!user.emailVerified) return 0;
  const attached = await db
    .update(bookings)
    .set({ userId: user.id })
    .where(and(isNull(bookings.userId), eq(bookings.email, user.email.toLowerCase())))
    .returning({ id: bookings.id });
  return attached.length;
}

export async function createConsultation(db: Db, config: AppConfig, viewer: Viewer | null, input: z.output<typeof consultationInput>): Promise<void> {
  await db.transaction(async (tx) => {
    const companion = input.companionId ? await companionCard(tx, input.companionId) : undefined;
    const requested = companion && !companion.hidden ? companion : undefined;
    const [request] = await tx
      .insert(consultations)
      .values({
        userId: viewer?.user.id ?? null,
        ...input,
        companionId: requested?.id ?? null,
        sessionType: input.sessionType ?? null,
        message: input.message || null,
      })
      .returning({ id: consultations.id });
    const preferred = [input.preferredDate, input.preferredTime ? slotLabel(input.preferredTime) : null].filter(Boolean).join(" ") || "not given";
    await notifyBusiness(tx, config, {
      kind: "consultation-notification",
      replyTo: input.email,
      subject: `Consultation request from ${headerText(input.name)}`,
      text: [
        `Name: ${input.name}`,
        `E-mail: ${input.email}`,
        `Phone: ${input.phone}`,
        `Category: ${input.category ?? "not given"}`,
        `Budget: ${input.budget ?? "not given"}`,
        `Selected package: ${input.selectedPackage ?? "none"}`,
        ...(requested ? [`Companion: ${requested.name} (${requested.id})`] : []),
        ...(input.sessionType ? [`Package asked for: ${sessionType(input.sessionType).label}`] : []),
        `Preferred date and time: ${preferred}`,
        "",
        input.message || "(no message)",
        "",
        input.sessionType ? "Agree the dates and price, then send a payment request from the admin dashboard (Inbox > Consultations)." : "",
      ].join("\n"),
    });
    await enqueueMail(tx, consultationConfirmationMail(input.email, request?.id ?? "", input.locale));
  });
}

/**
 * Sends each confirmed booking's reminder once, 24 hours before it starts (safe with several instances). A
 * session confirmed less than 24 hours before it starts gets none: its confirmation, just sent, says when.
 */
export async function sendDueReminders(deps: Pick<BookingDeps, "db" | "config" | "secret">, now = new Date()): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.status, "confirmed"),
          isNull(bookings.reminderSentAt),
          gt(bookings.startsAt, now),
          lte(bookings.startsAt, new Date(now.getTime() + REMINDER_LEAD_HOURS * HOUR_MS)),
          or(isNull(bookings.confirmedAt), lte(bookings.confirmedAt, sql`${bookings.startsAt} - interval '1 hour' * ${REMINDER_LEAD_HOURS}`)),
        ),
      )
      .for("update", { skipLocked: true })
      .limit(50);
    for (const { id } of due) await applyBookingEvent(tx, deps, id, "remind", { now });
    return due.length;
  });
}

/** The team records how a session went (or sets it back to confirmed); the transition table says from which states. */
export async function recordSessionOutcome(tx: Db, id: string, status: (typeof BOOKING_STATUSES)[number], now = new Date()): Promise<void> {
  await applyBookingEvent(tx, null, id, markEvent(status), { now });
}

/**
 * The client's account is being deleted: its unpaid holds are released (the kept records are anonymised by
 * the caller). Returns the checkouts to close at the provider once the deletion is committed.
 */
export async function withdrawBookings(tx: Db, ids: string[], now: Date): Promise<string[]> {
  const checkouts: string[] = [];
  for (const id of ids) checkouts.push(...(await applyBookingEvent(tx, null, id, "withdraw", { now })).money.checkoutsToExpire);
  return checkouts;
}

/** A booking's status and its staff notes, as the back office edits them. */
export async function bookingStatusNotes(db: Db, id: string): Promise<{ status: BookingRow["status"]; notes: string | null } | undefined> {
  const [row] = await db.select({ status: bookings.status, notes: bookings.adminNotes }).from(bookings).where(eq(bookings.id, id));
  return row;
}

/** How many confirmed bookings are still to come (the back office's badge). */
export async function countUpcomingBookings(db: Db, now: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(bookings)
    .where(and(eq(bookings.status, "confirmed"), gt(bookings.startsAt, now)));
  return row?.value ?? 0;
}

const consultationFollowUp = followUpOf<ConsultationStatus>(consultations);
/** How many consultation requests no one has answered yet (the back office's badge). */
export const countNewConsultations = consultationFollowUp.countNew;
/** A consultation request's status and the team's notes, as the back office edits them. */
export const consultationStatusNotes = consultationFollowUp.statusNotes;
export const setConsultationStatusNotes = consultationFollowUp.setStatusNotes;

/** Staff notes, never shown to the client. */
export async function setAdminNotes(tx: Db, id: string, notes: string | null): Promise<void> {
  await tx.update(bookings).set({ adminNotes: notes }).where(eq(bookings.id, id));
}
