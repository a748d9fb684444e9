/**
 * The one way the web app talks to the API: same-origin fetch with the session cookie, JSON in and
 * out, and every failure turned into an ApiError carrying the server's code, message and field errors.
 */

export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
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
    throw new ApiError(0, "network", "We could not reach the server. Check your connection and try again.");
  }
  if (response.status === 204) return undefined as T;
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw toApiError(response.status, payload);
  return payload as T;
}

function toApiError(status: number, payload: unknown): ApiError {
  const body = (payload as Partial<ApiErrorBody> | undefined)?.error;
  if (body && typeof body.message === "string") return new ApiError(status, body.code ?? "error", body.message, body.fields);
  return new ApiError(status, "error", "An unexpected error occurred. Please try again.");
}
