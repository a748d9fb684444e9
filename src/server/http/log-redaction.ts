import type { FastifyRequest } from "fastify";

/** Paths whose last part is itself a secret: a companion's calendar feed (GET /api/calendar/<token>.ics). */
const SECRET_PATH = /^(\/api\/calendar\/)[^/?]+?(\.ics)?(?=$|\?)/;

/**
 * A request URL as the log may keep it: the path, and the query's names without their values. Query values
 * carry tokens (password reset, e-mail verification, booking links) that would otherwise sit in every log,
 * and a calendar feed's path is its token.
 */
export function urlForLog(given: string): string {
  const url = given.replace(SECRET_PATH, "$1[redacted]$2");
  const queryAt = url.indexOf("?");
  if (queryAt < 0) return url;
  const names = url
    .slice(queryAt + 1)
    .split("&")
    .filter(Boolean)
    .map((pair) => `${pair.split("=")[0]}=[redacted]`);
  return `${url.slice(0, queryAt)}?${names.join("&")}`;
}

/** Fastify's request serializer, with the query values redacted. */
export function requestForLog(request: FastifyRequest) {
  return { method: request.method, url: urlForLog(request.url), host: request.host, remoteAddress: request.ip, remotePort: request.socket?.remotePort };
}
