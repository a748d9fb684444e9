import { z } from "zod";
import { requireRole, viewerOf } from "../../server/auth/request-auth.ts";
import type { FastifyRequest } from "fastify";
import { recordAudit } from "../../server/audit.ts";
import { csvDownloadHeaders, toCsv, type CsvCell } from "../../server/http/csv.ts";
import { notJson, responses } from "../../server/http/responses.ts";
import { floridaTime24, floridaToday } from "../../shared/bookings.ts";
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
  rescheduleAsStaff,
  rescheduleForm,
  resendPaymentRequest,
  setAdminNotes,
  setConsultationStatusNotes,
  type BookingDeps,
  BOOKING_STATUSES,
  CONSULTATION_STATUSES,
} from "../bookings/index.server.ts";
import type { AdminBooking, AdminPayment } from "../bookings/index.ts";
import { registerStatusNotesRoute } from "./status-notes.server.ts";

/** A moment as a spreadsheet reads it, in Florida time: "2026-12-01 18:00". */
const floridaStamp = (iso: string | null) => (iso ? `${floridaToday(new Date(iso))} ${floridaTime24(new Date(iso))}` : null);
const dollars = (cents: number | null) => (cents === null ? null : (cents / 100).toFixed(2));

const BOOKING_COLUMNS = [
  "Starts (Florida)",
  "Session",
  "Companion",
  "Client",
  "E-mail",
  "Phone",
  "Location",
  "Status",
  "Payment",
  "Total (USD)",
  "Booked (Florida)",
  "Notes",
  "Booking id",
];
const bookingCells = (row: AdminBooking): CsvCell[] => [
  floridaStamp(row.startsAt),
  row.sessionLabel,
  row.companion.name,
  row.fullName,
  row.email,
  row.phone,
  row.location,
  row.status,
  row.paymentStatus,
  dollars(row.totalPriceCents),
  floridaStamp(row.createdAt),
  row.adminNotes,
  row.id,
];

const PAYMENT_COLUMNS = [
  "Created (Florida)",
  "Paid (Florida)",
  "Refunded (Florida)",
  "Kind",
  "Description",
  "E-mail",
  "Amount (USD)",
  "Provider",
  "Status",
  "Booking id",
  "Payment id",
];
const paymentCells = (row: AdminPayment): CsvCell[] => [
  floridaStamp(row.createdAt),
  floridaStamp(row.paidAt),
  floridaStamp(row.refundedAt),
  row.kind,
  row.description,
  row.email,
  dollars(row.amountCents),
  row.provider,
  row.status,
  row.bookingId,
  row.id,
];

/** Bookings, their payments and the consultation requests, as the back office manages them. */
export function registerBookingAdminRoutes(app: TypedApp, deps: BookingDeps): void {
  const { db } = deps;
  const admin = { preValidation: requireRole("admin") };
  const bookingId = { params: z.object({ id: z.uuid("This booking does not exist.") }) };

  app.get("/bookings", { ...admin, schema: { response: responses({ 200: adminBookingsResponse }) } }, async () => ({ bookings: await listAdminBookings(db) }));
  app.get("/payments", { ...admin, schema: { response: responses({ 200: adminPaymentsResponse }) } }, async () => listPayments(db));

  // Exports carry clients' contact details out of the site: each download is in the audit log.
  const exported = async (request: FastifyRequest, what: "bookings" | "payments") =>
    recordAudit(db, { actorId: (await viewerOf(request)).user.id, action: `${what}.export`, subjectType: what });
  app.get("/bookings.csv", { ...admin, schema: { response: responses({ 200: notJson("every booking, as a CSV file") }) } }, async (request, reply) => {
    const rows = await listAdminBookings(db);
    await exported(request, "bookings");
    reply.headers(csvDownloadHeaders("wingmate-bookings", floridaToday()));
    return Buffer.from(toCsv(BOOKING_COLUMNS, rows.map(bookingCells)));
  });
  app.get("/payments.csv", { ...admin, schema: { response: responses({ 200: notJson("every payment, as a CSV file") }) } }, async (request, reply) => {
    const { payments } = await listPayments(db);
    await exported(request, "payments");
    reply.headers(csvDownloadHeaders("wingmate-payments", floridaToday()));
    return Buffer.from(toCsv(PAYMENT_COLUMNS, payments.map(paymentCells)));
  });

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

  // A client who calls in: staff move the session by the client's own rules (hours, notice, 24 hours ahead), and the client is mailed.
  app.post(
    "/bookings/:id/reschedule",
    { ...admin, schema: { ...bookingId, body: rescheduleForm, response: responses({ 200: adminBookingResponse }) } },
    async (request) => {
      const { id } = request.params;
      const { before, booking } = await rescheduleAsStaff(deps, id, request.body.date, request.body.time);
      await recordAudit(db, {
        actorId: (await viewerOf(request)).user.id,
        action: "booking.reschedule",
        subjectType: "booking",
        subjectId: id,
        before: { startsAt: before },
        after: { startsAt: booking.startsAt },
      });
      app.mail.wake();
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
