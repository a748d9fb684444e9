import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser, viewerOf } from "../../server/auth/request-auth.ts";
import type { Db } from "../../server/db/client.ts";
import { responses } from "../../server/http/responses.ts";
import { fileReport } from "./queue.server.ts";
import { reportFiled } from "./responses.ts";
import { reportInput } from "./schema.ts";

/** Members report a companion, a review or a message; the reports wait in the admin queue (mounted at /api/reports). */
export const reportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post("/", { preValidation: requireUser, schema: { body: reportInput, response: responses({ 201: reportFiled }) } }, async (request, reply) => {
    const id = await fileReport(db, (await viewerOf(request)).user.id, request.body);
    reply.code(201);
    return { id, message: "Thank you. Our team will look into it." };
  });
};
