import type { WordLoaders } from "../../web/i18n/words.ts";

// Each catalog in each language, fetched on demand: a route lists those its page shows (PageHandle.words),
// a part loaded later (a dialog) asks for its own (useWords).

/** The events page's words. */
export const eventWords: WordLoaders = {
  name: "events",
  en: () => import("./events.messages.en.ts"),
  es: () => import("./events.messages.es.ts"),
};
