import type { FastifyInstance } from "fastify";
import helmet from "@fastify/helmet";

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
 * Security headers on every answer (200, 404 and 500 alike). HTML pages replace the CSP with one carrying
 * their own script hashes; HSTS only when the request really came over HTTPS.
 */
export async function registerSecurityHeaders(app: FastifyInstance, imageOrigins: readonly string[]): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: false,
    hsts: false,
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginResourcePolicy: { policy: "same-origin" },
  });
  const defaultPolicy = contentSecurityPolicy({ imageOrigins });
  app.addHook("onSend", async (request, reply, payload) => {
    if (!reply.hasHeader("content-security-policy")) reply.header("content-security-policy", defaultPolicy);
    if (request.protocol === "https") {
      reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
    }
    return payload;
  });
}
