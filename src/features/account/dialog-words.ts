import type { WordLoaders } from "../../web/i18n/words.ts";

/** The account forms' catalog, fetched in the page's language by the membership dialog (see useWords). */
export const accountWords: WordLoaders = {
  en: () => import("./account.messages.en.ts"),
  es: () => import("./account.messages.es.ts"),
};
