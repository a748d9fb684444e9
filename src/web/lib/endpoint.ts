import type { z } from "zod";
import { ApiError, apiRequest, type Method } from "./api.ts";

/**
 * One API route as the web app calls it: its method, its path (with `:name` parameters) and, as types, the
 * zod schemas the route registers for its query, its body and its answer. Types only, so that a page calling
 * the API does not load zod as it starts; where a caller relies on the answer's shape the endpoint also holds
 * the response schema (`parsedBy`), and the answer is parsed with it before the caller sees it.
 */
export interface Endpoint<Path extends string, Schemas extends RouteSchemas> {
  readonly method: Method;
  readonly path: Path;
  readonly parse?: z.ZodType<AnswerOf<Schemas>>;
}

export interface RouteSchemas {
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}

export type AnswerOf<Schemas extends RouteSchemas> = z.output<Schemas["response"]>;

/** `"/api/bookings/:id/cancel"` -> `"id"`. */
type PathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

// Each path parameter is one URL segment (the route's params schema checks it on the server).
export type ParamsOf<Path extends string> = Record<PathParams<Path>, string | number>;
type ParamsPart<Path extends string> = [PathParams<Path>] extends [never] ? unknown : { params: ParamsOf<Path> };
type SchemaPart<Schemas, Key extends "query" | "body"> = Schemas extends { [K in Key]: infer Schema extends z.ZodType }
  ? { [K in Key]: z.input<Schema> }
  : unknown;

export type RequestOf<Path extends string, Schemas extends RouteSchemas> = ParamsPart<Path> &
  SchemaPart<Schemas, "query"> &
  SchemaPart<Schemas, "body"> & { signal?: AbortSignal };

/** Declares an endpoint: `endpoint<{ body: typeof reportInput; response: typeof reportFiled }>()("POST", "/api/reports")`. */
export const endpoint =
  <Schemas extends RouteSchemas>() =>
  <const Path extends string>(method: Method, path: Path, parsedBy?: z.ZodType<AnswerOf<Schemas>>): Endpoint<Path, Schemas> => ({
    method,
    path,
    parse: parsedBy,
  });

/** An endpoint's URL: its path with the parameters filled in, and its query (empty values left out). */
export function urlOf(path: string, params: Record<string, string | number> = {}, query: object = {}): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const entries = Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== "");
  const search = new URLSearchParams(entries.map(([key, value]) => [key, String(value)]));
  return search.size > 0 ? `${filled}?${search}` : filled;
}

/** What an endpoint's route takes as its body. */
export type BodyOf<E> = E extends Endpoint<string, infer Schemas> ? (Schemas extends { body: infer Body extends z.ZodType } ? z.input<Body> : never) : never;

type Optional<Input> = object extends Omit<Input, "signal"> ? [input?: Input] : [input: Input];

/** Calls an endpoint: the request is typed by the route's schemas and so is the answer (errors: `ApiError`). */
export async function call<Path extends string, Schemas extends RouteSchemas>(
  endpoint: Endpoint<Path, Schemas>,
  ...[input]: Optional<RequestOf<Path, Schemas>>
): Promise<AnswerOf<Schemas>> {
  const { params, query, body, signal } = (input ?? {}) as { params?: Record<string, string | number>; query?: object; body?: unknown; signal?: AbortSignal };
  const answer = await apiRequest<unknown>(endpoint.method, urlOf(endpoint.path, params, query), { body, signal });
  return answerOf(endpoint, answer);
}

/** The answer as the endpoint's response schema reads it, where the endpoint holds it. */
export function answerOf<Schemas extends RouteSchemas>(endpoint: Endpoint<string, Schemas>, answer: unknown): AnswerOf<Schemas> {
  if (!endpoint.parse) return answer as AnswerOf<Schemas>;
  const parsed = endpoint.parse.safeParse(answer);
  if (!parsed.success) throw new ApiError(0, "unexpected-answer", "An unexpected error occurred. Please try again.", { id: "error.unexpected" });
  return parsed.data;
}
