import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import type { FastifyReply } from "fastify";
import { serializerCompiler } from "fastify-type-provider-zod";
import { z } from "zod";

/**
 * The one body every failure answers with (see error-handler.ts and ErrorBody in errors.ts):
 * `{ error: { code, message, id?, values?, fields?, fieldIds? } }`, the English with the catalog ids beside it.
 */
export const errorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    id: z.string().optional(),
    values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    fields: z.record(z.string(), z.string()).optional(),
    fieldIds: z.record(z.string(), z.string()).optional(),
  }),
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

/**
 * JSON made once and sent many times (the catalogue's answers): its UTF-8 bytes, and each compressed form the
 * first time a client accepts it, so that neither encoding nor compressing is repeated per response.
 */
export interface PreparedJson {
  bytes: Buffer;
  compressed: Partial<Record<Encoding, Buffer>>;
}

export type Encoding = "br" | "gzip";
/** Answers smaller than this are sent as they are, by `sendJson` and by the compression plugin (app.ts). */
export const COMPRESSION_THRESHOLD = 1024;

export const prepareJson = (json: string): PreparedJson => ({ bytes: Buffer.from(json), compressed: {} });

const ENCODINGS_BY_PREFERENCE: readonly Encoding[] = ["br", "gzip"];

/** The encodings an Accept-Encoding header accepts (q > 0), brotli first. */
export function acceptedEncodings(acceptEncoding: string | undefined): Encoding[] {
  if (!acceptEncoding) return [];
  const quality = new Map<string, number>();
  for (const item of acceptEncoding.toLowerCase().split(",")) {
    const [name = "", ...parameters] = item.split(";").map((part) => part.trim());
    const q = parameters.find((parameter) => parameter.startsWith("q="));
    quality.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  return ENCODINGS_BY_PREFERENCE.filter((encoding) => (quality.get(encoding) ?? quality.get("*") ?? 0) > 0);
}

/** The encoding to send for an Accept-Encoding header: brotli, else gzip, when accepted; else none. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  return acceptedEncodings(acceptEncoding)[0] ?? null;
}

/**
 * A body compressed in `encoding`: hard for one that is kept and sent many times (prepared JSON, the built
 * pages), quickly for one made for a single response (a page with its reader's first answers).
 */
export function compressBody(body: Buffer | string, encoding: Encoding, effort: "kept" | "one-off" = "kept"): Buffer {
  const kept = effort === "kept";
  return encoding === "br"
    ? brotliCompressSync(body, {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: kept ? 9 : 4, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body) },
      })
    : gzipSync(body, { level: kept ? 9 : 6 });
}

/** Sends prepared JSON, compressed as the client accepts (the compression plugin passes an encoded body as it is). */
export function sendJson(reply: FastifyReply, json: PreparedJson) {
  reply.type("application/json; charset=utf-8").header("vary", "accept-encoding");
  const encoding = json.bytes.length < COMPRESSION_THRESHOLD ? null : preferredEncoding(reply.request.headers["accept-encoding"]);
  if (!encoding) return reply.send(json.bytes);
  const body = (json.compressed[encoding] ??= compressBody(json.bytes, encoding));
  return reply.header("content-encoding", encoding).send(body);
}
