// The bookings feature as the server's other parts see it: its routes, its sweeps, and the back office's calls.
export {
  bookingPaymentEvents,
  cancelBookingAsAdmin,
  createPaymentRequest,
  listConsultationsForAdmin,
  listPayments,
  resendPaymentRequest,
  sweepBookingPayments,
} from "./payments.server.ts";
export { bookingRoutes } from "./routes.server.ts";
export { BOOKING_STATUSES, CONSULTATION_STATUSES, paymentRequestInput, rescheduleForm } from "./schema.ts";
export { isWithinAvailability, scheduleOf, type Schedule } from "./availability.server.ts";
export { adminBookingResponse, adminBookingsResponse, adminConsultationsResponse, adminPaymentsResponse } from "./responses.ts";
export {
  attachGuestBookings,
  bookingStatusNotes,
  bookingView,
  consultationStatusNotes,
  countNewConsultations,
  countUpcomingBookings,
  listAdminBookings,
  recordSessionOutcome,
  rescheduleAsStaff,
  sendDueReminders,
  setAdminNotes,
  setConsultationStatusNotes,
  type BookingDeps,
} from "./service.server.ts";
export { bookingPageServices } from "./page-services.server.ts";
export { bookingsPersonalData, consultationsPersonalData } from "./personal-data.server.ts";
export {
  bookingsByIds,
  companionBooking,
  companionBookingsStarting,
  companionSessions,
  confirmedSessionsBetween,
  hadSessionWith,
} from "./companion-bookings.server.ts";
export type { BookingRow } from "./repository.server.ts";
export { membershipPayments, type MembershipPayments } from "./membership-payments.server.ts";
