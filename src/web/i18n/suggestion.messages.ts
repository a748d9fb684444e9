import type { Locale } from "../../shared/i18n/locales.ts";

/**
 * The offer to read a page in the reader's own language is written in that language, not the page's,
 * so each language's three sentences travel with the banner (a few dozen bytes) instead of a whole catalog.
 */
export const LANGUAGE_SUGGESTION: Record<Locale, { text: string; accept: string; dismiss: string }> = {
  en: { text: "This page is also in English.", accept: "Read it in English", dismiss: "No, thanks" },
  es: { text: "Esta página también está en español.", accept: "Leerla en español", dismiss: "No, gracias" },
};
