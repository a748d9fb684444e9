import type { WordLoaders } from "../../web/i18n/words.ts";

// Each catalog in each language, fetched on demand: a route lists those its page shows (PageHandle.words),
// a part loaded later (a dialog) asks for its own (useWords).

/** The report dialog's words. */
export const reportWords: WordLoaders = {
  name: "reports",
  en: () => import("./reports.messages.en.ts"),
  es: () => import("./reports.messages.es.ts"),
};
