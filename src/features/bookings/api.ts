import { queryOptions } from "@tanstack/react-query";
import { api } from "../../web/lib/api.ts";
import { nextAvailableApiPath } from "./paths.ts";
import type { Ok } from "../../shared/ok.ts";
import type {
  AdminBookingResponse,
  AdminBookingsResponse,
  AdminBookingView,
  AdminPaymentsResponse,
  BookingCheckoutResponse,
  BookingCompanion,
  BookingInput,
  BookingResponse,
  BookingView,
  ConsultationInput,
  CreatedBooking,
  OwnBookingsResponse,
  PaymentRequestInput,
  SlotAvailability,
  NextAvailable,
} from "./schema.ts";

export type AdminBooking = AdminBookingView;

/** A guest's signed link token, sent along with every action on a booking (an owner's session suffices). */
const withToken = (token: string | null | undefined) => (token ? { token } : {});
const query = (token: string | null | undefined) => (token ? `?${new URLSearchParams({ token })}` : "");

export const bookingApi = {
  companion: (id: string, signal?: AbortSignal) => api.get<BookingCompanion>(`/api/booking/companions/${encodeURIComponent(id)}`, { signal }),
  availability: (companionId: string, date: string, sessionType: string, signal?: AbortSignal) =>
    api.get<SlotAvailability>(`/api/booking/availability?${new URLSearchParams({ companionId, date, ...(sessionType ? { sessionType } : {}) })}`, { signal }),
  create: (input: BookingInput) => api.post<CreatedBooking>("/api/bookings", input),
  mine: (signal?: AbortSignal) => api.get<OwnBookingsResponse>("/api/bookings/mine", { signal }),
  one: (id: string, token: string | null, signal?: AbortSignal) =>
    api.get<BookingResponse>(`/api/bookings/${encodeURIComponent(id)}${query(token)}`, { signal }),
  pay: (id: string, token: string | null) => api.post<BookingCheckoutResponse>(`/api/bookings/${encodeURIComponent(id)}/pay`, withToken(token)),
  /** Confirms a free session with the proof from the link mailed to its address. */
  confirm: (id: string, confirmation: string) => api.post<BookingResponse>(`/api/bookings/${encodeURIComponent(id)}/confirm`, { confirmation }),
  cancel: (id: string, token: string | null = null) => api.post<BookingResponse>(`/api/bookings/${encodeURIComponent(id)}/cancel`, withToken(token)),
  reschedule: (id: string, date: string, time: string, token: string | null = null) =>
    api.post<BookingResponse>(`/api/bookings/${encodeURIComponent(id)}/reschedule`, { date, time, ...withToken(token) }),
  all: (signal?: AbortSignal) => api.get<AdminBookingsResponse>("/api/admin/bookings", { signal }),
  setStatus: (id: string, status: BookingView["status"]) => api.patch<Ok>(`/api/admin/bookings/${id}`, { status }),
  adminCancel: (id: string) => api.post<AdminBookingResponse>(`/api/admin/bookings/${encodeURIComponent(id)}/cancel`),
  paymentRequest: (consultationId: string, input: PaymentRequestInput) =>
    api.post<AdminBookingResponse>(`/api/admin/consultations/${encodeURIComponent(consultationId)}/payment-request`, input),
  resendPaymentRequest: (bookingId: string) => api.post<AdminBookingResponse>(`/api/admin/bookings/${encodeURIComponent(bookingId)}/payment-request`),
  payments: (signal?: AbortSignal) => api.get<AdminPaymentsResponse>("/api/admin/payments", { signal }),
  consult: (input: ConsultationInput) => api.post<Ok>("/api/consultations", input),
};

/** A companion's next free time, as a profile shows it. */
export const nextAvailableOptions = (companionId: string) =>
  queryOptions({
    queryKey: ["booking", "next-available", companionId],
    queryFn: ({ signal }) => api.get<NextAvailable>(nextAvailableApiPath(companionId), { signal }),
    staleTime: 60_000,
  });

/** What the booking page may show of a companion (the name only when the viewer may see the profile). */
export const bookingCompanionOptions = (companionId: string) =>
  queryOptions({
    queryKey: ["booking", "companion", companionId],
    queryFn: ({ signal }) => bookingApi.companion(companionId, signal),
    retry: false,
  });

/** The signed-in client's own bookings (My Bookings). */
export const ownBookingsOptions = () => queryOptions({ queryKey: ["bookings", "mine"], queryFn: ({ signal }) => bookingApi.mine(signal) });

/** One booking, for its owner or with a guest's signed link (the key holds the token: each link reads on its own). */
export const bookingOptions = (id: string, token: string | null) =>
  queryOptions({ queryKey: ["bookings", "one", id, token ?? ""], queryFn: ({ signal }) => bookingApi.one(id, token, signal) });
