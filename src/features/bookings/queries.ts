import { queryOptions } from "@tanstack/react-query";
import type { SessionTypeId } from "../../shared/bookings.ts";
import { call } from "../../web/lib/endpoint.ts";
import { bookingsContract as contract } from "./contract.ts";
import type { AdminBookingView, BOOKING_STATUSES, BookingInput, ConsultationInput, PaymentRequestInput } from "./schema.ts";

export type AdminBooking = AdminBookingView;

/** A guest's signed link token, sent along with every action on a booking (an owner's session suffices). */
const withToken = (token: string | null | undefined) => (token ? { token } : {});

export const bookingApi = {
  create: (input: BookingInput) => call(contract.create, { body: input }),
  pay: (id: string, token: string | null) => call(contract.pay, { params: { id }, body: withToken(token) }),
  /** Confirms a free session with the proof from the link mailed to its address. */
  confirm: (id: string, confirmation: string) => call(contract.confirm, { params: { id }, body: { confirmation } }),
  cancel: (id: string, token: string | null = null) => call(contract.cancel, { params: { id }, body: withToken(token) }),
  reschedule: (id: string, date: string, time: string, token: string | null = null) =>
    call(contract.reschedule, { params: { id }, body: { date, time, ...withToken(token) } }),
  all: (signal?: AbortSignal) => call(contract.admin.all, { signal }),
  setStatus: (id: string, status: (typeof BOOKING_STATUSES)[number]) => call(contract.admin.setStatus, { params: { id }, body: { status } }),
  adminCancel: (id: string) => call(contract.admin.cancel, { params: { id } }),
  adminReschedule: (id: string, date: string, time: string) => call(contract.admin.reschedule, { params: { id }, body: { date, time } }),
  paymentRequest: (consultationId: string, input: PaymentRequestInput) => call(contract.admin.paymentRequest, { params: { id: consultationId }, body: input }),
  resendPaymentRequest: (bookingId: string) => call(contract.admin.resendPaymentRequest, { params: { id: bookingId } }),
  /** Paid and refunded bookings and memberships, with per-month totals (Florida time). */
  payments: (signal?: AbortSignal) => call(contract.admin.payments, { signal }),
  consult: (input: ConsultationInput) => call(contract.consult, { body: input }),
};

/** A companion's next free time, as a profile shows it. */
export const nextAvailableOptions = (companionId: string) =>
  queryOptions({
    queryKey: ["booking", "next-available", companionId],
    queryFn: ({ signal }) => call(contract.nextAvailable, { query: { companionId }, signal }),
    staleTime: 60_000,
  });

/** Which of a companion's times are taken on a day; `slotAvailabilityKey` covers every day of theirs. */
export const slotAvailabilityKey = (companionId: string) => ["booking", "availability", companionId] as const;
/** `sessionType`: the session the times are for ("" for a one-hour session's). */
export const slotAvailabilityOptions = (companionId: string, date: string, sessionType: SessionTypeId | "") =>
  queryOptions({
    queryKey: [...slotAvailabilityKey(companionId), date, sessionType],
    queryFn: ({ signal }) => call(contract.availability, { query: { companionId, date, sessionType: sessionType || undefined }, signal }),
  });

/** The days with free times for a session, from today to the last bookable day (under `slotAvailabilityKey`: a booking refreshes both). */
export const openDaysOptions = (companionId: string, sessionType: SessionTypeId | "") =>
  queryOptions({
    queryKey: [...slotAvailabilityKey(companionId), "open-days", sessionType],
    queryFn: ({ signal }) => call(contract.openDays, { query: { companionId, sessionType: sessionType || undefined }, signal }),
  });

/** What the booking page may show of a companion (the name only when the viewer may see the profile). */
export const bookingCompanionOptions = (companionId: string) =>
  queryOptions({
    queryKey: ["booking", "companion", companionId],
    queryFn: ({ signal }) => call(contract.companion, { params: { id: companionId }, signal }),
    retry: false,
  });

/** Every bookings query lives under this key: one invalidation refreshes the client's lists and bookings. */
export const bookingsKey = ["bookings"] as const;

/** The signed-in client's own bookings (My Bookings). */
export const ownBookingsOptions = () => queryOptions({ queryKey: [...bookingsKey, "mine"], queryFn: ({ signal }) => call(contract.mine, { signal }) });

/** One booking, for its owner or with a guest's signed link (the key holds the token: each link reads on its own). */
export const bookingOptions = (id: string, token: string | null) =>
  queryOptions({
    queryKey: [...bookingsKey, "one", id, token ?? ""],
    queryFn: ({ signal }) => call(contract.one, { params: { id }, query: { token: token ?? undefined }, signal }),
  });

/** Every client's booking, for an admin on My Bookings. */
export const allBookingsOptions = () => queryOptions({ queryKey: [...bookingsKey, "all"], queryFn: ({ signal }) => bookingApi.all(signal) });
