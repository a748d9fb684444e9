import { createHash } from "node:crypto";
import { assertWithinAvailability, blockedWindow, holdsSlot, scheduleOf } from "./availability.server.ts";
import { and, asc, desc, eq, gt, isNull, lt, lte, ne } from "drizzle-orm";
import { enqueueMail, headerText, notifyBusiness } from "../../server/adapters/mail/outbox.ts";
import type { PaymentsProvider } from "../../server/adapters/payments/provider.ts";
import type { Viewer } from "../../server/auth/request-auth.ts";
import type { AppConfig } from "../../server/config.ts";
import type { Db } from "../../server/db/client.ts";
import { bookings, companionAccounts, companions, consultations, users } from "../../server/db/schema.ts";
import { AppError, badRequest, conflict, notFound } from "../../server/http/errors.ts";
import {
  BY_REQUEST_TEXT,
  canChangeBooking,
  floridaTimeToUtc,
  isByRequest,
  lastBookableDate,
  MINIMUM_NOTICE_HOURS,
  sessionType,
  slotLabel,
  TOO_FAR_AHEAD_TEXT,
  type BookingPaymentStatus,
  type BookingStatus,
  type SessionTypeId,
} from "../../shared/bookings.ts";
import { bookingConfirmationLink, isValidBookingConfirmationToken, isValidBookingLinkToken } from "./links.server.ts";
import { isPaidFor, mailContext } from "./mail-context.server.ts";
import {
  businessBookingMail,
  cancellationMails,
  companionBookingMail,
  confirmationMail,
  confirmationRequestMail,
  consultationConfirmationMail,
  reminderMail,
  rescheduledMail,
} from "./mails.server.ts";
import type { AdminBookingView, BookingView } from "./schema.ts";
import type { bookingInput, consultationInput } from "./schema.ts";
import type { z } from "zod";

export type BookingRow = typeof bookings.$inferSelect;
const HOUR_MS = 3_600_000;

/** What the booking rules need: the database, the settings, the payments adapter and the link-signing secret. */
export interface BookingDeps {
  db: Db;
  config: AppConfig;
  provider: PaymentsProvider;
  secret: string;
}

/** A pending booking whose hold has lapsed is expired, even before the sweep has marked it so. */
function effectiveStatus(row: BookingRow, now: Date): { status: BookingStatus; paymentStatus: BookingPaymentStatus } {
  if (row.status === "pending" && row.holdExpiresAt && row.holdExpiresAt <= now) return { status: "expired", paymentStatus: "expired" };
  return { status: row.status, paymentStatus: row.paymentStatus };
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
  if (Number.isNaN(startsAt.getTime())) throw badRequest("Please choose a valid date.", { date: "Please choose a valid date." });
  if (startsAt.getTime() < now.getTime() + MINIMUM_NOTICE_HOURS * HOUR_MS) {
    const message = `Please choose a time at least ${MINIMUM_NOTICE_HOURS} hours from now.`;
    throw badRequest(message, { date: message }, "too_soon");
  }
  return { startsAt, endsAt: new Date(startsAt.getTime() + sessionType(type).durationMinutes * 60_000) };
}

/** Clients book and move sessions at most `BOOKING_WINDOW_DAYS` ahead (the team's payment requests may go further). */
function assertWithinBookingWindow(date: string, now: Date): void {
  if (date <= lastBookableDate(now)) return;
  throw badRequest(TOO_FAR_AHEAD_TEXT, { date: TOO_FAR_AHEAD_TEXT }, "too_far_ahead");
}

/** Bookings of one companion are decided one at a time: the row lock makes the overlap check safe. */
export async function lockedCompanion(tx: Db, companionId: string, options: { allowHidden?: boolean } = {}) {
  const [companion] = await tx
    .select({ id: companions.id, name: companions.name, hidden: companions.hidden })
    .from(companions)
    .where(eq(companions.id, companionId))
    .for("update");
  if (!companion || (companion.hidden && !options.allowHidden)) throw notFound("This companion does not exist.");
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

/** The companion is not named: a visitor may not know who a locked profile is. */
export const slotTaken = () => conflict("This time is already booked. Please choose another slot.", "slot_taken");

export async function companionAccountEmail(tx: Db, companionId: string): Promise<string | null> {
  const [row] = await tx
    .select({ email: users.email })
    .from(companionAccounts)
    .innerJoin(users, eq(users.id, companionAccounts.userId))
    .where(eq(companionAccounts.companionId, companionId));
  return row?.email ?? null;
}

/** A confirmed booking's mails: the client's receipt with the calendar file, the business, the companion's account. */
export async function queueConfirmationMails(tx: Db, deps: Pick<BookingDeps, "config" | "secret">, booking: BookingRow, companionName: string): Promise<void> {
  const context = await mailContext(tx, deps, booking, companionName);
  await enqueueMail(tx, confirmationMail(context));
  await notifyBusiness(tx, deps.config, businessBookingMail(context));
  const companionEmail = await companionAccountEmail(tx, booking.companionId);
  if (companionEmail) await enqueueMail(tx, companionBookingMail(context, companionEmail, "new"));
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
 * A booking from the form, holding its slot: a paid session while the client pays (see payments.server.ts),
 * a free one until its address confirms it from the mailed link. A free session booked by a signed-in
 * account for its own verified address is confirmed at once.
 */
export async function insertInstantBooking(
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
    const [row] = await tx
      .insert(bookings)
      .values({
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
        status: confirmedAtOnce ? "confirmed" : "pending",
        paymentStatus: free ? "free" : "unpaid",
        holdExpiresAt: confirmedAtOnce ? null : new Date(now.getTime() + deps.config.bookingHoldSeconds * 1000),
        confirmedAt: confirmedAtOnce ? now : null,
        requestKeyHash,
      })
      .returning();
    if (!row) throw new Error("booking not stored");
    if (confirmedAtOnce) await queueConfirmationMails(tx, deps, row, companion.name);
    else if (free) await queueConfirmationRequest(tx, deps, row, companion.name);
    return { row, companionName: companion.name };
  });
}

/** Asks a free session's address to confirm it: the link to the confirmation page, in our words only. */
async function queueConfirmationRequest(tx: Db, deps: BookingDeps, booking: BookingRow, companionName: string): Promise<void> {
  const link = bookingConfirmationLink(deps.config.publicUrl, deps.secret, booking);
  await enqueueMail(tx, confirmationRequestMail(await mailContext(tx, deps, booking, companionName), link));
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
  if (upcoming) throw conflict("You already have a free Initial Consultation booked. Cancel it first to choose another time.", "free_session_taken");
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
    const status = effectiveStatus(booking, now).status;
    if (status === "expired") throw conflict("The time held for you lapsed before it was confirmed. Please book again.", "hold_expired");
    if (status !== "pending" || booking.paymentStatus !== "free") throw conflict("This booking can no longer be confirmed.", "not_confirmable");
    await assertNoUpcomingFreeSession(tx, booking.email, now, booking.id);
    const [confirmed] = await tx.update(bookings).set({ status: "confirmed", holdExpiresAt: null, confirmedAt: now }).where(eq(bookings.id, id)).returning();
    if (!confirmed) throw notFound("This booking does not exist.");
    await queueConfirmationMails(tx, deps, confirmed, companionName);
    return { row: confirmed, companionName };
  });
}

/** Who may act on a booking: its signed-in owner, or whoever holds its signed link. Anyone else gets 404. */
export interface BookingAccess {
  viewer: Viewer | null;
  token?: string;
}

/** A booking with its companion's name; `lock` holds the booking's row until the transaction ends. */
export async function bookingWithCompanionName(tx: Db, id: string, lock = false) {
  const query = tx
    .select({ booking: bookings, companionName: companions.name })
    .from(bookings)
    .innerJoin(companions, eq(companions.id, bookings.companionId))
    .where(eq(bookings.id, id));
  const [found] = lock ? await query.for("update", { of: bookings }) : await query;
  return found;
}

export async function accessibleBooking(deps: BookingDeps, access: BookingAccess, id: string, tx: Db = deps.db, lock = false) {
  const found = await bookingWithCompanionName(tx, id, lock);
  const owns = found && access.viewer && found.booking.userId === access.viewer.user.id;
  if (!found || !(owns || isValidBookingLinkToken(deps.secret, id, access.token))) throw notFound("This booking does not exist.");
  return found;
}

export async function rescheduleBooking(
  deps: BookingDeps,
  access: BookingAccess,
  id: string,
  date: string,
  time: string,
  now = new Date(),
): Promise<BookingView> {
  const result = await deps.db.transaction(async (tx) => {
    const { booking } = await accessibleBooking(deps, access, id, tx, true);
    if (effectiveStatus(booking, now).status !== "confirmed") throw conflict("This booking can no longer be changed.", "not_changeable");
    if (!canChangeBooking(booking.startsAt, now)) throw new AppError(409, "policy", "Within 24 hours of the session, bookings can no longer be moved.");
    const { startsAt, endsAt } = sessionWindow(date, time, booking.sessionType, now);
    assertWithinBookingWindow(date, now);
    const companion = await lockedCompanion(tx, booking.companionId, { allowHidden: true });
    const schedule = await scheduleOf(tx, companion.id, now);
    assertWithinAvailability(schedule, date, time, sessionType(booking.sessionType).durationMinutes);
    const { from, to } = blockedWindow(startsAt, endsAt, schedule.bufferMinutes);
    if (await findClash(tx, companion.id, from, to, now, booking.id)) throw slotTaken();
    const [moved] = await tx.update(bookings).set({ startsAt, endsAt, reminderSentAt: null }).where(eq(bookings.id, id)).returning();
    if (!moved) throw notFound("This booking does not exist.");
    const context = await mailContext(tx, deps, moved, companion.name);
    await enqueueMail(tx, rescheduledMail(context));
    const companionEmail = await companionAccountEmail(tx, moved.companionId);
    if (companionEmail) await enqueueMail(tx, companionBookingMail(context, companionEmail, "rescheduled"));
    return { row: moved, companionName: companion.name };
  });
  return bookingView(result.row, result.companionName, now);
}

/** The cancellation's effect on the money, by the policy: who cancels, and how long before the start. */
function paymentStatusAfterCancel(booking: BookingRow, by: "client" | "admin", now: Date): BookingPaymentStatus {
  if (booking.paymentStatus !== "paid" && booking.paymentStatus !== "non_refundable")
    return booking.paymentStatus === "unpaid" ? "expired" : booking.paymentStatus;
  if (by === "admin" || (booking.paymentStatus === "paid" && canChangeBooking(booking.startsAt, now))) return "refund_pending";
  return "non_refundable";
}

/**
 * Cancels a booking and records what happens to the payment; the refund itself is made by the caller once
 * this transaction is committed (a provider call never runs inside a transaction).
 */
export async function markCancelled(
  tx: Db,
  deps: BookingDeps,
  booking: BookingRow,
  companionName: string,
  by: "client" | "admin",
  now: Date,
): Promise<BookingRow> {
  const status = effectiveStatus(booking, now).status;
  const cancellable =
    by === "admin"
      ? status !== "expired" && !(status === "cancelled" && booking.paymentStatus !== "non_refundable")
      : status === "pending" || (status === "confirmed" && booking.startsAt > now);
  if (!cancellable) throw conflict("This booking can no longer be cancelled.", "not_cancellable");
  const [cancelled] = await tx
    .update(bookings)
    .set({
      status: "cancelled",
      paymentStatus: paymentStatusAfterCancel(booking, by, now),
      cancelledAt: booking.cancelledAt ?? now,
      cancelledBy: by,
      holdExpiresAt: null,
    })
    .where(eq(bookings.id, booking.id))
    .returning();
  if (!cancelled) throw notFound("This booking does not exist.");
  // A hold that was never paid is released quietly; a booking the client had is cancelled in writing.
  if (status !== "pending") {
    const context = await mailContext(tx, deps, cancelled, companionName);
    const mails = cancellationMails(context);
    await enqueueMail(tx, mails.client);
    await notifyBusiness(tx, deps.config, mails.business);
    const companionEmail = await companionAccountEmail(tx, cancelled.companionId);
    if (companionEmail && status === "confirmed") await enqueueMail(tx, companionBookingMail(context, companionEmail, "cancelled"));
  }
  return cancelled;
}

export async function listOwnBookings(db: Db, userId: string, now = new Date()): Promise<BookingView[]> {
  const rows = await db
    .select({ booking: bookings, companionName: companions.name })
    .from(bookings)
    .innerJoin(companions, eq(companions.id, bookings.companionId))
    .where(eq(bookings.userId, userId))
    .orderBy(asc(bookings.startsAt));
  return rows.map(({ booking, companionName }) => bookingView(booking, companionName, now));
}

export async function listAdminBookings(db: Db, now = new Date()): Promise<AdminBookingView[]> {
  const rows = await db
    .select({ booking: bookings, companionName: companions.name })
    .from(bookings)
    .innerJoin(companions, eq(companions.id, bookings.companionId))
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
    const companion = input.companionId
      ? (
          await tx.select({ id: companions.id, name: companions.name, hidden: companions.hidden }).from(companions).where(eq(companions.id, input.companionId))
        )[0]
      : undefined;
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

/** Sends each confirmed booking's reminder once, 24 hours before it starts (safe with several instances). */
export async function sendDueReminders(deps: Pick<BookingDeps, "db" | "config" | "secret">, now = new Date()): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .select({ booking: bookings, companionName: companions.name })
      .from(bookings)
      .innerJoin(companions, eq(companions.id, bookings.companionId))
      .where(
        and(
          eq(bookings.status, "confirmed"),
          isNull(bookings.reminderSentAt),
          gt(bookings.startsAt, now),
          lte(bookings.startsAt, new Date(now.getTime() + 24 * HOUR_MS)),
        ),
      )
      .for("update", { of: bookings, skipLocked: true })
      .limit(50);
    for (const { booking, companionName } of due) {
      await enqueueMail(tx, reminderMail(await mailContext(tx, deps, booking, companionName)));
      await tx.update(bookings).set({ reminderSentAt: now }).where(eq(bookings.id, booking.id));
    }
    return due.length;
  });
}
