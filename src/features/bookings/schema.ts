import { z } from "zod";
import { BUDGET_RANGES, SERVICE_CATEGORIES, SESSION_TYPE_IDS, TIME_SLOTS } from "../../shared/bookings.ts";
import type { ConsultationStatus } from "../../server/db/schema.ts";

/** The spec's toast for a missing required field (§5 Consultation, Booking). */
export const missingInformation = { title: "Missing Information", description: "Please fill in all required fields." } as const;
const required = missingInformation.description;

const email = z.string().trim().min(1, required).max(254).pipe(z.email("Please enter a valid e-mail address.")).transform((value) => value.toLowerCase());
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, required);
const slot = z.enum(TIME_SLOTS as [string, ...string[]], { message: required });

export const bookingInput = z.object({
  companionId: z.string().trim().min(1).max(40),
  fullName: z.string().trim().min(1, required).max(100),
  email,
  phone: z.string().trim().max(30).default(""),
  sessionType: z.enum(SESSION_TYPE_IDS, { message: required }),
  date,
  time: slot,
  location: z.string().trim().max(200).default(""),
  specialRequests: z.string().trim().max(2000).default(""),
});
export type BookingInput = z.input<typeof bookingInput>;

/** A guest's signed link to one booking (mailed with the receipt); a signed-in owner needs none. */
const manageToken = z.string().trim().max(300).optional();
export const bookingAccessQuery = z.object({ token: manageToken });
export const rescheduleInput = z.object({ date, time: slot, token: manageToken });
/** Pay and cancel take the token alone; an owner may send no body at all. */
export const bookingActionInput = z.preprocess((body) => body ?? {}, z.object({ token: manageToken }));

/** The admin's payment request for a package agreed with the client (from a quote request). */
export const paymentRequestInput = z.object({
  companionId: z.string().trim().min(1, required).max(40),
  sessionType: z.enum(SESSION_TYPE_IDS, { message: required }),
  date,
  time: slot,
  amountCents: z.number().int().min(100, "Please enter an amount of at least $1.").max(10_000_000, "Please enter an amount up to $100,000."),
  location: z.string().trim().max(200).default(""),
});
export type PaymentRequestInput = z.input<typeof paymentRequestInput>;

export const consultationInput = z.object({
  name: z.string().trim().min(1, required).max(100),
  email,
  phone: z.string().trim().min(1, required).max(30),
  category: z.enum(SERVICE_CATEGORIES).optional(),
  budget: z.enum(BUDGET_RANGES).optional(),
  selectedPackage: z.string().trim().max(100).optional(),
  message: z.string().trim().max(3000).default(""),
  preferredDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  preferredTime: slot.optional(),
  /** Sent by the booking form for a multi-day or custom package: which companion and package. */
  companionId: z.string().trim().min(1).max(40).optional(),
  sessionType: z.enum(SESSION_TYPE_IDS).optional(),
});
export type ConsultationInput = z.input<typeof consultationInput>;

export type BookingStatus = "pending" | "confirmed" | "completed" | "cancelled" | "no_show" | "expired";
export type BookingPaymentStatus = "free" | "unpaid" | "paid" | "refund_pending" | "refunded" | "non_refundable" | "expired";

/** What the client (signed-in owner, or a guest with the signed link) sees of a booking. */
export interface BookingView {
  id: string;
  companion: { id: string; name: string };
  sessionType: string;
  sessionLabel: string;
  startsAt: string;
  endsAt: string;
  location: string;
  specialRequests: string | null;
  totalPriceCents: number | null;
  status: BookingStatus;
  paymentStatus: BookingPaymentStatus;
  /** While pending: when the held slot (or the payment request) lapses unless paid. */
  holdExpiresAt: string | null;
  /** Pending and not lapsed: a checkout may be opened. */
  payable: boolean;
  /** Whether the policy still allows a free reschedule (confirmed, 24 hours or more ahead). */
  changeable: boolean;
  /** Whether it may be cancelled now (pending, or confirmed and not started). */
  cancellable: boolean;
  /** Whether cancelling now refunds the payment in full (confirmed, paid, 24 hours or more ahead). */
  refundOnCancel: boolean;
}

/** The admin's view: the owner's, plus contact details, notes and the payment request. */
export interface AdminBookingView extends BookingView {
  fullName: string;
  email: string;
  phone: string | null;
  adminNotes: string | null;
  consultationId: string | null;
  paymentRequestSentAt: string | null;
  createdAt: string;
}

/** POST /api/bookings: the booking, where to pay (null when nothing is due), and the signed link to manage it. */
export interface CreatedBooking {
  booking: BookingView;
  checkoutUrl: string | null;
  manageUrl: string;
}

/** One row of the admin's payments view. */
export interface AdminPayment {
  id: string;
  kind: "booking" | "subscription";
  bookingId: string | null;
  description: string;
  email: string | null;
  amountCents: number;
  provider: "sandbox" | "stripe" | "complimentary";
  status: "open" | "paid" | "refund_pending" | "refunded" | "expired";
  paidAt: string | null;
  refundedAt: string | null;
  createdAt: string;
}

export interface PaymentMonth {
  /** "2026-11" (Florida time). */
  month: string;
  paidCents: number;
  refundedCents: number;
  payments: number;
}

export const CONSULTATION_STATUSES = ["new", "contacted", "closed"] as const satisfies readonly ConsultationStatus[];

/** What an admin may set by hand on a confirmed booking; cancelling (with its refund) is its own action. */
export const BOOKING_STATUSES = ["confirmed", "completed", "no_show"] as const satisfies readonly BookingStatus[];

export interface AdminConsultation {
  id: string;
  name: string;
  email: string;
  phone: string;
  category: string | null;
  budget: string | null;
  selectedPackage: string | null;
  message: string | null;
  preferredDate: string | null;
  preferredTime: string | null;
  /** A package request from the booking form: the companion and package asked for. */
  companionId: string | null;
  companionName: string | null;
  sessionType: string | null;
  status: ConsultationStatus;
  notes: string | null;
  createdAt: string;
  /** The payment request sent for it, if any (the newest). */
  paymentRequest: { bookingId: string; status: string; paymentStatus: string; holdExpiresAt: string | null; totalPriceCents: number | null; startsAt: string } | null;
}
