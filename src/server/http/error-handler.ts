import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { sentenceOf, type Said } from "../../shared/i18n/catalog.ts";
import { englishOf } from "./english.ts";
import { AppError, serviceUnavailable, type ErrorBody, type FieldErrors } from "./errors.ts";

const INVALID_INPUT = "error.invalidInput";
const INTERNAL = "error.internal";
const UNAVAILABLE = "error.unavailable";

/** PostgreSQL SQLSTATE classes and codes that mean "not reachable right now", not "this request is wrong". */
const UNAVAILABLE_SQLSTATES = /^(08...|57P01|57P02|57P03|53300)$/;
const UNAVAILABLE_NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENOTFOUND"]);
const UNAVAILABLE_MESSAGES = /timeout exceeded when trying to connect|Connection terminated|connection error and is not queryable|Client was closed/i;

/**
 * The database is down or restarting (the error itself or any error it wraps): the request may succeed
 * in a moment, so it gets 503 with Retry-After rather than 500.
 */
function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth += 1) {
    if (typeof current !== "object") return false;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (UNAVAILABLE_SQLSTATES.test(code) || UNAVAILABLE_NETWORK_CODES.has(code))) return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.test(message)) return true;
  }
  return false;
}

/** The one place an error becomes a response: `{ error: { code, message, fields? } }`, never a stack or SQL. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendAppError(reply, error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendError(reply, 400, "invalid_input", INVALID_INPUT, fieldsFrom(error.validation, error.validationContext));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, "database unavailable");
      return sendAppError(reply, serviceUnavailable(UNAVAILABLE));
    }
    const status = typeof error.statusCode === "number" ? error.statusCode : 500;
    if (status >= 400 && status < 500) return sendClientError(request, reply, error, status);
    request.log.error({ err: error }, "request failed");
    return sendError(reply, status === 503 ? 503 : 500, status === 503 ? "unavailable" : "internal", INTERNAL);
  });
}

function sendAppError(reply: FastifyReply, error: AppError) {
  if (error.headers) reply.headers(error.headers);
  return sendError(reply, error.status, error.code, error.sentence, error.fields);
}

/** Fastify's own 4xx (bad JSON, body too large, unsupported content type...): a clear message, no internals. */
function sendClientError(request: FastifyRequest, reply: FastifyReply, error: FastifyError, status: number) {
  request.log.info({ code: error.code, status }, "client error");
  const known: Record<string, [string, string]> = {
    FST_ERR_CTP_BODY_TOO_LARGE: ["payload_too_large", "The request is too large."],
    FST_REQ_FILE_TOO_LARGE: ["payload_too_large", "The file is too large."],
    FST_ERR_CTP_INVALID_MEDIA_TYPE: ["unsupported_media_type", "This content type is not accepted."],
    FST_ERR_CTP_EMPTY_JSON_BODY: ["invalid_input", "The request body is empty."],
    FST_ERR_CTP_INVALID_JSON_BODY: ["invalid_input", "The request body is not valid JSON."],
  };
  const [code, message] = known[error.code] ?? (status === 429 ? ["rate_limited", error.message] : ["bad_request", "The request could not be understood."]);
  return sendError(reply, status, code, message);
}

function fieldsFrom(issues: { instancePath: string; message?: string }[], context: string | undefined): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const name = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || context || "body";
    fields[name] ??= issue.message ?? "Invalid value";
  }
  return fields;
}

function sendError(reply: FastifyReply, status: number, code: string, said: Said, fields?: FieldErrors) {
  const body: ErrorBody = { error: { code, ...wordsOf(said), ...(fields ? fieldWords(fields) : {}) } };
  return reply.status(status).type("application/json; charset=utf-8").send(body);
}

/** A message in English, with its catalog id and values when the catalogs have it. */
function wordsOf(said: Said): Pick<ErrorBody["error"], "message" | "id" | "values"> {
  const sentence = sentenceOf(said);
  const english = englishOf(sentence);
  if (english === undefined) return { message: sentence.id };
  return sentence.values ? { message: english, id: sentence.id, values: sentence.values } : { message: english, id: sentence.id };
}

function fieldWords(messages: FieldErrors): Pick<ErrorBody["error"], "fields" | "fieldIds"> {
  const fields: FieldErrors = {};
  const fieldIds: FieldErrors = {};
  for (const [name, message] of Object.entries(messages)) {
    const { message: english, id } = wordsOf(message);
    fields[name] = english;
    if (id) fieldIds[name] = id;
  }
  return Object.keys(fieldIds).length > 0 ? { fields, fieldIds } : { fields };
}
