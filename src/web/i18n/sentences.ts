import { useCallback } from "react";
import type { Locale } from "../../shared/i18n/locales.ts";
import { useLocale } from "./text.tsx";

/**
 * The product's fixed sentences (the spec's toasts, form and server messages) are written in English
 * where they are defined, and shared by the form, the route and the tests. A language other than English
 * translates them sentence by sentence from a table keyed by the English text (sentences.es.ts), which
 * its pages register; a sentence not in the table shows as written.
 */
const tables: Partial<Record<Locale, Readonly<Record<string, string>>>> = {};

export function addSentences(locale: Locale, table: Readonly<Record<string, string>>): void {
  tables[locale] = { ...tables[locale], ...table };
}

export function translateSentence(sentence: string, locale: Locale): string {
  return tables[locale]?.[sentence] ?? sentence;
}

/** `const say = useSentence(); toast.error(say(signUpToasts.failed.title))`: in the page's language. */
export function useSentence(): (sentence: string) => string {
  const locale = useLocale();
  return useCallback((sentence: string) => translateSentence(sentence, locale), [locale]);
}
