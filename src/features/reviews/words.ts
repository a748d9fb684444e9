import type { WordLoaders } from "../../web/i18n/words.ts";

// Each catalog in each language, fetched on demand: a route lists those its page shows (PageHandle.words),
// a part loaded later (a dialog) asks for its own (useWords).

/** The reviews' words. */
export const reviewWords: WordLoaders = {
  name: "reviews",
  en: () => import("./reviews.messages.en.ts"),
  es: () => import("./reviews.messages.es.ts"),
};
