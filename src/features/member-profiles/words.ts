import type { WordLoaders } from "../../web/i18n/words.ts";

// Each catalog in each language, fetched on demand: a route lists those its page shows (PageHandle.words),
// a part loaded later (a dialog) asks for its own (useWords).

/** The member profiles' words. */
export const memberProfileWords: WordLoaders = {
  name: "member-profiles",
  en: () => import("./member-profiles.messages.en.ts"),
  es: () => import("./member-profiles.messages.es.ts"),
};
