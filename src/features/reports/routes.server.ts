import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { responses } from "../../server/http/responses.ts";
import { z } from "zod";
import { requireUser, viewerOf } from "../../server/auth/request-auth.ts";
import type { Db } from "../../server/db/client.ts";
import { reports } from "../../server/db/schema.ts";
import { consumeLimit } from "../../server/http/rate-limit.ts";
import { reportInput } from "./schema.ts";

const reportLimit = { limit: 20, windowSeconds: 86_400, message: "You have sent many reports today. Please try again tomorrow." };

/** Members report a companion, a review or a message; the reports wait in the admin queue (mounted at /api/reports). */
export const reportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    "/",
    { preValidation: requireUser, schema: { body: reportInput, response: responses({ 201: z.object({ id: z.string().optional(), message: z.string() }) }) } },
    async (request, reply) => {
      const viewer = await viewerOf(request);
      await consumeLimit(db, `reports:account:${viewer.user.id}`, reportLimit);
      const [row] = await db
        .insert(reports)
        .values({ reporterId: viewer.user.id, ...request.body })
        .returning({ id: reports.id });
      reply.code(201);
      return { id: row?.id, message: "Thank you. Our team will look into it." };
    },
  );
};
