import { api } from "../../web/lib/api.ts";
import type { BookingInput, BookingView, ConsultationInput } from "./schema.ts";

export type AdminBooking = BookingView & { fullName: string; email: string; phone: string | null; adminNotes: string | null };

export const bookingApi = {
  companion: (id: string, signal?: AbortSignal) => api.get<{ companion: { id: string; name: string | null } }>(`/api/booking/companions/${encodeURIComponent(id)}`, { signal }),
  availability: (companionId: string, date: string, signal?: AbortSignal) =>
    api.get<{ unavailable: string[] }>(`/api/booking/availability?${new URLSearchParams({ companionId, date })}`, { signal }),
  create: (input: BookingInput) => api.post<{ booking: BookingView }>("/api/bookings", input),
  mine: (signal?: AbortSignal) => api.get<{ bookings: BookingView[] }>("/api/bookings/mine", { signal }),
  cancel: (id: string) => api.post<{ ok: true }>(`/api/bookings/${id}/cancel`),
  reschedule: (id: string, date: string, time: string) => api.post<{ ok: true }>(`/api/bookings/${id}/reschedule`, { date, time }),
  all: (signal?: AbortSignal) => api.get<{ bookings: AdminBooking[] }>("/api/admin/bookings", { signal }),
  setStatus: (id: string, status: BookingView["status"]) => api.patch<{ ok: true }>(`/api/admin/bookings/${id}`, { status }),
  consult: (input: ConsultationInput) => api.post<{ ok: true }>("/api/consultations", input),
};
