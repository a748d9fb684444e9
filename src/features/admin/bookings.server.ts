import { z } from "zod";
import { requireRole, viewerOf } from "../../server/auth/request-auth.ts";
import { responses } from "../../server/http/responses.ts";
import type { TypedApp } from "../../server/http/typed-app.ts";
import {
  bookingStatusNotes,
  cancelBookingAsAdmin,
  consultationStatusNotes,
  createPaymentRequest,
  listAdminBookings,
  listConsultationsForAdmin,
  listPayments,
  adminBookingResponse,
  adminBookingsResponse,
  adminConsultationsResponse,
  adminPaymentsResponse,
  paymentRequestInput,
  recordSessionOutcome,
  resendPaymentRequest,
  setAdminNotes,
  setConsultationStatusNotes,
  type BookingDeps,
  BOOKING_STATUSES,
  CONSULTATION_STATUSES,
} from "../bookings/index.server.ts";
import { registerStatusNotesRoute } from "./status-notes.server.ts";

/** Bookings, their payments and the consultation requests, as the back office manages them. */
export function registerBookingAdminRoutes(app: TypedApp, deps: BookingDeps): void {
  const { db } = deps;
  const admin = { preValidation: requireRole("admin") };
  const bookingId = { params: z.object({ id: z.uuid("This booking does not exist.") }) };

  app.get("/bookings", { ...admin, schema: { response: responses({ 200: adminBookingsResponse }) } }, async () => ({ bookings: await listAdminBookings(db) }));
  app.get("/payments", { ...admin, schema: { response: responses({ 200: adminPaymentsResponse }) } }, async () => listPayments(db));

  app.get("/consultations", { ...admin, schema: { response: responses({ 200: adminConsultationsResponse }) } }, async () => ({
    consultations: await listConsultationsForAdmin(db),
  }));

  app.post("/bookings/:id/cancel", { ...admin, schema: { ...bookingId, response: responses({ 200: adminBookingResponse }) } }, async (request) => {
    const booking = await cancelBookingAsAdmin(deps, await viewerOf(request), request.params.id, request.log);
    app.mail.wake();
    return { booking };
  });

  app.post(
    "/consultations/:id/payment-request",
    {
      ...admin,
      schema: {
        params: z.object({ id: z.uuid("This request does not exist.") }),
        body: paymentRequestInput,
        response: responses({ 201: adminBookingResponse }),
      },
    },
    async (request, reply) => {
      const booking = await createPaymentRequest(deps, await viewerOf(request), request.params.id, request.body);
      app.mail.wake();
      reply.code(201);
      return { booking };
    },
  );

  app.post("/bookings/:id/payment-request", { ...admin, schema: { ...bookingId, response: responses({ 200: adminBookingResponse }) } }, async (request) => {
    const booking = await resendPaymentRequest(deps, await viewerOf(request), request.params.id);
    app.mail.wake();
    return { booking };
  });

  registerStatusNotesRoute(app, db, {
    path: "/consultations/:id",
    idParam: z.uuid("This request does not exist."),
    subjectType: "consultation",
    statuses: CONSULTATION_STATUSES,
    missing: "This request does not exist.",
    read: consultationStatusNotes,
    write: setConsultationStatusNotes,
  });
  registerStatusNotesRoute(app, db, {
    path: "/bookings/:id",
    idParam: z.uuid("This booking does not exist."),
    subjectType: "booking",
    statuses: BOOKING_STATUSES,
    missing: "This booking does not exist.",
    read: bookingStatusNotes,
    write: async (tx, id, { status, notes }) => {
      const outcome = BOOKING_STATUSES.find((settable) => settable === status);
      if (outcome) await recordSessionOutcome(tx, id, outcome);
      if (notes !== undefined) await setAdminNotes(tx, id, notes);
    },
  });
}
