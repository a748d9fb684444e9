import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { responses } from "../../server/http/responses.ts";
import type { OpenerGenerator } from "../../server/adapters/rizz/llm.ts";
import type { AppConfig } from "../../server/config.ts";
import type { Db } from "../../server/db/client.ts";
import { rizzInput } from "../../shared/rizz.ts";
import { generateFor, openerGenerator } from "./generate.server.ts";
import { rizzResultView } from "./responses.ts";

export const rizzRoutes: FastifyPluginAsyncZod<{ db: Db; config: AppConfig; generator?: OpenerGenerator }> = async (app, { db, config, generator }) => {
  const generate = generator ?? openerGenerator(config, (message) => app.log.warn(message));

  // §7 generate-pickup-lines: body interests, vibe, context; answers pickupLines.
  app.post("/generate", { schema: { body: rizzInput, response: responses({ 200: rizzResultView }) } }, async (request) => ({
    pickupLines: await generateFor(db, request, generate, request.body),
  }));
};
