import { use } from "react";
import type { Locale } from "../../shared/i18n/locales.ts";
import type { LoadedCatalog } from "../../shared/i18n/catalog.ts";
import { addMessages } from "./i18n.ts";
import { useLocale } from "./text.tsx";

/**
 * One catalog in each language, each fetched on demand:
 * `{ name: "saved", en: () => import("./saved.messages.en.ts"), es: … }`. The name is how a page's HTML
 * lists the catalogs the app fetches before it starts (src/web/page-words.ts).
 */
export interface WordLoaders extends Record<Locale, () => Promise<{ default: LoadedCatalog }>> {
  readonly name: string;
}

const loading = new Map<string, Promise<void>>();
const loaded = new Set<string>();
const keyOf = (words: WordLoaders, locale: Locale) => `${words.name}.${locale}`;

/** Fetches and registers a catalog in one language, once. */
export function loadWords(words: WordLoaders, locale: Locale): Promise<void> {
  const key = keyOf(words, locale);
  let promise = loading.get(key);
  if (!promise) {
    promise = words[locale]().then((module) => {
      addMessages(locale, module.default);
      loaded.add(key);
    });
    loading.set(key, promise);
  }
  return promise;
}

/**
 * Suspends until these catalogs are here in `locale`; a catalog already here costs nothing, so a page
 * whose words came before the app started draws at once.
 */
export function useCatalogs(catalogs: readonly WordLoaders[], locale: Locale): void {
  const waiting = catalogs.filter((words) => !loaded.has(keyOf(words, locale))).map((words) => loadWords(words, locale));
  // Every fetch starts before the first wait, so the catalogs arrive side by side.
  for (const promise of waiting) use(promise);
}

/**
 * For a part loaded on demand (a dialog, a menu): suspends until its words are here in the page's
 * language, so the browser fetches that language's catalog only, and only once the part is opened.
 */
export function useWords(...catalogs: WordLoaders[]): void {
  useCatalogs(catalogs, useLocale());
}
