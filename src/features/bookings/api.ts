import { api } from "../../web/lib/api.ts";
import type { AdminBookingView, AdminPayment, BookingInput, BookingView, ConsultationInput, CreatedBooking, PaymentMonth, PaymentRequestInput } from "./schema.ts";

export type AdminBooking = AdminBookingView;

/** A guest's signed link token, sent along with every action on a booking (an owner's session suffices). */
const withToken = (token: string | null | undefined) => (token ? { token } : {});
const query = (token: string | null | undefined) => (token ? `?${new URLSearchParams({ token })}` : "");

export const bookingApi = {
  companion: (id: string, signal?: AbortSignal) => api.get<{ companion: { id: string; name: string | null } }>(`/api/booking/companions/${encodeURIComponent(id)}`, { signal }),
  availability: (companionId: string, date: string, signal?: AbortSignal) =>
    api.get<{ unavailable: string[] }>(`/api/booking/availability?${new URLSearchParams({ companionId, date })}`, { signal }),
  create: (input: BookingInput) => api.post<CreatedBooking>("/api/bookings", input),
  mine: (signal?: AbortSignal) => api.get<{ bookings: BookingView[] }>("/api/bookings/mine", { signal }),
  one: (id: string, token: string | null, signal?: AbortSignal) => api.get<{ booking: BookingView }>(`/api/bookings/${encodeURIComponent(id)}${query(token)}`, { signal }),
  pay: (id: string, token: string | null) => api.post<{ checkoutUrl: string }>(`/api/bookings/${encodeURIComponent(id)}/pay`, withToken(token)),
  cancel: (id: string, token: string | null = null) => api.post<{ booking: BookingView }>(`/api/bookings/${encodeURIComponent(id)}/cancel`, withToken(token)),
  reschedule: (id: string, date: string, time: string, token: string | null = null) =>
    api.post<{ booking: BookingView }>(`/api/bookings/${encodeURIComponent(id)}/reschedule`, { date, time, ...withToken(token) }),
  all: (signal?: AbortSignal) => api.get<{ bookings: AdminBooking[] }>("/api/admin/bookings", { signal }),
  setStatus: (id: string, status: BookingView["status"]) => api.patch<{ ok: true }>(`/api/admin/bookings/${id}`, { status }),
  adminCancel: (id: string) => api.post<{ booking: AdminBooking }>(`/api/admin/bookings/${encodeURIComponent(id)}/cancel`),
  paymentRequest: (consultationId: string, input: PaymentRequestInput) =>
    api.post<{ booking: AdminBooking }>(`/api/admin/consultations/${encodeURIComponent(consultationId)}/payment-request`, input),
  resendPaymentRequest: (bookingId: string) => api.post<{ booking: AdminBooking }>(`/api/admin/bookings/${encodeURIComponent(bookingId)}/payment-request`),
  payments: (signal?: AbortSignal) => api.get<{ payments: AdminPayment[]; months: PaymentMonth[] }>("/api/admin/payments", { signal }),
  consult: (input: ConsultationInput) => api.post<{ ok: true }>("/api/consultations", input),
};
