import type { FastifyReply } from "fastify";
import { serializerCompiler } from "fastify-type-provider-zod";
import { z } from "zod";

/** The one body every failure answers with (see error-handler.ts): `{ error: { code, message, fields? } }`. */
export const errorBody = z.object({
  error: z.object({ code: z.string(), message: z.string(), fields: z.record(z.string(), z.string()).optional() }),
});

export { okBody } from "../../shared/ok.ts";

/**
 * A body that is not JSON (an image, a file to download, a redirect without a body). Fastify does not run the
 * serializer for buffers, streams and empty bodies: this only records, in the route table, what the route sends.
 */
export const notJson = (description: string) => z.unknown().describe(description);

/**
 * A route's `schema.response`: the statuses it succeeds with, each with its schema, plus the error body for
 * every 4xx and 5xx. The serializer keeps only what a schema names, so a field the schema leaves out (an
 * admin's note, another user's id) never leaves the server, even if a service returned it.
 */
export function responses<const Success extends Record<number, z.ZodType>>(success: Success) {
  return { ...success, "4xx": errorBody, "5xx": errorBody };
}

/** `value` as JSON exactly as a route with this response schema sends it: what the schema does not name is left out. */
export function jsonThrough<Schema extends z.ZodType>(schema: Schema, value: z.input<Schema>): string {
  return serializerCompiler({ schema, method: "GET", url: "", httpStatus: "200" })(value) as string;
}

/** Sends JSON made ahead by `jsonThrough` (Fastify sends JSON-typed text or bytes as they are). */
export const sendJson = (reply: FastifyReply, json: string | Buffer) => reply.type("application/json; charset=utf-8").send(json);
