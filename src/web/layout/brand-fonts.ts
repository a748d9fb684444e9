/**
 * The brand's typefaces (Inter, Playfair Display: 88 KB of Latin) never compete with a browser's first
 * paint. Its first page is drawn in their metric-matched fallbacks (app.css) and the response sets a cookie;
 * every page opened with that cookie uses the faces (`<html data-brand-fonts>`), with `font-display:
 * optional`: a page never changes face while it is read, and the files, once fetched, come from the cache.
 * No script is involved.
 */
const BRAND_FONTS_COOKIE = "wingmate-fonts";
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Whether this browser has opened a page of ours before (so its pages may use the faces). */
export function hasBrandFonts(request: Request): boolean {
  return (request.headers.get("cookie") ?? "").split(";").some((part) => part.trim().startsWith(`${BRAND_FONTS_COOKIE}=`));
}

/** The cookie a browser's first page sets. */
export const brandFontsCookie = `${BRAND_FONTS_COOKIE}=1; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
