import { LinguiContext, Trans, useLingui, type I18nContext } from "@lingui/react";
import { useCallback, type ReactElement, type ReactNode } from "react";
import { useLocation } from "react-router";
import { LOCALES, localeOfPath, pathInLocale, type Locale } from "../../shared/i18n/locales.ts";
import { withOnePeriod, type Catalog, type MessageValues } from "../../shared/i18n/catalog.ts";
import { hasSpanishEdition } from "../../shared/paths.ts";
import { i18nFor } from "./i18n.ts";

/** A catalog's translate function: `t("pricing.title")`, `t("reviews.count", { count: 3 })`. */
export type TextOf<Source extends Catalog> = (id: keyof Source & string, values?: MessageValues) => string;

/** The language of the page being shown: its path says it (/es/... is Spanish). */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/** Messages of one catalog in the page's language; the type parameter is the English catalog. */
export function useText<Source extends Catalog>(): TextOf<Source> {
  const { i18n } = useLingui();
  return useCallback((id, values) => withOnePeriod(i18n._(id, values), values), [i18n]);
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
  return (id, values) => withOnePeriod(i18n._(id, values), values);
}

/**
 * A message with markup: its numbered tags take the given elements, so a link or emphasis keeps its place
 * in each language's word order. `<RichText<typeof catalog> id="signup.agree" components={{ 0: <Link … /> }} />`
 */
export function RichText<Source extends Catalog>({
  id,
  values,
  components,
}: {
  id: keyof Source & string;
  values?: MessageValues;
  components: Record<string, ReactElement>;
}) {
  return <Trans id={id} values={values} components={components} />;
}

/** One unchanging context per language: `_` bound once, as Lingui's provider binds it. */
const languageContexts = Object.fromEntries(
  LOCALES.map((locale) => {
    const i18n = i18nFor(locale);
    return [locale, { i18n, _: i18n._.bind(i18n) }];
  }),
) as Record<Locale, I18nContext>;

/**
 * Gives everything below the Lingui instance of a language (what Lingui's `I18nProvider` does, without its
 * store). Ours never switch language, and every catalog is loaded before the words that need it are drawn
 * (route modules load theirs as they load, parts on demand suspend in `useWords`). Lingui's provider would
 * redraw every text of the page, synchronously, each time a catalog loads: 35–45 ms at 4× CPU slowdown
 * when a page's module arrives while the app starts.
 */
export function LanguageProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LinguiContext.Provider value={languageContexts[locale]}>{children}</LinguiContext.Provider>;
}
