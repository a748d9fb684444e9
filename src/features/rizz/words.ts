import type { WordLoaders } from "../../web/i18n/words.ts";

// Each catalog in each language, fetched on demand: a route lists those its page shows (PageHandle.words),
// a part loaded later (a dialog) asks for its own (useWords).

/** The conversation-opener generator's and social tips' words. */
export const rizzWords: WordLoaders = {
  name: "rizz",
  en: () => import("./rizz.messages.en.ts"),
  es: () => import("./rizz.messages.es.ts"),
};
