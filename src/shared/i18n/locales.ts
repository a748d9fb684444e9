/**
 * The site's languages. English lives at today's paths, Spanish under /es/; the path alone
 * says which language a page is in, so a shared link or a search result always opens the same edition.
 */
export const LOCALES = ["en", "es"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** The tags handed to Intl: US English and US Spanish, as read in Florida. */
export const INTL_LOCALE: Record<Locale, string> = { en: "en-US", es: "es-US" };

/** Each language's own name, as the switcher shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", es: "Español" };

const SPANISH_PREFIX = "/es";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** "/es" and "/es/..." are Spanish; every other path is English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === SPANISH_PREFIX || pathname.startsWith(`${SPANISH_PREFIX}/`) ? "es" : "en";
}

/** The page's path without its language prefix: "/es/pricing" -> "/pricing", "/es" -> "/". */
export function withoutLocale(pathname: string): string {
  if (localeOfPath(pathname) === DEFAULT_LOCALE) return pathname;
  return pathname.slice(SPANISH_PREFIX.length) || "/";
}

/** The same page in a language: "/pricing" in Spanish -> "/es/pricing", "/" -> "/es". */
export function pathInLocale(path: string, locale: Locale): string {
  const base = withoutLocale(path);
  if (locale === DEFAULT_LOCALE) return base;
  return base === "/" ? SPANISH_PREFIX : `${SPANISH_PREFIX}${base}`;
}
