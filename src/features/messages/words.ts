import type { WordLoaders } from "../../web/i18n/words.ts";

// Each catalog in each language, fetched on demand: a route lists those its page shows (PageHandle.words),
// a part loaded later (a dialog) asks for its own (useWords).

/** The messages page's and the message dialog's words. */
export const messageWords: WordLoaders = {
  name: "messages",
  en: () => import("./messages.messages.en.ts"),
  es: () => import("./messages.messages.es.ts"),
};
