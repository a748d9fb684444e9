import { use } from "react";
import type { Locale } from "../../shared/i18n/locales.ts";
import type { LoadedCatalog } from "../../shared/i18n/catalog.ts";
import { addMessages } from "./i18n.ts";
import { useLocale } from "./text.tsx";

/** One catalog in each language, each fetched on demand: `{ en: () => import("./x.messages.en.ts"), es: … }`. */
export type WordLoaders = Record<Locale, () => Promise<{ default: LoadedCatalog }>>;

const loading = new Map<() => Promise<unknown>, Promise<void>>();

/** Fetches and registers a catalog in one language, once. */
export function loadWords(loaders: WordLoaders, locale: Locale): Promise<void> {
  const load = loaders[locale];
  let promise = loading.get(load);
  if (!promise) {
    promise = load().then((module) => addMessages(locale, module.default));
    loading.set(load, promise);
  }
  return promise;
}

/**
 * For a part loaded on demand (a dialog, a menu): suspends until its words are here in the page's
 * language, so the browser fetches that language's catalog only, and only once the part is opened.
 */
export function useWords(...catalogs: WordLoaders[]): void {
  const locale = useLocale();
  for (const loaders of catalogs) use(loadWords(loaders, locale));
}
