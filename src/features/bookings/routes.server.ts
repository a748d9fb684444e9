import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser, viewerOf } from "../../server/auth/request-auth.ts";
import { okBody, responses } from "../../server/http/responses.ts";
import { consumeAddressLimit, consumeLimit, consumePaymentPageLimit, consumeRecipientLimit } from "../../server/http/rate-limit.ts";
import { floridaTimeToUtc, sessionType } from "../../shared/bookings.ts";
import type { Catalogue } from "../companions/index.server.ts";
import { nextAvailable, openDays, slotsOn } from "./availability.server.ts";
import { bookingCompanion, clientBooking, maySeeName as maySeeNameOf, ownBookings, shownCompanion as shownCompanionOf } from "./client-reads.server.ts";
import { checkoutForBooking } from "./payments.server.ts";
import {
  bookingAccessQuery,
  bookingActionInput,
  bookingCompanionParams,
  bookingIdParams,
  bookingConfirmationInput,
  bookingMessages,
  bookingInput,
  consultationInput,
  nextAvailableQuery,
  openDaysQuery,
  rescheduleInput,
  slotAvailabilityQuery,
  type BookingView,
} from "./schema.ts";
import {
  bookingCompanionView,
  bookingResponse,
  nextAvailableView,
  bookingCheckoutResponse,
  createdBookingView,
  ownBookingsResponse,
  slotAvailabilityView,
  openDaysView,
} from "./responses.ts";
import {
  bookingView as toBookingView,
  cancelBooking,
  confirmFreeBooking,
  createBooking,
  createConsultation,
  mailsUnprovenAddress,
  rescheduleBooking,
  withVisibleName,
  type BookingDeps,
} from "./service.server.ts";

const formLimit = { limit: 20, windowSeconds: 3600, message: bookingMessages.tooManyRequests };
/** Opening payment pages costs a provider call each: per address (shared with memberships), and per booking. */
const perBookingCheckoutLimit = { limit: 10, windowSeconds: 3600, message: bookingMessages.tooManyPayments };

/** Booking a companion, paying, managing a booking (signed in or by its signed link), and consultation requests (mounted at /api). */
export const bookingRoutes: FastifyPluginAsyncZod<BookingDeps & { catalogue: Catalogue }> = async (app, deps) => {
  const { db, catalogue } = deps;

  const shownCompanion = (id: string) => shownCompanionOf(catalogue, id);
  const maySeeName = async (request: FastifyRequest, companionId: string) => maySeeNameOf(await request.loadViewer(), companionId);

  /** What the booking page may show of a companion: the name, if the viewer may see the profile. */
  app.get("/booking/companions/:id", { schema: { response: responses({ 200: bookingCompanionView }), params: bookingCompanionParams } }, async (request) =>
    bookingCompanion(catalogue, await request.loadViewer(), request.params.id),
  );

  app.get("/booking/next-available", { schema: { response: responses({ 200: nextAvailableView }), querystring: nextAvailableQuery } }, async (request) => {
    const { companionId } = request.query;
    await shownCompanion(companionId);
    const next = await nextAvailable(db, companionId);
    return { nextAvailable: next ? { ...next, startsAt: floridaTimeToUtc(next.date, next.time).toISOString() } : null };
  });

  app.get(
    "/booking/availability",
    {
      schema: {
        response: responses({ 200: slotAvailabilityView }),
        querystring: slotAvailabilityQuery,
      },
    },
    async (request) => {
      const { companionId, date, sessionType: type } = request.query;
      await shownCompanion(companionId);
      return slotsOn(db, companionId, date, type ? sessionType(type).durationMinutes : undefined);
    },
  );

  app.get("/booking/open-days", { schema: { response: responses({ 200: openDaysView }), querystring: openDaysQuery } }, async (request) => {
    const { companionId, sessionType: type } = request.query;
    await shownCompanion(companionId);
    return { openDays: await openDays(db, companionId, type ? sessionType(type).durationMinutes : undefined) };
  });

  /**
   * Counted per client address; the recipient's daily limit counts only the mails this sends to an address
   * nobody has proven (a free session's confirmation link), so holds made with someone's e-mail never lock
   * them out of booking, and a verified account books its own free session whatever others asked for.
   */
  app.post("/bookings", { schema: { response: responses({ 201: createdBookingView }), body: bookingInput } }, async (request, reply) => {
    await consumeAddressLimit(db, request, "bookings", formLimit);
    const input = request.body;
    const viewer = await request.loadViewer();
    if (mailsUnprovenAddress(viewer, input)) await consumeRecipientLimit(db, input.email);
    const created = await createBooking(deps, viewer, input, await maySeeName(request, input.companionId));
    app.mail.wake();
    reply.code(201);
    return created;
  });

  app.get("/bookings/mine", { preValidation: requireUser, schema: { response: responses({ 200: ownBookingsResponse }) } }, async (request) =>
    ownBookings(deps, await viewerOf(request)),
  );

  /** The client's view of a booking, without a locked companion's name until it is paid for. */
  const shown = async (request: FastifyRequest, booking: BookingView) => ({
    booking: withVisibleName(booking, await maySeeName(request, booking.companion.id)),
  });

  app.get(
    "/bookings/:id",
    { schema: { response: responses({ 200: bookingResponse }), params: bookingIdParams, querystring: bookingAccessQuery } },
    async (request) => clientBooking(deps, await request.loadViewer(), request.params.id, request.query.token),
  );

  app.post(
    "/bookings/:id/pay",
    { schema: { response: responses({ 200: bookingCheckoutResponse }), params: bookingIdParams, body: bookingActionInput } },
    async (request) => {
      await consumePaymentPageLimit(db, request);
      await consumeLimit(db, `checkout:booking:${request.params.id}`, perBookingCheckoutLimit);
      const access = { viewer: await request.loadViewer(), token: request.body.token };
      return { checkoutUrl: await checkoutForBooking(deps, access, request.params.id, (companionId) => maySeeName(request, companionId)) };
    },
  );

  /** The page the mailed confirmation link opens sends this: a free session is confirmed by its address. */
  app.post(
    "/bookings/:id/confirm",
    { schema: { response: responses({ 200: bookingResponse }), params: bookingIdParams, body: bookingConfirmationInput } },
    async (request) => {
      const { row, companionName } = await confirmFreeBooking(deps, request.params.id, request.body.confirmation);
      app.mail.wake();
      return shown(request, toBookingView(row, companionName));
    },
  );

  app.post(
    "/bookings/:id/cancel",
    { schema: { response: responses({ 200: bookingResponse }), params: bookingIdParams, body: bookingActionInput } },
    async (request) => {
      const booking = await cancelBooking(deps, { viewer: await request.loadViewer(), token: request.body.token }, request.params.id, request.log);
      app.mail.wake();
      return shown(request, booking);
    },
  );

  app.post(
    "/bookings/:id/reschedule",
    { schema: { response: responses({ 200: bookingResponse }), params: bookingIdParams, body: rescheduleInput } },
    async (request) => {
      const { date, time, token } = request.body;
      const booking = await rescheduleBooking(deps, { viewer: await request.loadViewer(), token }, request.params.id, date, time);
      app.mail.wake();
      return shown(request, booking);
    },
  );

  app.post("/consultations", { schema: { response: responses({ 201: okBody }), body: consultationInput } }, async (request, reply) => {
    await consumeAddressLimit(db, request, "consultations", formLimit);
    const input = request.body;
    await consumeRecipientLimit(db, input.email);
    await createConsultation(db, deps.config, await request.loadViewer(), input);
    app.mail.wake();
    reply.code(201);
    return { ok: true as const };
  });
};
