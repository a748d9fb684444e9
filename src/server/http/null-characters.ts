import type { FastifyInstance } from "fastify";
import { badRequest } from "./errors.ts";

const MESSAGE = "error.nullCharacters";

/** The path of the first string holding U+0000 inside `value` ("message", "interests.2"), or null. */
function nullCharacterPath(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? path : null;
  // Raw bodies (the Stripe webhook's bytes) are not text fields.
  if (depth > 20 || typeof value !== "object" || value === null || ArrayBuffer.isView(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = nullCharacterPath(item, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * PostgreSQL cannot store U+0000 in text: refuse it in any body, query or path with 400 and the field's
 * name, instead of failing in the database. Runs after the route's guard and validation.
 */
export function refuseNullCharacters(app: FastifyInstance): void {
  app.addHook("preHandler", (request, _reply, done) => {
    for (const [part, value] of [
      ["body", request.body],
      ["query", request.query],
      ["params", request.params],
    ] as const) {
      const field = nullCharacterPath(value, "");
      if (field !== null) return done(badRequest(MESSAGE, { [field || part]: MESSAGE }));
    }
    done();
  });
}
