import type { FastifyRequest } from "fastify";

/**
 * A request URL as the log may keep it: the path, and the query's names without their values. Query values
 * carry tokens (password reset, e-mail verification, booking links) that would otherwise sit in every log.
 */
export function urlForLog(url: string): string {
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
