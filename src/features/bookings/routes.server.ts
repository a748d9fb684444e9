import { desc, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { requireRole, requireUser, viewerOf } from "../../server/auth/request-auth.ts";
import { consultations, companions } from "../../server/db/schema.ts";
import { notFound } from "../../server/http/errors.ts";
import { consumeAddressLimit, consumeLimit, consumePaymentPageLimit, consumeRecipientLimit } from "../../server/http/rate-limit.ts";
import type { TypedApp } from "../../server/http/typed-app.ts";
import { registerPeriodicJob } from "../../server/jobs/periodic.ts";
import { hasVipAccess } from "../../shared/access.ts";
import { isPreviewCompanion } from "../../shared/catalogue.ts";
import type { Catalogue } from "../companions/catalogue.server.ts";

import {
  cancelBooking,
  cancelBookingAsAdmin,
  checkoutForBooking,
  createBooking,
  createPaymentRequest,
  listPayments,
  paymentRequestsByConsultation,
  resendPaymentRequest,
  sweepBookingPayments,
} from "./payments.server.ts";
import { bookingAccessQuery, bookingActionInput, bookingInput, consultationInput, paymentRequestInput, rescheduleInput } from "./schema.ts";
import type { BookingView } from "./schema.ts";
import { accessibleBooking, bookingView, createConsultation, listAdminBookings, listOwnBookings, rescheduleBooking, sendDueReminders, unavailableSlots, withVisibleName, type BookingDeps } from "./service.server.ts";

const REMINDER_INTERVAL_MS = 5 * 60_000;
const HOLD_SWEEP_INTERVAL_MS = 60_000;
const formLimit = { limit: 20, windowSeconds: 3600, message: "Too many requests. Please wait a little and try again." };
/** Opening payment pages costs a provider call each: per address (shared with memberships), and per booking. */
const perBookingCheckoutLimit = { limit: 10, windowSeconds: 3600, message: "Too many payment attempts for this booking. Please wait a little and try again." };

export function registerBookingRoutes(app: TypedApp, deps: BookingDeps & { catalogue: Catalogue; runBackgroundWork: boolean }): void {
  const { db, catalogue } = deps;
  const idParams = z.object({ id: z.uuid("This booking does not exist.") });

  /** Whether the viewer may see a companion's name: a preview profile, or a member or admin. */
  const maySeeName = async (request: FastifyRequest, companionId: string) => isPreviewCompanion(companionId) || hasVipAccess(await request.loadViewer());

  /** What the booking page may show of a companion: the name, if the viewer may see the profile. */
  app.get("/api/booking/companions/:id", { schema: { params: z.object({ id: z.string().min(1).max(40) }) } }, async (request) => {
    const { id } = request.params;
    const entry = await catalogue.get(id);
    if (!entry || entry.row.hidden) throw notFound("This companion does not exist.");
    return { companion: { id, name: (await maySeeName(request, id)) ? entry.row.name : null } };
  });

  app.get("/api/booking/availability", { schema: { querystring: z.object({ companionId: z.string().min(1).max(40), date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }) } }, async (request) => {
    const { companionId, date } = request.query;
    const entry = await catalogue.get(companionId);
    if (!entry || entry.row.hidden) throw notFound("This companion does not exist.");
    return { unavailable: await unavailableSlots(db, companionId, date) };
  });

  app.post("/api/bookings", { schema: { body: bookingInput } }, async (request, reply) => {
    await consumeAddressLimit(db, request, "bookings", formLimit);
    const input = request.body;
    await consumeRecipientLimit(db, input.email);
    const created = await createBooking(deps, await request.loadViewer(), input, await maySeeName(request, input.companionId));
    app.mail.wake();
    reply.code(201);
    return created;
  });

  app.get("/api/bookings/mine", { preValidation: requireUser }, async (request) => ({ bookings: await listOwnBookings(db, (await viewerOf(request)).user.id) }));

  /** The client's view of a booking, without a locked companion's name until it is paid for. */
  const shown = async (request: FastifyRequest, booking: BookingView) => ({ booking: withVisibleName(booking, await maySeeName(request, booking.companion.id)) });

  app.get("/api/bookings/:id", { schema: { params: idParams, querystring: bookingAccessQuery } }, async (request) => {
    const access = { viewer: await request.loadViewer(), token: request.query.token };
    const { booking, companionName } = await accessibleBooking(deps, access, request.params.id);
    return shown(request, bookingView(booking, companionName));
  });

  app.post("/api/bookings/:id/pay", { schema: { params: idParams, body: bookingActionInput } }, async (request) => {
    await consumePaymentPageLimit(db, request);
    await consumeLimit(db, `checkout:booking:${request.params.id}`, perBookingCheckoutLimit);
    const access = { viewer: await request.loadViewer(), token: request.body.token };
    return { checkoutUrl: await checkoutForBooking(deps, access, request.params.id, (companionId) => maySeeName(request, companionId)) };
  });

  app.post("/api/bookings/:id/cancel", { schema: { params: idParams, body: bookingActionInput } }, async (request) => {
    const booking = await cancelBooking(deps, { viewer: await request.loadViewer(), token: request.body.token }, request.params.id, request.log);
    app.mail.wake();
    return shown(request, booking);
  });

  app.post("/api/bookings/:id/reschedule", { schema: { params: idParams, body: rescheduleInput } }, async (request) => {
    const { date, time, token } = request.body;
    const booking = await rescheduleBooking(deps, { viewer: await request.loadViewer(), token }, request.params.id, date, time);
    app.mail.wake();
    return shown(request, booking);
  });

  app.post("/api/consultations", { schema: { body: consultationInput } }, async (request, reply) => {
    await consumeAddressLimit(db, request, "consultations", formLimit);
    const input = request.body;
    await consumeRecipientLimit(db, input.email);
    await createConsultation(db, deps.config, await request.loadViewer(), input);
    app.mail.wake();
    reply.code(201);
    return { ok: true };
  });

  registerAdminBookingRoutes(app, deps);
  if (deps.runBackgroundWork) registerBookingSweeps(app, deps);
}

function registerAdminBookingRoutes(app: TypedApp, deps: BookingDeps): void {
  const { db } = deps;
  const admin = { preValidation: requireRole("admin") };
  const bookingId = { params: z.object({ id: z.uuid("This booking does not exist.") }) };

  app.get("/api/admin/bookings", admin, async () => ({ bookings: await listAdminBookings(db) }));
  app.get("/api/admin/payments", admin, async () => listPayments(db));

  app.get("/api/admin/consultations", admin, async () => {
    const [rows, requests] = await Promise.all([
      db.select({ consultation: consultations, companionName: companions.name }).from(consultations).leftJoin(companions, eq(companions.id, consultations.companionId)).orderBy(desc(consultations.createdAt)).limit(500),
      paymentRequestsByConsultation(db),
    ]);
    return {
      consultations: rows.map(({ consultation, companionName }) => {
        const request = requests.get(consultation.id);
        return {
          ...consultation,
          companionName,
          createdAt: consultation.createdAt.toISOString(),
          paymentRequest: request
            ? { bookingId: request.id, status: request.status, paymentStatus: request.paymentStatus, holdExpiresAt: request.holdExpiresAt, totalPriceCents: request.totalPriceCents, startsAt: request.startsAt }
            : null,
        };
      }),
    };
  });

  app.post("/api/admin/bookings/:id/cancel", { ...admin, schema: bookingId }, async (request) => {
    const booking = await cancelBookingAsAdmin(deps, await viewerOf(request), request.params.id, request.log);
    app.mail.wake();
    return { booking };
  });

  app.post(
    "/api/admin/consultations/:id/payment-request",
    { ...admin, schema: { params: z.object({ id: z.uuid("This request does not exist.") }), body: paymentRequestInput } },
    async (request, reply) => {
      const booking = await createPaymentRequest(deps, await viewerOf(request), request.params.id, request.body);
      app.mail.wake();
      reply.code(201);
      return { booking };
    },
  );

  app.post("/api/admin/bookings/:id/payment-request", { ...admin, schema: bookingId }, async (request) => {
    const booking = await resendPaymentRequest(deps, await viewerOf(request), request.params.id);
    app.mail.wake();
    return { booking };
  });
}

/** Reminders a day ahead, and the payments sweep (lapsed holds, refunds to retry). */
function registerBookingSweeps(app: TypedApp, deps: BookingDeps): void {
  registerPeriodicJob(app, {
    name: "booking reminder sweep",
    everyMs: REMINDER_INTERVAL_MS,
    run: async () => (await sendDueReminders(deps)) > 0 && app.mail.wake(),
  });
  registerPeriodicJob(app, {
    name: "booking payments sweep",
    everyMs: HOLD_SWEEP_INTERVAL_MS,
    run: async () => (await sweepBookingPayments(deps, app.log)).refunds > 0 && app.mail.wake(),
  });
}
