import interLatin from "../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import playfairLatin from "../../../node_modules/@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2?url";

/**
 * The brand's typefaces (Inter, Playfair Display: 88 KB of Latin) never compete with a page's first paint.
 * The first page a browser opens is drawn in their metric-matched fallbacks (app.css) and fetches them at
 * idle priority (a prefetch), for the next pages; the response also sets a cookie saying so, and every page
 * opened with that cookie uses the faces from the start (`<html data-brand-fonts>`), from the browser's
 * cache. A page never changes face while it is read. No script is involved.
 */
const BRAND_FONTS_COOKIE = "wingmate-fonts";
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Whether this browser has been sent the faces before (it then has them, or gets them with `optional` display). */
export function hasBrandFonts(request: Request): boolean {
  return (request.headers.get("cookie") ?? "").split(";").some((part) => part.trim().startsWith(`${BRAND_FONTS_COOKIE}=`));
}

/** The cookie a first page sets: the next pages use the faces it prefetched. */
export const brandFontsCookie = `${BRAND_FONTS_COOKIE}=1; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;

/** On a browser's first page: the faces, fetched when the browser is idle. */
export function BrandFontsPrefetch() {
  return (
    <>
      <link rel="prefetch" as="font" type="font/woff2" href={interLatin} crossOrigin="anonymous" />
      <link rel="prefetch" as="font" type="font/woff2" href={playfairLatin} crossOrigin="anonymous" />
    </>
  );
}
