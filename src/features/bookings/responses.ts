import { z } from "zod";
import { BOOKING_PAYMENT_STATUS_VALUES, BOOKING_STATUS_VALUES, SESSION_TYPE_IDS } from "../../shared/bookings.ts";
import { PAYMENT_KINDS, PAYMENT_STATUS_VALUES } from "../../shared/payments.ts";
import { CONSULTATION_STATUSES } from "./schema.ts";

// The response schemas of this feature's routes (the serializer keeps only what they name). The web app
// imports their types only (`import type`), so none of this reaches the browser.

/** What the client (signed-in owner, or a guest with the signed link) sees of a booking. */
export const bookingView = z.object({
  id: z.string(),
  companion: z.object({ id: z.string(), name: z.string() }),
  sessionType: z.enum(SESSION_TYPE_IDS),
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
  kind: z.enum(PAYMENT_KINDS),
  bookingId: z.string().nullable(),
  description: z.string(),
  email: z.string().nullable(),
  amountCents: z.number(),
  provider: z.enum(["sandbox", "stripe", "complimentary"]),
  status: z.enum(PAYMENT_STATUS_VALUES),
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
  sessionType: z.enum(SESSION_TYPE_IDS).nullable(),
  status: z.enum(CONSULTATION_STATUSES),
  notes: z.string().nullable(),
  createdAt: z.string(),
  /** The payment request sent for it, if any (the newest). */
  paymentRequest: z
    .object({
      bookingId: z.string(),
      status: z.enum(BOOKING_STATUS_VALUES),
      paymentStatus: z.enum(BOOKING_PAYMENT_STATUS_VALUES),
      holdExpiresAt: z.string().nullable(),
      totalPriceCents: z.number().nullable(),
      startsAt: z.string(),
    })
    .nullable(),
});
export type AdminConsultation = z.output<typeof adminConsultationView>;

/** A day's times that cannot be booked; `held` are those taken only while someone pays, free again at `until`. */
export const slotAvailabilityView = z.object({ unavailable: z.array(z.string()), held: z.array(z.object({ time: z.string(), until: z.string() })) });
/** The dates (Florida) from today to the last bookable one with at least one free time. */
export const openDaysView = z.object({ openDays: z.array(z.string()) });
/** A companion's first free hour in the next 30 days (Florida date and time), or null. */
export const nextAvailableView = z.object({ nextAvailable: z.object({ date: z.string(), time: z.string(), startsAt: z.string() }).nullable() });
/** What the booking page may show of a companion: the name only when the viewer may see the profile. */
export const bookingCompanionView = z.object({ companion: z.object({ id: z.string(), name: z.string().nullable() }) });
export const bookingResponse = z.object({ booking: bookingView });
export const adminBookingResponse = z.object({ booking: adminBookingView });
export const ownBookingsResponse = z.object({ bookings: z.array(bookingView) });
export const adminBookingsResponse = z.object({ bookings: z.array(adminBookingView) });
export const bookingCheckoutResponse = z.object({ checkoutUrl: z.string() });
export const adminPaymentsResponse = z.object({ payments: z.array(adminPaymentView), months: z.array(paymentMonthView) });
export const adminConsultationsResponse = z.object({ consultations: z.array(adminConsultationView) });
export type BookingCompanion = z.output<typeof bookingCompanionView>;
export type NextAvailable = z.output<typeof nextAvailableView>;
export type BookingResponse = z.output<typeof bookingResponse>;
export type OwnBookingsResponse = z.output<typeof ownBookingsResponse>;
