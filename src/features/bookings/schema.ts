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

export const BOOKING_STATUS_VALUES = ["pending", "confirmed", "completed", "cancelled", "no_show", "expired"] as const;
export const BOOKING_PAYMENT_STATUS_VALUES = ["free", "unpaid", "paid", "refund_pending", "refunded", "non_refundable", "expired"] as const;
export type BookingStatus = (typeof BOOKING_STATUS_VALUES)[number];
export type BookingPaymentStatus = (typeof BOOKING_PAYMENT_STATUS_VALUES)[number];

// ---- Views: what each role receives (the response schemas; the serializer drops what they do not name) ----

/** What the client (signed-in owner, or a guest with the signed link) sees of a booking. */
export const bookingView = z.object({
  id: z.string(),
  companion: z.object({ id: z.string(), name: z.string() }),
  sessionType: z.string(),
  sessionLabel: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  location: z.string(),
  specialRequests: z.string().nullable(),
  totalPriceCents: z.number().nullable(),
  status: z.enum(BOOKING_STATUS_VALUES),
  paymentStatus: z.enum(BOOKING_PAYMENT_STATUS_VALUES),
  /** While pending: when the held slot (or the payment request) lapses unless paid. */
  holdExpiresAt: z.string().nullable(),
  /** Pending and not lapsed: a checkout may be opened. */
  payable: z.boolean(),
  /** Whether the policy still allows a free reschedule (confirmed, 24 hours or more ahead). */
  changeable: z.boolean(),
  /** Whether it may be cancelled now (pending, or confirmed and not started). */
  cancellable: z.boolean(),
  /** Whether cancelling now refunds the payment in full (confirmed, paid, 24 hours or more ahead). */
  refundOnCancel: z.boolean(),
});
export type BookingView = z.output<typeof bookingView>;

/** The admin's view: the owner's, plus contact details, notes and the payment request. */
export const adminBookingView = bookingView.extend({
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  adminNotes: z.string().nullable(),
  consultationId: z.string().nullable(),
  paymentRequestSentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminBookingView = z.output<typeof adminBookingView>;

/** POST /api/bookings: the booking, where to pay (null when nothing is due), and the signed link to manage it. */
export const createdBookingView = z.object({ booking: bookingView, checkoutUrl: z.string().nullable(), manageUrl: z.string() });
export type CreatedBooking = z.output<typeof createdBookingView>;

/** One row of the admin's payments view. */
export const adminPaymentView = z.object({
  id: z.string(),
  kind: z.enum(["booking", "subscription"]),
  bookingId: z.string().nullable(),
  description: z.string(),
  email: z.string().nullable(),
  amountCents: z.number(),
  provider: z.enum(["sandbox", "stripe", "complimentary"]),
  status: z.enum(["open", "paid", "refund_pending", "refunded", "expired"]),
  paidAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminPayment = z.output<typeof adminPaymentView>;

export const paymentMonthView = z.object({
  /** "2026-11" (Florida time). */
  month: z.string(),
  paidCents: z.number(),
  refundedCents: z.number(),
  payments: z.number(),
});
export type PaymentMonth = z.output<typeof paymentMonthView>;

export const CONSULTATION_STATUSES = ["new", "contacted", "closed"] as const satisfies readonly ConsultationStatus[];

/** What an admin may set by hand on a confirmed booking; cancelling (with its refund) is its own action. */
export const BOOKING_STATUSES = ["confirmed", "completed", "no_show"] as const satisfies readonly BookingStatus[];

/** A consultation request as the admin's inbox shows it, with the newest payment request made from it. */
export const adminConsultationView = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  category: z.string().nullable(),
  budget: z.string().nullable(),
  selectedPackage: z.string().nullable(),
  message: z.string().nullable(),
  preferredDate: z.string().nullable(),
  preferredTime: z.string().nullable(),
  /** A package request from the booking form: the companion and package asked for. */
  companionId: z.string().nullable(),
  companionName: z.string().nullable(),
  sessionType: z.string().nullable(),
  status: z.enum(CONSULTATION_STATUSES),
  notes: z.string().nullable(),
  createdAt: z.string(),
  /** The payment request sent for it, if any (the newest). */
  paymentRequest: z
    .object({ bookingId: z.string(), status: z.string(), paymentStatus: z.string(), holdExpiresAt: z.string().nullable(), totalPriceCents: z.number().nullable(), startsAt: z.string() })
    .nullable(),
});
export type AdminConsultation = z.output<typeof adminConsultationView>;

export const slotAvailabilityView = z.object({ unavailable: z.array(z.string()) });
/** What the booking page may show of a companion: the name only when the viewer may see the profile. */
export const bookingCompanionView = z.object({ companion: z.object({ id: z.string(), name: z.string().nullable() }) });
export const bookingResponse = z.object({ booking: bookingView });
export const adminBookingResponse = z.object({ booking: adminBookingView });
