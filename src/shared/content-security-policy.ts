export interface CspOptions {
  /** The nonce of the page's own inline scripts (made per response: src/web/entry.server.tsx). */
  nonce?: string;
  /** Extra origins images may come from (an S3 public URL). */
  imageOrigins?: readonly string[];
  /**
   * Extra origins a form may lead to (Stripe's Checkout): a form's redirect counts, so a form posted before
   * the app has started, answered with a redirect to the payment page, needs that page's origin here.
   */
  formOrigins?: readonly string[];
}

/** The Content-Security-Policy: scripts only from us or with this response's nonce, never 'unsafe-inline'. */
export function contentSecurityPolicy({ nonce, imageOrigins = [], formOrigins = [] }: CspOptions = {}): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : [])],
    // React and Radix set style attributes; styles cannot run code, scripts stay strict.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...imageOrigins],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "frame-ancestors": ["'none'"],
    "form-action": ["'self'", ...formOrigins],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}
