import { sentenceOf, type Said, type Sentence } from "../../shared/i18n/catalog.ts";

/**
 * Typed errors a service throws; the one error handler (error-handler.ts) turns them into the body below,
 * with the status given here. A message is a catalog id (with its values) where the product has words for it,
 * so that each page says it in its own language; the body carries the English and the id.
 */
export type FieldErrors = Record<string, string>;

export class AppError extends Error {
  override name = "AppError";
  readonly sentence: Sentence;
  constructor(
    readonly status: number,
    readonly code: string,
    message: Said,
    /** Each field's message: a catalog id. */
    readonly fields?: FieldErrors,
    /** Extra response headers, such as Retry-After. */
    readonly headers?: Record<string, string>,
  ) {
    const sentence = sentenceOf(message);
    super(sentence.id);
    this.sentence = sentence;
  }
}

export const badRequest = (message: Said, fields?: FieldErrors, code = "bad_request") => new AppError(400, code, message, fields);
export const unauthorized = (message: Said = "error.logInToContinue") => new AppError(401, "unauthorized", message);
export const forbidden = (message: Said = "error.noAccess", code = "forbidden") => new AppError(403, code, message);
export const notFound = (message: Said = "error.notFound") => new AppError(404, "not_found", message);
export const conflict = (message: Said, code = "conflict") => new AppError(409, code, message);
export const payloadTooLarge = (message: Said) => new AppError(413, "payload_too_large", message);
export const unsupportedMediaType = (message: Said) => new AppError(415, "unsupported_media_type", message);
export const tooManyRequests = (message: Said, retryAfterSeconds: number) =>
  new AppError(429, "rate_limited", message, undefined, { "retry-after": String(retryAfterSeconds) });
export const serviceUnavailable = (message: Said = "error.busy", retryAfterSeconds = 5) =>
  new AppError(503, "unavailable", message, undefined, { "retry-after": String(retryAfterSeconds) });

/**
 * `code` names the error for programs; `message` and `fields` are English; `id`, `values` and `fieldIds` are
 * the catalog ids of the same sentences, for a page to say them in its language.
 */
export interface ErrorBody {
  error: { code: string; message: string; id?: string; values?: Sentence["values"]; fields?: FieldErrors; fieldIds?: FieldErrors };
}
