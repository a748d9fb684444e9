import type { FastifyInstance, FastifyRequest } from "fastify";
import { forbidden } from "./errors.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

declare module "fastify" {
  interface FastifyContextConfig {
    /** A route called by another site's server (a payment webhook), exempt from the same-origin check. */
    crossOrigin?: boolean;
  }
}

function isSameOrigin(request: FastifyRequest, allowedOrigins: ReadonlySet<string>): boolean {
  const origin = request.headers.origin;
  if (origin) return allowedOrigins.has(origin) || origin === `${request.protocol}://${request.host}`;
  // No Origin: browsers send Sec-Fetch-Site; anything but our own site is refused. Clients that send
  // neither (curl, server-to-server) carry no ambient browser cookies to abuse.
  const site = request.headers["sec-fetch-site"];
  return site === undefined || site === "same-origin" || site === "none";
}

/**
 * Refuses every state-changing request that comes from another site (CSRF), whatever its path: the router
 * decodes paths (`/%61pi/...` is `/api/...`), so no decision may rest on the raw URL.
 */
export function registerSameOriginCheck(app: FastifyInstance, publicUrl: string): void {
  const allowedOrigins = new Set([new URL(publicUrl).origin]);
  // A callback, not an async function: it runs on every request, and a read passes at once.
  app.addHook("onRequest", (request, _reply, done) => {
    const refused = !SAFE_METHODS.has(request.method) && !request.routeOptions.config?.crossOrigin && !isSameOrigin(request, allowedOrigins);
    done(refused ? forbidden("This request must come from the Wingmate site.", "cross_origin") : undefined);
  });
}
