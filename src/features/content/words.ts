import type { WordLoaders } from "../../web/i18n/words.ts";

// Each catalog in each language, fetched on demand: a route lists those its page shows (PageHandle.words),
// a part loaded later (a dialog) asks for its own (useWords).

/** The franchise page's words. */
export const franchiseWords: WordLoaders = {
  name: "franchise",
  en: () => import("./franchise.messages.en.ts"),
  es: () => import("./franchise.messages.es.ts"),
};

/** The terms' and privacy policy's words. */
export const legalWords: WordLoaders = {
  name: "legal",
  en: () => import("./legal.messages.en.ts"),
  es: () => import("./legal.messages.es.ts"),
};
