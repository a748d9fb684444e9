import type { FastifyInstance } from "fastify";

export interface CspOptions {
  /** `'sha256-…'` sources for the inline scripts of the HTML page being served. */
  scriptHashes?: readonly string[];
  /** Extra origins images may come from (an S3 public URL). */
  imageOrigins?: readonly string[];
}

/** The Content-Security-Policy: scripts only from us or an exact inline hash, never 'unsafe-inline'. */
export function contentSecurityPolicy({ scriptHashes = [], imageOrigins = [] }: CspOptions = {}): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)],
    // React and Radix set style attributes; styles cannot run code, scripts stay strict.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...imageOrigins],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "frame-ancestors": ["'none'"],
    "form-action": ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

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
 * over HTTPS. One synchronous hook with the headers computed once: it runs on every request.
 */
export function registerSecurityHeaders(app: FastifyInstance, imageOrigins: readonly string[]): void {
  const headers = { ...EVERY_ANSWER, "content-security-policy": contentSecurityPolicy({ imageOrigins }) };
  const overHttps = { ...headers, "strict-transport-security": STRICT_TRANSPORT };
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(request.protocol === "https" ? overHttps : headers);
    done();
  });
}
