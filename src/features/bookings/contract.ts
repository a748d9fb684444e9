import type { okBody } from "../../shared/ok.ts";
import { endpoint } from "../../web/lib/endpoint.ts";
import type { statusNotesInput } from "../admin/index.ts";
import type {
  adminBookingResponse,
  adminBookingsResponse,
  adminPaymentsResponse,
  bookingCheckoutResponse,
  bookingCompanionView,
  bookingResponse,
  createdBookingView,
  nextAvailableView,
  openDaysView,
  ownBookingsResponse,
  slotAvailabilityView,
} from "./responses.ts";
import type {
  BOOKING_STATUSES,
  bookingAccessQuery,
  bookingActionInput,
  bookingConfirmationInput,
  bookingInput,
  consultationInput,
  nextAvailableQuery,
  openDaysQuery,
  paymentRequestInput,
  rescheduleForm,
  rescheduleInput,
  slotAvailabilityQuery,
} from "./schema.ts";

type BookingAction = { body: typeof bookingActionInput; response: typeof bookingResponse };

/**
 * The booking routes (routes.server.ts), and the back office's booking routes (admin/bookings.server.ts,
 * which registers this feature's schemas), typed by the schemas they register.
 */
export const bookingsContract = {
  companion: endpoint<{ response: typeof bookingCompanionView }>()("GET", "/api/booking/companions/:id"),
  nextAvailable: endpoint<{ query: typeof nextAvailableQuery; response: typeof nextAvailableView }>()("GET", "/api/booking/next-available"),
  availability: endpoint<{ query: typeof slotAvailabilityQuery; response: typeof slotAvailabilityView }>()("GET", "/api/booking/availability"),
  openDays: endpoint<{ query: typeof openDaysQuery; response: typeof openDaysView }>()("GET", "/api/booking/open-days"),
  create: endpoint<{ body: typeof bookingInput; response: typeof createdBookingView }>()("POST", "/api/bookings"),
  mine: endpoint<{ response: typeof ownBookingsResponse }>()("GET", "/api/bookings/mine"),
  one: endpoint<{ query: typeof bookingAccessQuery; response: typeof bookingResponse }>()("GET", "/api/bookings/:id"),
  pay: endpoint<{ body: typeof bookingActionInput; response: typeof bookingCheckoutResponse }>()("POST", "/api/bookings/:id/pay"),
  confirm: endpoint<{ body: typeof bookingConfirmationInput; response: typeof bookingResponse }>()("POST", "/api/bookings/:id/confirm"),
  cancel: endpoint<BookingAction>()("POST", "/api/bookings/:id/cancel"),
  reschedule: endpoint<{ body: typeof rescheduleInput; response: typeof bookingResponse }>()("POST", "/api/bookings/:id/reschedule"),
  consult: endpoint<{ body: typeof consultationInput; response: typeof okBody }>()("POST", "/api/consultations"),
  admin: {
    all: endpoint<{ response: typeof adminBookingsResponse }>()("GET", "/api/admin/bookings"),
    setStatus: endpoint<{ body: ReturnType<typeof statusNotesInput<typeof BOOKING_STATUSES>>; response: typeof okBody }>()("PATCH", "/api/admin/bookings/:id"),
    cancel: endpoint<{ response: typeof adminBookingResponse }>()("POST", "/api/admin/bookings/:id/cancel"),
    reschedule: endpoint<{ body: typeof rescheduleForm; response: typeof adminBookingResponse }>()("POST", "/api/admin/bookings/:id/reschedule"),
    paymentRequest: endpoint<{ body: typeof paymentRequestInput; response: typeof adminBookingResponse }>()(
      "POST",
      "/api/admin/consultations/:id/payment-request",
    ),
    resendPaymentRequest: endpoint<{ response: typeof adminBookingResponse }>()("POST", "/api/admin/bookings/:id/payment-request"),
    payments: endpoint<{ response: typeof adminPaymentsResponse }>()("GET", "/api/admin/payments"),
  },
};
