/**
 * Typed errors a service throws; the one error handler (app.ts) turns them into
 * `{ "error": { "code", "message", "fields"? } }` with the status given here.
 */
export type FieldErrors = Record<string, string>;

export class AppError extends Error {
  override name = "AppError";
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: FieldErrors,
    /** Extra response headers, such as Retry-After. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: FieldErrors, code = "bad_request") => new AppError(400, code, message, fields);
export const unauthorized = (message = "Please log in to continue.") => new AppError(401, "unauthorized", message);
export const forbidden = (message = "You do not have access to this.", code = "forbidden") => new AppError(403, code, message);
export const notFound = (message = "Not found.") => new AppError(404, "not_found", message);
export const conflict = (message: string, code = "conflict") => new AppError(409, code, message);
export const payloadTooLarge = (message: string) => new AppError(413, "payload_too_large", message);
export const unsupportedMediaType = (message: string) => new AppError(415, "unsupported_media_type", message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, "rate_limited", message, undefined, { "retry-after": String(retryAfterSeconds) });
export const serviceUnavailable = (message = "The service is busy. Please try again shortly.", retryAfterSeconds = 5) =>
  new AppError(503, "unavailable", message, undefined, { "retry-after": String(retryAfterSeconds) });

export interface ErrorBody {
  error: { code: string; message: string; fields?: FieldErrors };
}
