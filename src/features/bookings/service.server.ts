import { and, asc, desc, eq, gt, inArray, isNull, lt, lte, ne, type SQL } from "drizzle-orm";
import { enqueueMail, headerText, notifyBusiness } from "../../server/adapters/mail/outbox.ts";
import type { Viewer } from "../../server/auth/request-auth.ts";
import type { AppConfig } from "../../server/config.ts";
import type { Db } from "../../server/db/client.ts";
import { bookings, companions, consultations, type BookingStatus } from "../../server/db/schema.ts";
import { AppError, badRequest, conflict, notFound } from "../../server/http/errors.ts";
import { canChangeBooking, floridaTimeToUtc, MINIMUM_NOTICE_HOURS, POLICY_TEXT, sessionType, slotLabel, TIME_SLOTS, type SessionTypeId } from "../../shared/bookings.ts";
import { formatCents, formatDateTime } from "../../shared/format.ts";
import { bookingIcs } from "./calendar.server.ts";
import type { BookingView } from "./schema.ts";
import type { bookingInput, consultationInput } from "./schema.ts";
import type { z } from "zod";

type BookingRow = typeof bookings.$inferSelect;
const ACTIVE: BookingStatus[] = ["confirmed", "completed"];
const HOUR_MS = 3_600_000;

export function bookingView(row: BookingRow, companionName: string, now = new Date()): BookingView {
  return {
    id: row.id,
    companion: { id: row.companionId, name: companionName },
    sessionType: row.sessionType,
    sessionLabel: sessionType(row.sessionType as SessionTypeId).label,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    location: row.location,
    specialRequests: row.specialRequests,
    totalPriceCents: row.totalPriceCents,
    status: row.status,
    changeable: row.status === "confirmed" && canChangeBooking(row.startsAt, now),
  };
}

/** The instant a slot starts, refused when it is past or closer than the minimum notice. */
function sessionWindow(date: string, time: string, type: SessionTypeId, now = new Date()) {
  const startsAt = floridaTimeToUtc(date, time);
  if (Number.isNaN(startsAt.getTime())) throw badRequest("Please choose a valid date.", { date: "Please choose a valid date." });
  if (startsAt.getTime() < now.getTime() + MINIMUM_NOTICE_HOURS * HOUR_MS) {
    const message = `Please choose a time at least ${MINIMUM_NOTICE_HOURS} hours from now.`;
    throw badRequest(message, { date: message }, "too_soon");
  }
  return { startsAt, endsAt: new Date(startsAt.getTime() + sessionType(type).durationMinutes * 60_000) };
}

async function lockedCompanion(tx: Db, companionId: string) {
  // Bookings of one companion are decided one at a time: the row lock makes the overlap check safe.
  const [companion] = await tx.select({ id: companions.id, name: companions.name, hidden: companions.hidden }).from(companions).where(eq(companions.id, companionId)).for("update");
  if (!companion || companion.hidden) throw notFound("This companion does not exist.");
  return companion;
}

async function assertFree(tx: Db, companionId: string, startsAt: Date, endsAt: Date, companionName: string, exceptId?: string) {
  const [clash] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.companionId, companionId),
        inArray(bookings.status, ACTIVE),
        lt(bookings.startsAt, endsAt),
        gt(bookings.endsAt, startsAt),
        exceptId ? ne(bookings.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw conflict(`${companionName} is already booked at that time. Please choose another slot.`, "slot_taken");
}

function confirmationMail(row: BookingRow, companionName: string, config: AppConfig) {
  const type = sessionType(row.sessionType as SessionTypeId);
  const when = formatDateTime(row.startsAt);
  const price = row.totalPriceCents === null ? "NA (priced with you)" : formatCents(row.totalPriceCents);
  const description = `${type.label} with ${companionName}\nWhen: ${when} (Florida time)\nWhere: ${row.location || "to be agreed"}\nTotal: ${price}\n\n${POLICY_TEXT}`;
  return {
    kind: "booking-confirmation",
    to: row.email,
    subject: `Booking confirmed: ${type.label} with ${companionName}, ${when}`,
    text: `Hi ${row.fullName.split(/\s+/)[0]},\n\nYour session is booked.\n\n${description}\n\nSee or change your bookings at ${config.publicUrl}/my-bookings`,
    attachments: [
      {
        filename: "wingmate-session.ics",
        contentType: "text/calendar",
        contentBase64: Buffer.from(bookingIcs({ id: row.id, startsAt: row.startsAt, endsAt: row.endsAt, summary: `${type.label} with ${companionName} (Wingmate)`, location: row.location, description })).toString("base64"),
      },
    ],
  };
}

export async function createBooking(db: Db, config: AppConfig, viewer: Viewer | null, input: z.output<typeof bookingInput>): Promise<BookingView> {
  const { startsAt, endsAt } = sessionWindow(input.date, input.time, input.sessionType);
  // The price comes from the session type, never from the client.
  const totalPriceCents = sessionType(input.sessionType).priceCents;
  return db.transaction(async (tx) => {
    const companion = await lockedCompanion(tx, input.companionId);
    await assertFree(tx, companion.id, startsAt, endsAt, companion.name);
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
        totalPriceCents,
      })
      .returning();
    if (!row) throw new Error("booking not stored");
    // §7 send-booking-notification: the booking payload.
    await notifyBusiness(tx, config, {
      kind: "booking-notification",
      replyTo: row.email,
      subject: `New booking: ${sessionType(input.sessionType).label} with ${companion.name}`,
      text: [
        `Full name: ${row.fullName}`,
        `E-mail: ${row.email}`,
        `Phone: ${row.phone ?? "not given"}`,
        `Companion: ${companion.name} (${companion.id})`,
        `Session type: ${input.sessionType}`,
        `Date and time: ${formatDateTime(row.startsAt)} (${input.date} ${slotLabel(input.time)})`,
        `Location: ${row.location || "to be agreed"}`,
        `Special requests: ${row.specialRequests ?? "none"}`,
        `Total price: ${totalPriceCents === null ? "NA" : formatCents(totalPriceCents)}`,
      ].join("\n"),
    });
    await enqueueMail(tx, confirmationMail(row, companion.name, config));
    return bookingView(row, companion.name);
  });
}

/** Slots of a day already taken for a companion (for greying them out), and those too soon to book. */
export async function unavailableSlots(db: Db, companionId: string, date: string, now = new Date()): Promise<string[]> {
  const dayStart = floridaTimeToUtc(date, "00:00");
  const dayEnd = new Date(dayStart.getTime() + 26 * HOUR_MS);
  const rows = await db
    .select({ startsAt: bookings.startsAt, endsAt: bookings.endsAt })
    .from(bookings)
    .where(and(eq(bookings.companionId, companionId), inArray(bookings.status, ACTIVE), lt(bookings.startsAt, dayEnd), gt(bookings.endsAt, dayStart)));
  return TIME_SLOTS.filter((slot) => {
    const start = floridaTimeToUtc(date, slot);
    const end = new Date(start.getTime() + HOUR_MS);
    const tooSoon = start.getTime() < now.getTime() + MINIMUM_NOTICE_HOURS * HOUR_MS;
    return tooSoon || rows.some((row) => row.startsAt < end && row.endsAt > start);
  });
}

async function ownBooking(db: Db, viewer: Viewer, id: string) {
  const [row] = await db.select().from(bookings).where(and(eq(bookings.id, id), eq(bookings.userId, viewer.user.id)));
  if (!row) throw notFound("This booking does not exist.");
  if (row.status !== "confirmed") throw conflict("This booking can no longer be changed.", "not_changeable");
  if (!canChangeBooking(row.startsAt)) throw new AppError(409, "policy", "Within 24 hours of the session, bookings can no longer be cancelled or moved.");
  return row;
}

export async function cancelBooking(db: Db, viewer: Viewer, id: string): Promise<void> {
  await ownBooking(db, viewer, id);
  await db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, id));
}

export async function rescheduleBooking(db: Db, viewer: Viewer, id: string, date: string, time: string): Promise<void> {
  const row = await ownBooking(db, viewer, id);
  const { startsAt, endsAt } = sessionWindow(date, time, row.sessionType as SessionTypeId);
  await db.transaction(async (tx) => {
    const companion = await lockedCompanion(tx, row.companionId);
    await assertFree(tx, companion.id, startsAt, endsAt, companion.name, row.id);
    await tx.update(bookings).set({ startsAt, endsAt, reminderSentAt: null }).where(eq(bookings.id, id));
  });
}

export async function listBookings(db: Db, where: SQL | undefined, order: "upcoming-first" | "newest" = "upcoming-first") {
  const rows = await db
    .select({ booking: bookings, companionName: companions.name })
    .from(bookings)
    .innerJoin(companions, eq(companions.id, bookings.companionId))
    .where(where)
    .orderBy(order === "newest" ? desc(bookings.createdAt) : asc(bookings.startsAt));
  return rows.map(({ booking, companionName }) => ({ ...bookingView(booking, companionName), fullName: booking.fullName, email: booking.email, phone: booking.phone, adminNotes: booking.adminNotes }));
}

export async function createConsultation(db: Db, config: AppConfig, viewer: Viewer | null, input: z.output<typeof consultationInput>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(consultations).values({ userId: viewer?.user.id ?? null, ...input, message: input.message || null });
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
        `Preferred date and time: ${preferred}`,
        "",
        input.message || "(no message)",
      ].join("\n"),
    });
    await enqueueMail(tx, {
      kind: "consultation-confirmation",
      to: input.email,
      subject: "We received your consultation request",
      text: `Hi ${input.name.split(/\s+/)[0]},\n\nThank you for your consultation request. We'll get back to you within 24 hours to schedule your consultation.\n\nThe Wingmate team`,
    });
  });
}

/** Sends each confirmed booking's reminder once, 24 hours before it starts (safe with several instances). */
export async function sendDueReminders(db: Db, config: AppConfig, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ booking: bookings, companionName: companions.name })
      .from(bookings)
      .innerJoin(companions, eq(companions.id, bookings.companionId))
      .where(and(eq(bookings.status, "confirmed"), isNull(bookings.reminderSentAt), gt(bookings.startsAt, now), lte(bookings.startsAt, new Date(now.getTime() + 24 * HOUR_MS))))
      .for("update", { of: bookings, skipLocked: true })
      .limit(50);
    for (const { booking, companionName } of due) {
      await enqueueMail(tx, {
        kind: "booking-reminder",
        to: booking.email,
        subject: `Reminder: your session with ${companionName} is tomorrow`,
        text: `Hi ${booking.fullName.split(/\s+/)[0]},\n\nA reminder of your ${sessionType(booking.sessionType as SessionTypeId).label} with ${companionName} on ${formatDateTime(booking.startsAt)} (Florida time) at ${booking.location || "the place you agreed"}.\n\nSee your bookings at ${config.publicUrl}/my-bookings`,
      });
      await tx.update(bookings).set({ reminderSentAt: now }).where(eq(bookings.id, booking.id));
    }
    return due.length;
  });
}

