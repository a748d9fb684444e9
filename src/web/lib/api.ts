import type { Sentence } from "../../shared/i18n/catalog.ts";

/**
 * The one way the web app talks to the API: same-origin fetch with the session cookie, JSON in and
 * out, and every failure turned into an ApiError carrying the server's code, message and field errors.
 */

/** An error answer (src/server/http/errors.ts): English words, and the catalog ids that say them in each language. */
export interface ApiErrorBody {
  error: { code: string; message: string; id?: string; values?: Sentence["values"]; fields?: Record<string, string>; fieldIds?: Record<string, string> };
}

export class ApiError extends Error {
  override name = "ApiError";
  /** What the error says, by catalog id where the server gave one, else its English message. */
  readonly sentence: Sentence;
  /** Each field's message: its catalog id where the server gave one, else its English. */
  readonly fields: Record<string, string>;
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    body: Partial<Pick<ApiErrorBody["error"], "id" | "values" | "fields" | "fieldIds">> = {},
  ) {
    super(message);
    this.sentence = body.id ? { id: body.id, values: body.values } : { id: message };
    this.fields = { ...body.fields, ...body.fieldIds };
  }
}

/** The error of a request that never reached the server. */
export const networkError = () => new ApiError(0, "network", "We could not reach the server. Check your connection and try again.", { id: "error.network" });

/** The error of an answer that is not ours (a proxy's page, an empty body). */
export function toApiError(status: number, payload: unknown): ApiError {
  const body = (payload as Partial<ApiErrorBody> | undefined)?.error;
  if (body && typeof body.message === "string") return new ApiError(status, body.code ?? "error", body.message, body);
  return new ApiError(status, "error", "An unexpected error occurred. Please try again.", { id: "error.unexpected" });
}

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export async function apiRequest<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const isForm = options.body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: "same-origin",
      signal: options.signal,
      headers: {
        accept: "application/json",
        // Marks the request as coming from our own pages (a CSRF guard checks it on writes).
        "x-requested-with": "wingmate",
        ...(options.body !== undefined && !isForm ? { "content-type": "application/json" } : {}),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw networkError();
  }
  if (response.status === 204) return undefined as T;
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw toApiError(response.status, payload);
  return payload as T;
}
