import type { WordLoaders } from "../../web/i18n/words.ts";

/** The messaging catalog, fetched in the page's language by the message dialog (see useWords). */
export const messageWords: WordLoaders = {
  en: () => import("./messages.messages.en.ts"),
  es: () => import("./messages.messages.es.ts"),
};
