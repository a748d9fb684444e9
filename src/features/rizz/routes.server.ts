import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { responses } from "../../server/http/responses.ts";
import { composeOpeners } from "../../server/adapters/rizz/generator.ts";
import { createLlmGenerator, type OpenerGenerator } from "../../server/adapters/rizz/llm.ts";
import type { AppConfig } from "../../server/config.ts";
import type { Db } from "../../server/db/client.ts";
import { consumeAddressLimit } from "../../server/http/rate-limit.ts";
import { RIZZ_LIMIT_MESSAGE, rizzInput } from "../../shared/rizz.ts";
import { rizzResultView } from "./responses.ts";

/** Generous for a person (a generation every 20 seconds for an hour), a wall for a script. */
const RIZZ_LIMIT = { limit: 180, windowSeconds: 3600, message: RIZZ_LIMIT_MESSAGE };

export const rizzRoutes: FastifyPluginAsyncZod<{ db: Db; config: AppConfig; generator?: OpenerGenerator }> = async (app, { db, config, generator }) => {
  const generate: OpenerGenerator =
    generator ?? (config.llm ? createLlmGenerator(config.llm, (message) => app.log.warn(message)) : async (request) => composeOpeners(request));

  // §7 generate-pickup-lines: body interests, vibe, context; answers pickupLines.
  app.post("/generate", { schema: { body: rizzInput, response: responses({ 200: rizzResultView }) } }, async (request) => {
    await consumeAddressLimit(db, request, "rizz", RIZZ_LIMIT);
    const input = request.body;
    return { pickupLines: await generate(input) };
  });
};
