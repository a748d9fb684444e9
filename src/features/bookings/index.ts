// The bookings feature as the rest of the web app sees it: import from here, never from its files.
export { NextAvailable } from "./NextAvailable.tsx";
export { PopularPackages } from "./PackageCard.tsx";
export { SlotOptions } from "./SlotOptions.tsx";
export { type AdminBooking, bookingApi, nextAvailableOptions, slotAvailabilityOptions } from "./queries.ts";
export { PAYMENT_STATUS_LABELS } from "./booking-labels.ts";
export {
  type AdminConsultation,
  type AdminPayment,
  BOOKING_STATUSES,
  CONSULTATION_STATUSES,
  type PaymentMonth,
  type PaymentRequestInput,
  paymentRequestInput,
} from "./schema.ts";
export type { BookingPageServices } from "./page-services.ts";
// Types only: the back office's endpoints are typed by them.
export type { adminConsultationsResponse } from "./responses.ts";
