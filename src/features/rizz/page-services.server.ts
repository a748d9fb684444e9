import type { FastifyRequest } from "fastify";
import type { AppConfig } from "../../server/config.ts";
import type { Db } from "../../server/db/client.ts";
import { AppError } from "../../server/http/errors.ts";
import { rizzInput, rizzMessages } from "../../shared/rizz.ts";
import { generateFor, openerGenerator } from "./generate.server.ts";
import type { RizzPageServices } from "./page-services.ts";
import { rizzResultView } from "./responses.ts";

const TOO_MANY_REQUESTS = 429;

/** The Rizz page's services for one request: the API's own generation, limited by the request's address. */
export function rizzPageServices(db: Db, config: AppConfig, request: Pick<FastifyRequest, "ip" | "log">): RizzPageServices {
  return {
    async generate(fields) {
      const input = rizzInput.safeParse(fields);
      if (!input.success) return { kind: "invalid", message: input.error.issues[0]?.message ?? rizzMessages.missing.description };
      try {
        const generate = openerGenerator(config, (message) => request.log.warn(message));
        const { pickupLines } = rizzResultView.parse({ pickupLines: await generateFor(db, request, generate, input.data) });
        return { kind: "lines", pickupLines };
      } catch (error) {
        if (error instanceof AppError && error.status === TOO_MANY_REQUESTS) return { kind: "failed", message: error.sentence };
        request.log.error({ err: error }, "rizz generation failed");
        return { kind: "failed", message: rizzMessages.failed.description };
      }
    },
  };
}
