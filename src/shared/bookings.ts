import { BUSINESS_TIME_ZONE, keptDateFormat } from "./format.ts";

/** Session types of the booking page (§3), prices in cents; `custom` is priced on request ("priced with you"). */
export const SESSION_TYPES = [
  { id: "consultation", label: "Initial Consultation", priceCents: 0, durationMinutes: 30, duration: "30 minutes" },
  { id: "coaching", label: "Coffee Chat", priceCents: 22_000, durationMinutes: 120, duration: "2 hours" },
  { id: "wingwoman", label: "Social Evening", priceCents: 32_000, durationMinutes: 240, duration: "4 hours" },
  { id: "intensive", label: "Full Day Experience", priceCents: 64_000, durationMinutes: 480, duration: "8 hours" },
  { id: "weekend", label: "Weekend Package", priceCents: 150_000, durationMinutes: 2 * 24 * 60, duration: "2 days" },
  { id: "executive", label: "Executive Package", priceCents: 750_000, durationMinutes: 7 * 24 * 60, duration: "7 days" },
  { id: "transformation", label: "Transformation Journey", priceCents: 2_500_000, durationMinutes: 30 * 24 * 60, duration: "30 days" },
  { id: "custom", label: "Custom Package", priceCents: null, durationMinutes: 120, duration: "agreed with you" },
] as const;

export type SessionTypeId = (typeof SESSION_TYPES)[number]["id"];
export const SESSION_TYPE_IDS = SESSION_TYPES.map((type) => type.id) as [SessionTypeId, ...SessionTypeId[]];

/**
 * A booking's state. `pending`: the slot is held while the client pays (or until a payment request's deadline,
 * or until a free session's address confirms it); `expired`: never paid or confirmed in time. How one state
 * leads to another is the transition table in features/bookings/lifecycle.server.ts.
 */
export const BOOKING_STATUS_VALUES = ["pending", "confirmed", "completed", "cancelled", "no_show", "expired"] as const;
export type BookingStatus = (typeof BOOKING_STATUS_VALUES)[number];
/** The money side of a booking, as the client and the admin see it. */
export const BOOKING_PAYMENT_STATUS_VALUES = ["free", "unpaid", "paid", "refund_pending", "refunded", "non_refundable", "expired"] as const;
export type BookingPaymentStatus = (typeof BOOKING_PAYMENT_STATUS_VALUES)[number];

/** A session type named in an address (`?package=`), or null when it names none of ours. */
export function sessionTypeIdOf(value: string | null | undefined): SessionTypeId | null {
  return SESSION_TYPE_IDS.find((id) => id === value) ?? null;
}

export function sessionType(id: SessionTypeId) {
  const found = SESSION_TYPES.find((type) => type.id === id);
  if (!found) throw new Error(`unknown session type ${id}`);
  return found;
}

/**
 * The six packages (§9), priced and timed; their words (description, features) are in the marketing
 * catalog under "package.<id>". `name` and `duration` are also what a consultation request records.
 * The Executive Package runs 7 days: we state that everywhere (the spec's "5-day" text was a slip).
 */
export const PACKAGES = [
  { id: "coaching", name: "Coffee Chat", priceCents: 22_000, duration: "2 hours", popular: false },
  { id: "wingwoman", name: "Social Evening", priceCents: 32_000, duration: "4 hours", popular: true },
  { id: "intensive", name: "Full Day Experience", priceCents: 64_000, duration: "8 hours", popular: false },
  { id: "weekend", name: "Weekend Package", priceCents: 150_000, duration: "2 days", popular: false },
  { id: "executive", name: "Executive Package", priceCents: 750_000, duration: "7 days", popular: false },
  { id: "transformation", name: "Transformation Journey", priceCents: 2_500_000, duration: "30 days", popular: false },
] as const satisfies readonly { id: SessionTypeId; name: string; priceCents: number; duration: string; popular: boolean }[];

/** What the shortest paid session costs: a session's price is the package's, whoever the companion is. */
export const LOWEST_SESSION_PRICE_CENTS = Math.min(...PACKAGES.map((item) => item.priceCents));

export const SERVICE_CATEGORIES = [
  "Social Companion",
  "Event Partner",
  "City Guide",
  "Date Coaching",
  "Conversation Practice",
  "Confidence Building",
  "Custom Package",
] as const;
export const BUDGET_RANGES = ["$220 - $500", "$500 - $1,000", "$1,000 - $2,500", "$2,500 - $5,000", "$5,000 - $7,500", "$7,500+"] as const;

/** Hourly slots from 9:00 AM to 11:00 PM, Florida time (§9: 15 slots), as "HH:MM" 24-hour values. */
export const TIME_SLOTS = Array.from({ length: 15 }, (_, index) => `${String(9 + index).padStart(2, "0")}:00`);

export function slotLabel(slot: string): string {
  const hour = Number(slot.slice(0, 2));
  return `${hour % 12 === 0 ? 12 : hour % 12}:00 ${hour < 12 ? "AM" : "PM"}`;
}

/**
 * Multi-day and custom packages are arranged with the client: the booking form sends a request, the team
 * agrees dates and a price, then mails a payment request. The others are booked and paid at once.
 */
export const BY_REQUEST_SESSION_TYPES: readonly SessionTypeId[] = ["weekend", "executive", "transformation", "custom"];
export const isByRequest = (id: SessionTypeId) => BY_REQUEST_SESSION_TYPES.includes(id);

/** How long a slot is held while the client pays, and how long a mailed payment request stays open. */
export const HOLD_MINUTES = 15;
export const PAYMENT_REQUEST_DAYS = 7;

/**
 * The cancellation policy, one reading for every page, the terms and the server: free cancellation (a full
 * refund) or rescheduling up to 24 hours before a session; within 24 hours a booking is non-refundable.
 */
export const FREE_CHANGE_HOURS = 24;
/** Stated in words by the booking catalog's "booking.form.tooSoon". */
export const MINIMUM_NOTICE_HOURS = 2;
/**
 * How far ahead a session may be booked or moved: calendars are not held for dates nobody plans yet.
 * Stated in words by the booking catalog's "booking.form.tooFarAhead".
 */
export const BOOKING_WINDOW_DAYS = 90;
export const BY_REQUEST_TEXT = `Multi-day and custom packages are arranged with you: send a request, we agree the dates and the price, then e-mail you a secure payment link (valid ${PAYMENT_REQUEST_DAYS} days). The booking is confirmed when it is paid.`;

export function canChangeBooking(startsAt: Date, now = new Date()): boolean {
  return startsAt.getTime() - now.getTime() >= FREE_CHANGE_HOURS * 3_600_000;
}

/** The UTC offset of Florida time at an instant, in minutes (−240 in summer, −300 in winter). */
function offsetMinutes(at: Date): number {
  const parts = keptDateFormat("en-US", { timeZone: BUSINESS_TIME_ZONE, timeZoneName: "longOffset" }).formatToParts(at);
  const name = parts.find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  return (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** "2026-03-08" + "10:00" in Florida time -> the UTC instant (right on DST change days). */
export function floridaTimeToUtc(date: string, slot: string): Date {
  const guess = new Date(`${date}T${slot}:00Z`);
  const first = new Date(guess.getTime() - offsetMinutes(guess) * 60_000);
  // The offset at the guess may differ from the offset at the answer (a DST change in between): correct once.
  return new Date(guess.getTime() - offsetMinutes(first) * 60_000);
}

/** Today's date in Florida, "YYYY-MM-DD". */
export function floridaToday(now = new Date()): string {
  return keptDateFormat("en-CA", { timeZone: BUSINESS_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** The last date a session may be booked or moved to, in Florida: `BOOKING_WINDOW_DAYS` from today. */
export function lastBookableDate(now = new Date()): string {
  return floridaToday(new Date(now.getTime() + BOOKING_WINDOW_DAYS * 86_400_000));
}

/** The time of day in Florida on a 24-hour clock, "19:30" (the form schedules and events are kept in). */
export function floridaTime24(at: Date): string {
  return keptDateFormat("en-GB", { timeZone: BUSINESS_TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(at);
}
