import type { FastifyInstance } from "fastify";
import { contentSecurityPolicy, type CspOptions } from "../../shared/content-security-policy.ts";

/**
 * The headers every answer carries, whatever it is: what helmet sets, with our choices (no framing, the
 * referrer's origin only across sites, resources for this origin only), written out once.
 */
const EVERY_ANSWER = {
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "origin-agent-cluster": "?1",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-content-type-options": "nosniff",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-frame-options": "DENY",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
} as const;

const STRICT_TRANSPORT = "max-age=31536000; includeSubDomains";

/**
 * Security headers on every answer (200, 404 and 500 alike), set as the request arrives so that an error
 * keeps them. HTML pages and uploads replace the CSP with their own; HSTS only when the request really came
 * over HTTPS. One synchronous hook with the headers computed once: it runs on every request. API answers
 * also get their cache policy as they leave (below).
 */
export function registerSecurityHeaders(app: FastifyInstance, origins: Pick<CspOptions, "imageOrigins" | "formOrigins">): void {
  const headers = { ...EVERY_ANSWER, "content-security-policy": contentSecurityPolicy(origins) };
  const overHttps = { ...headers, "strict-transport-security": STRICT_TRANSPORT };
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(request.protocol === "https" ? overHttps : headers);
    done();
  });
  registerApiCachePolicy(app);
}

const API_URL = /^\/api(?:[/?]|$)/;
const PUBLIC_POLICY = /(?:^|[\s,])public(?:[\s,=]|$)/i;
const VARIES_BY_COOKIE = /(?:^|[\s,])(?:cookie|\*)(?:[\s,]|$)/i;

/** What an API answer may be kept as when its route says nothing: by nobody. */
const API_CACHE_CONTROL = "private, no-store";

/**
 * API answers depend on who asks (the account with its phone number, the catalogue as a member sees it,
 * errors about the session), so by default no browser or shared cache keeps one, and each varies by the
 * session cookie. A route whose answer is the same for everyone says so with its own `public` Cache-Control
 * (the site's facts); that answer is kept as it is and does not vary by cookie. A route's own non-public
 * policy (`no-store` on the data export) is kept too. Set as the answer leaves, so errors are covered.
 */
function registerApiCachePolicy(app: FastifyInstance): void {
  app.addHook("onSend", (request, reply, payload, done) => {
    // The route's own path, not the raw URL: the router decodes paths (`/%61pi/...` is an API route too).
    if (!API_URL.test(request.routeOptions.url ?? request.url)) return done(null, payload);
    const given = reply.getHeader("cache-control");
    if (given === undefined) reply.header("cache-control", API_CACHE_CONTROL);
    else if (PUBLIC_POLICY.test(String(given))) return done(null, payload);
    const vary = reply.getHeader("vary");
    if (vary === undefined) reply.header("vary", "cookie");
    else if (!VARIES_BY_COOKIE.test(String(vary))) reply.header("vary", `${String(vary)}, cookie`);
    done(null, payload);
  });
}
