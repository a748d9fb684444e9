import type { WordLoaders } from "../../web/i18n/words.ts";

// Each catalog in each language, fetched on demand: a route lists those its page shows (PageHandle.words),
// a part loaded later (a dialog) asks for its own (useWords).

/** The saved profiles' words. */
export const savedWords: WordLoaders = {
  name: "saved",
  en: () => import("./saved.messages.en.ts"),
  es: () => import("./saved.messages.es.ts"),
};
