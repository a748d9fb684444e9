import type { WordLoaders } from "../../web/i18n/words.ts";

// Each catalog in each language, fetched on demand: a route lists those its page shows (PageHandle.words),
// a part loaded later (a dialog) asks for its own (useWords).

/** The profile list's and a profile's words. */
export const companionWords: WordLoaders = {
  name: "companions",
  en: () => import("./companions.messages.en.ts"),
  es: () => import("./companions.messages.es.ts"),
};
