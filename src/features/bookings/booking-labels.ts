import { formatCents, formatDateTime, formatTime } from "../../shared/format.ts";
import type { Locale } from "../../shared/i18n/locales.ts";
import { floridaToday, type BookingPaymentStatus, type BookingStatus } from "../../shared/bookings.ts";
import type { BookingView } from "./schema.ts";

/**
 * The words the client's booking screens share (My Bookings, the booking's own page, the cancel dialog):
 * one place, so the same state is always called the same thing.
 */

export const STATUS_LABELS: Record<BookingStatus, string> = {
  pending: "Awaiting payment",
  confirmed: "Confirmed",
  completed: "Completed",
  cancelled: "Cancelled",
  no_show: "No-show",
  expired: "Expired (not paid)",
};

export const PAYMENT_STATUS_LABELS: Record<BookingPaymentStatus, string> = {
  free: "Free",
  unpaid: "Awaiting payment",
  paid: "Paid",
  refund_pending: "Refund pending",
  refunded: "Refunded",
  non_refundable: "Non-refundable",
  expired: "Expired",
};

/** Chip colours: green when settled in the client's favour, amber while waiting, grey when over. */
export const STATUS_TONES: Record<BookingStatus, string> = {
  pending: "border-amber-700/40 bg-amber-50 text-amber-900",
  confirmed: "border-green-700/40 bg-green-50 text-green-900",
  completed: "border-border bg-muted text-foreground",
  cancelled: "border-border bg-muted text-foreground",
  no_show: "border-border bg-muted text-foreground",
  expired: "border-border bg-muted text-foreground",
};

export const PAYMENT_TONES: Record<BookingPaymentStatus, string> = {
  free: "border-border bg-card text-foreground",
  unpaid: "border-amber-700/40 bg-amber-50 text-amber-900",
  paid: "border-green-700/40 bg-green-50 text-green-900",
  refund_pending: "border-amber-700/40 bg-amber-50 text-amber-900",
  refunded: "border-green-700/40 bg-green-50 text-green-900",
  non_refundable: "border-border bg-muted text-foreground",
  expired: "border-border bg-muted text-foreground",
};

/** The payment chip says something the status chip does not (a pending booking is "awaiting payment" once). */
export function showsPaymentChip(booking: Pick<BookingView, "status" | "paymentStatus">): boolean {
  return !(booking.status === "pending" && booking.paymentStatus === "unpaid") && !(booking.status === "expired" && booking.paymentStatus === "expired");
}

/** An amount in the staff's English screens ("price to agree" for a package priced on request). */
export const amountLabel = (cents: number | null) => (cents === null ? "price to agree" : cents === 0 ? "Free" : formatCents(cents));

/** When a hold lapses, in Florida time: "7:15 PM" today, with the date on another day (in the reader's language). */
export function holdDeadline(iso: string, now = new Date(), locale: Locale = "en"): string {
  const at = new Date(iso);
  if (floridaToday(at) !== floridaToday(now)) return formatDateTime(at, locale);
  return formatTime(at, locale);
}
