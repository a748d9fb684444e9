import { BUSINESS_TIME_ZONE, formatCents, formatDateTime } from "../../shared/format.ts";
import type { BookingPaymentStatus, BookingStatus, BookingView } from "./schema.ts";

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

export const amountLabel = (cents: number | null) => (cents === null ? "NA" : cents === 0 ? "Free" : formatCents(cents));

/** When a hold lapses, in Florida time: "7:15 PM" today, with the date on another day. */
export function holdDeadline(iso: string, now = new Date()): string {
  const day = (value: Date) =>
    new Intl.DateTimeFormat("en-CA", { timeZone: BUSINESS_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(value);
  const at = new Date(iso);
  if (day(at) !== day(now)) return formatDateTime(at);
  return new Intl.DateTimeFormat("en-US", { timeZone: BUSINESS_TIME_ZONE, hour: "numeric", minute: "2-digit" }).format(at);
}

export const bookingText = {
  confirmedToast: (booking: Pick<BookingView, "sessionLabel" | "startsAt">, companionName: string) => ({
    title: "Booking Confirmed!",
    description: `Your ${booking.sessionLabel} with ${companionName} is booked for ${formatDateTime(booking.startsAt)}.`,
  }),
  holdUntil: (iso: string) => `We hold this time until ${holdDeadline(iso)} (Florida time).`,
  pay: (cents: number | null) => `Pay ${cents ? formatCents(cents) : ""}`.trim(),
  payNow: "Pay now",
  redirecting: "Redirecting to payment...",
  payFailed: "The payment page did not open. Please try again.",
  holdLapsed: "The time held for you lapsed before it was paid, so it was released. Nothing was charged.",
  holdLapsedAfterPaying: "If a payment went through after the hold lapsed, it is returned to your card in full.",
  bookAgain: "Book again",
  notChanged: "Booking not changed",
  tryAgain: "Please try again.",
  receipt: "A receipt with a calendar invitation is on its way to your e-mail.",
  guestLink: "Keep that e-mail: its link is how you manage this booking (reschedule or cancel) without an account.",
} as const;

/** What cancelling means for this booking's money, said before the client confirms. */
export function cancelConsequence(booking: Pick<BookingView, "status" | "paymentStatus" | "refundOnCancel" | "totalPriceCents">): string {
  const amount = booking.totalPriceCents ? formatCents(booking.totalPriceCents) : "";
  if (booking.status === "pending") return "Nothing has been charged; the held time will be released.";
  if (booking.refundOnCancel) return `You will be refunded ${amount} in full.`;
  if (booking.paymentStatus === "paid") return "Your session starts within 24 hours: you can cancel, but the payment is non-refundable.";
  return "Nothing was paid for this session, so nothing is charged or refunded.";
}

/** What happened to the money once a booking is cancelled (or has lapsed). */
export function cancelledOutcome(booking: Pick<BookingView, "paymentStatus" | "totalPriceCents">): string {
  const amount = booking.totalPriceCents ? formatCents(booking.totalPriceCents) : "the payment";
  switch (booking.paymentStatus) {
    case "refunded":
      return `${amount} has been refunded in full to your card.`;
    case "refund_pending":
      return `A full refund of ${amount} is on its way to your card; banks take 5–10 business days to show it.`;
    case "non_refundable":
      return "It was cancelled within 24 hours of the start, so the payment is non-refundable.";
    case "expired":
    case "unpaid":
      return "Nothing was charged; the held time was released.";
    default:
      return "Nothing was charged.";
  }
}
