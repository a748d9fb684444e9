import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { AFTER_FIRST_PAINT } from "../../shared/after-first-paint.ts";
import { BRAND_FONTS_ATTRIBUTE, BRAND_FONTS_KEY } from "../../shared/page-markers.ts";

/**
 * The brand's typefaces (Inter, Playfair Display: 88 KB of Latin) never compete with a page's first paint
 * (issue 25). A browser that has them already gets them from the first paint on: `<html data-brand-fonts>` is
 * set by a script at the top of <head>, before any layout, and the faces come from its cache. A browser that
 * does not paints in their metric-matched fallbacks (app.css) and fetches them once the page has loaded and
 * painted, for the next page: the next document it opens, or the next page the app draws. A page never
 * changes face while it is being read. With scripts off, app.css uses them from the start.
 *
 * This is what `font-display: optional` did on a phone's network already (the files came too late for the
 * first page); it now holds on a fast one too, whose first page used to be drawn in the brand's faces.
 */

/** Their families as app.css declares them; loading one at any weight fetches its Latin file. */
const BRAND_FAMILIES = ["Inter Variable", "Playfair Display Variable"];

/** Inline, first in <head> (its hash is in the page's CSP: src/server/http/web-app.ts). */
export const BRAND_FONTS_SCRIPT = `(() => {
  let kept = null;
  try { kept = localStorage.getItem(${JSON.stringify(BRAND_FONTS_KEY)}); } catch {}
  if (kept) return document.documentElement.setAttribute(${JSON.stringify(BRAND_FONTS_ATTRIBUTE)}, "");
  const download = () => {
    const families = ${JSON.stringify(BRAND_FAMILIES)};
    Promise.all(families.map((family) => document.fonts.load('1em "' + family + '"'))).then((faces) => {
      if (faces.every((loaded) => loaded.length > 0)) try { localStorage.setItem(${JSON.stringify(BRAND_FONTS_KEY)}, "1"); } catch {}
    }, () => {});
  };
  // Once the page has loaded and painted (a browser may fire "load" first), when the browser is idle.
  addEventListener("load", () => ${AFTER_FIRST_PAINT}(() => (window.requestIdleCallback ?? setTimeout)(download)));
})();`;

function brandFontsDownloaded(): boolean {
  try {
    return localStorage.getItem(BRAND_FONTS_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * The app draws each next page in the same document: once the faces are in, they are used from the next
 * page it draws (a change the reader asked for by navigating, not one that happens under their eyes).
 */
export function useBrandFontsFromNextPage(): void {
  const { pathname } = useLocation();
  const firstPage = useRef(pathname);
  useEffect(() => {
    if (pathname !== firstPage.current && brandFontsDownloaded()) document.documentElement.setAttribute(BRAND_FONTS_ATTRIBUTE, "");
  }, [pathname]);
}
