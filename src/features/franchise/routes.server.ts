import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { okBody, responses } from "../../server/http/responses.ts";
import type { AppConfig } from "../../server/config.ts";
import type { Db } from "../../server/db/client.ts";
import { consumeAddressLimit, consumeRecipientLimit } from "../../server/http/rate-limit.ts";
import { franchiseEnquiryInput } from "./schema.ts";
import { submitEnquiry } from "./service.server.ts";

const enquiryLimit = { limit: 5, windowSeconds: 3600, message: "You have sent several enquiries already. We will be in touch soon." };

/** The franchise enquiry form (mounted at /api/franchise-enquiries). */
export const franchiseRoutes: FastifyPluginAsyncZod<{ db: Db; config: AppConfig }> = async (app, { db, config }) => {
  app.post("/", { schema: { body: franchiseEnquiryInput, response: responses({ 201: okBody }) } }, async (request, reply) => {
    await consumeAddressLimit(db, request, "franchise", enquiryLimit);
    await consumeRecipientLimit(db, request.body.email);
    await submitEnquiry(db, config, request.body);
    app.mail.wake();
    reply.code(201);
    return { ok: true as const };
  });
};
