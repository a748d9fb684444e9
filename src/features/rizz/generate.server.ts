import { composeOpeners } from "../../server/adapters/rizz/generator.ts";
import { createLlmGenerator, type OpenerGenerator, type RizzRequest } from "../../server/adapters/rizz/llm.ts";
import type { AppConfig } from "../../server/config.ts";
import type { Db } from "../../server/db/client.ts";
import { consumeAddressLimit } from "../../server/http/rate-limit.ts";
import { RIZZ_LIMIT_MESSAGE } from "../../shared/rizz.ts";

/** Generous for a person (a generation every 20 seconds for an hour), a wall for a script. */
const RIZZ_LIMIT = { limit: 180, windowSeconds: 3600, message: RIZZ_LIMIT_MESSAGE };

/** The site's opener generator: the configured model (checked and topped up by ours), else the built-in templates. */
export function openerGenerator(config: AppConfig, warn: (message: string) => void): OpenerGenerator {
  return config.llm ? createLlmGenerator(config.llm, warn) : async (request) => composeOpeners(request);
}

/** §7 generate-pickup-lines for one client address: counted against its hourly limit, then generated. */
export async function generateFor(db: Db, client: { ip: string }, generate: OpenerGenerator, request: RizzRequest): Promise<string[]> {
  await consumeAddressLimit(db, client, "rizz", RIZZ_LIMIT);
  return generate(request);
}
