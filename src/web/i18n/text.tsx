import { useLingui } from "@lingui/react";
import { useCallback } from "react";
import { useLocation } from "react-router";
import { localeOfPath, pathInLocale, type Locale } from "../../shared/i18n/locales.ts";
import type { Catalog } from "../../shared/i18n/catalog.ts";
import { hasSpanishEdition } from "../../shared/paths.ts";
import { i18nFor } from "./i18n.ts";

export type MessageValues = Record<string, string | number>;

/** A catalog's translate function: `t("pricing.title")`, `t("reviews.count", { count: 3 })`. */
export type TextOf<Source extends Catalog> = (id: keyof Source & string, values?: MessageValues) => string;

/** The language of the page being shown: its path says it (/es/... is Spanish). */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/** Messages of one catalog in the page's language; the type parameter is the English catalog. */
export function useText<Source extends Catalog>(): TextOf<Source> {
  const { i18n } = useLingui();
  return useCallback((id, values) => i18n._(id, values), [i18n]);
}

/**
 * Where a link should go in the page's language: a Spanish page links to the Spanish edition of a page
 * when it has one, otherwise to the English page.
 */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => (locale !== "en" && hasSpanishEdition(path) ? pathInLocale(path, locale) : path), [locale]);
}

/** A route's `meta` in the language of its path: `const t = metaText<typeof catalog>(args)`. */
export function metaText<Source extends Catalog>({ location }: { location: { pathname: string } }): TextOf<Source> {
  const i18n = i18nFor(localeOfPath(location.pathname));
  return (id, values) => i18n._(id, values);
}
