import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireRole, viewerOf } from "../../server/auth/request-auth.ts";
import { acceptFormPosts } from "../../server/http/form-posts.ts";
import { consumeAddressLimit } from "../../server/http/rate-limit.ts";
import { notJson, responses } from "../../server/http/responses.ts";
import { notFound } from "../../server/http/errors.ts";
import { paths } from "../../shared/paths.ts";
import { calendarFeedFor, replaceCalendarFeed, revokeCalendarFeed, type CalendarFeedDeps } from "./calendar-feed.server.ts";
import { calendarFeedChangedView, companionAvailabilityView, sessionSafetyChangedView, workspaceView } from "./responses.ts";
import { checkIn, checkOut, raiseEmergency } from "./safety.server.ts";
import { availabilityExceptionInput, weeklyAvailabilityInput } from "./schema.ts";
import { addException, companionOfAccount, removeException, saveWeeklyHours, workspaceOf } from "./service.server.ts";

/** The role of the accounts a companion answers from (linked to the companion by an admin). */
export const COMPANION_ROLE = "wingwoman";

/** The workspace's routes need the calendar feeds' secrets, and where staff are alerted (the emergency button). */
export interface WorkspaceDeps extends CalendarFeedDeps {
  notifyEmail: string;
}

const sessionParams = z.object({ id: z.uuid("safety.error.notFound") });

/** A companion's own workspace (mounted at /api/workspace): accounts with role wingwoman linked to a companion. */
export const workspaceRoutes: FastifyPluginAsyncZod<WorkspaceDeps> = async (app, feeds) => {
  const { db } = feeds;
  // The calendar subscription's buttons are forms: they post here before the app has started, and the browser is sent back.
  acceptFormPosts(app, paths.workspace);
  const companionOnly = { preValidation: requireRole(COMPANION_ROLE) };
  const own = async (request: Parameters<typeof viewerOf>[0]) => {
    const viewer = await viewerOf(request);
    return { actorId: viewer.user.id, companionId: (await companionOfAccount(db, viewer)).id };
  };

  app.get("/", { ...companionOnly, schema: { response: responses({ 200: workspaceView }) } }, async (request) => workspaceOf(feeds, await viewerOf(request)));

  /** Makes the companion's calendar feed, or replaces it (the old address answers 404 at once). */
  app.post("/calendar-feed", { ...companionOnly, schema: { response: responses({ 200: calendarFeedChangedView }) } }, async (request) => {
    const { actorId, companionId } = await own(request);
    return { calendarFeed: await replaceCalendarFeed(feeds, actorId, companionId), outcome: "created" as const };
  });

  /** Revokes the companion's calendar feed (a form can only post, so this is a POST). */
  app.post("/calendar-feed/revoke", { ...companionOnly, schema: { response: responses({ 200: calendarFeedChangedView }) } }, async (request) => {
    const { actorId, companionId } = await own(request);
    await revokeCalendarFeed(db, actorId, companionId);
    return { calendarFeed: null, outcome: "revoked" as const };
  });

  // The session safety check-in: forms too, so the first tap works on a phone whose app has not started yet.
  const safetyRoute = { ...companionOnly, schema: { params: sessionParams, response: responses({ 200: sessionSafetyChangedView }) } };

  /** "Started": the companion is at the session (from 30 minutes before it starts). */
  app.post("/sessions/:id/started", safetyRoute, async (request) => {
    const { actorId, companionId } = await own(request);
    return checkIn(db, actorId, companionId, request.params.id);
  });

  /** "Ended safely": the session is over and the companion is fine (after "Started"). */
  app.post("/sessions/:id/ended", safetyRoute, async (request) => {
    const { actorId, companionId } = await own(request);
    return checkOut(db, actorId, companionId, request.params.id);
  });

  /** The emergency button: staff are alerted at once, by mail and on the dashboard. */
  app.post("/sessions/:id/emergency", safetyRoute, async (request) => {
    const { actorId, companionId } = await own(request);
    const result = await raiseEmergency(feeds, actorId, companionId, request.params.id);
    app.mail.wake();
    return result;
  });

  app.put(
    "/availability",
    { ...companionOnly, schema: { body: weeklyAvailabilityInput, response: responses({ 200: companionAvailabilityView }) } },
    async (request) => {
      const { actorId, companionId } = await own(request);
      return saveWeeklyHours(db, actorId, companionId, request.body);
    },
  );

  app.post(
    "/time-off",
    { ...companionOnly, schema: { body: availabilityExceptionInput, response: responses({ 201: companionAvailabilityView }) } },
    async (request, reply) => {
      const { actorId, companionId } = await own(request);
      reply.code(201);
      return addException(db, actorId, companionId, request.body);
    },
  );

  app.delete(
    "/time-off/:id",
    {
      ...companionOnly,
      schema: { params: z.object({ id: z.uuid("This time off does not exist.") }), response: responses({ 200: companionAvailabilityView }) },
    },
    async (request) => {
      const { actorId, companionId } = await own(request);
      return removeException(db, actorId, companionId, request.params.id);
    },
  );
};

/** Reads of one feed a client address may make an hour: calendar apps poll every few minutes at most. */
const FEED_READS_PER_HOUR = { limit: 120, windowSeconds: 3600, message: "Too many requests. Please try again later." };
const feedFile = z.object({ file: z.string().max(100) });

/**
 * The companions' calendar feeds (mounted at /api/calendar): GET /api/calendar/<token>.ics, read by calendar
 * apps, which have no session: the token in the address is the only key. A wrong or revoked one is a 404.
 */
export const calendarFeedRoutes: FastifyPluginAsyncZod<CalendarFeedDeps> = async (app, feeds) => {
  app.get(
    "/:file",
    { schema: { params: feedFile, response: responses({ 200: notJson("The companion's sessions as an iCalendar file (text/calendar).") }) } },
    async (request, reply) => {
      await consumeAddressLimit(feeds.db, request, "calendar-feed", FEED_READS_PER_HOUR);
      const token = /^(.+)\.ics$/.exec(request.params.file)?.[1];
      const ics = token ? await calendarFeedFor(feeds, token) : null;
      if (ics === null) throw notFound("This calendar does not exist.");
      return reply
        .header("content-type", "text/calendar; charset=utf-8")
        .header("cache-control", "private, max-age=300")
        .header("x-robots-tag", "noindex")
        .send(Buffer.from(ics, "utf8"));
    },
  );
};
