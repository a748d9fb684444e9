import { z } from "zod";
import { requireRole, viewerOf } from "../../server/auth/request-auth.ts";
import type { Db } from "../../server/db/client.ts";
import { responses } from "../../server/http/responses.ts";
import type { TypedApp } from "../../server/http/typed-app.ts";
import {
  addException,
  availabilityExceptionInput,
  availabilityOf,
  calendarWeekQuery,
  companionAvailabilityView,
  companionCalendar,
  companionCalendarView,
  removeException,
  saveWeeklyHours,
  weeklyAvailabilityInput,
} from "../workspace/index.server.ts";

const idParams = z.object({ id: z.string().trim().min(1).max(40) });

/** A companion's availability and week calendar, for the back office (the same rules as the companion's own page). */
export function registerAvailabilityAdminRoutes(app: TypedApp, { db }: { db: Db }): void {
  const admin = { preValidation: requireRole("admin") };
  const actorOf = async (request: Parameters<typeof viewerOf>[0]) => (await viewerOf(request)).user.id;

  app.get(
    "/companions/:id/availability",
    { ...admin, schema: { params: idParams, response: responses({ 200: companionAvailabilityView }) } },
    async (request) => availabilityOf(db, request.params.id),
  );

  app.put(
    "/companions/:id/availability",
    { ...admin, schema: { params: idParams, body: weeklyAvailabilityInput, response: responses({ 200: companionAvailabilityView }) } },
    async (request) => saveWeeklyHours(db, await actorOf(request), request.params.id, request.body),
  );

  app.post(
    "/companions/:id/time-off",
    { ...admin, schema: { params: idParams, body: availabilityExceptionInput, response: responses({ 201: companionAvailabilityView }) } },
    async (request, reply) => {
      const availability = await addException(db, await actorOf(request), request.params.id, request.body);
      reply.code(201);
      return availability;
    },
  );

  app.delete(
    "/companions/:id/time-off/:exceptionId",
    {
      ...admin,
      schema: { params: idParams.extend({ exceptionId: z.uuid("This time off does not exist.") }), response: responses({ 200: companionAvailabilityView }) },
    },
    async (request) => removeException(db, await actorOf(request), request.params.id, request.params.exceptionId),
  );

  app.get(
    "/companions/:id/calendar",
    {
      ...admin,
      schema: {
        params: idParams,
        querystring: calendarWeekQuery,
        response: responses({ 200: companionCalendarView }),
      },
    },
    async (request) => companionCalendar(db, request.params.id, request.query.week),
  );
}
