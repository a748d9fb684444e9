import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../../shared/i18n/locales.ts";
import type { LoadedCatalog } from "../../shared/i18n/catalog.ts";

/**
 * One Lingui instance per language, each active in its own language for good: a page renders with the
 * instance of its path's language, so two pages rendered side by side on the server never share a switched state.
 */
const instances = Object.fromEntries(LOCALES.map((locale) => [locale, setupI18n({ locale, messages: { [locale]: {} } })])) as Record<Locale, I18n>;

export function i18nFor(locale: Locale): I18n {
  return instances[locale];
}

/**
 * Adds catalogs to a language. Route modules call this when they load, before their page renders, so
 * the browser receives the catalogs of the pages it opens, in the page's language only.
 */
export function addMessages(locale: Locale, ...catalogs: LoadedCatalog[]): void {
  for (const catalog of catalogs) {
    i18nFor(locale).load(locale, catalog as Messages);
    if (locale !== DEFAULT_LOCALE) continue;
    // English is every language's fallback: its words fill the keys another language has not loaded
    // (yet), never replacing a translation.
    for (const other of LOCALES) {
      if (other !== DEFAULT_LOCALE) i18nFor(other).load(other, missingFrom(i18nFor(other).messages, catalog as Messages));
    }
  }
}

/** The messages of `catalog` whose keys `messages` lacks (copying only those: a page adds a dozen catalogs as it starts). */
function missingFrom(messages: Messages, catalog: Messages): Messages {
  const missing: Messages = {};
  for (const [id, message] of Object.entries(catalog)) {
    if (!Object.hasOwn(messages, id)) missing[id] = message;
  }
  return missing;
}
