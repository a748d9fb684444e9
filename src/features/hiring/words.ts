import type { WordLoaders } from "../../web/i18n/words.ts";

// Each catalog in each language, fetched on demand: a route lists those its page shows (PageHandle.words),
// a part loaded later (a dialog) asks for its own (useWords).

/** The hiring page's words. */
export const hiringWords: WordLoaders = {
  name: "hiring",
  en: () => import("./hiring.messages.en.ts"),
  es: () => import("./hiring.messages.es.ts"),
};
