import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireRole, viewerOf } from "../../server/auth/request-auth.ts";
import type { Db } from "../../server/db/client.ts";
import { responses } from "../../server/http/responses.ts";
import { companionAvailabilityView, workspaceView } from "./responses.ts";
import { availabilityExceptionInput, weeklyAvailabilityInput } from "./schema.ts";
import { addException, companionOfAccount, removeException, saveWeeklyHours, workspaceOf } from "./service.server.ts";

/** The role of the accounts a companion answers from (linked to the companion by an admin). */
export const COMPANION_ROLE = "wingwoman";

/** A companion's own workspace (mounted at /api/workspace): accounts with role wingwoman linked to a companion. */
export const workspaceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const companionOnly = { preValidation: requireRole(COMPANION_ROLE) };
  const own = async (request: Parameters<typeof viewerOf>[0]) => {
    const viewer = await viewerOf(request);
    return { actorId: viewer.user.id, companionId: (await companionOfAccount(db, viewer)).id };
  };

  app.get("/", { ...companionOnly, schema: { response: responses({ 200: workspaceView }) } }, async (request) => workspaceOf(db, await viewerOf(request)));

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
