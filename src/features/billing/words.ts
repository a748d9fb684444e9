import type { WordLoaders } from "../../web/i18n/words.ts";

// Each catalog in each language, fetched on demand: a route lists those its page shows (PageHandle.words),
// a part loaded later (a dialog) asks for its own (useWords).

/** The test shop's checkout and portal words. */
export const sandboxWords: WordLoaders = {
  name: "sandbox",
  en: () => import("./sandbox.messages.en.ts"),
  es: () => import("./sandbox.messages.es.ts"),
};
