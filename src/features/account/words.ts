import type { WordLoaders } from "../../web/i18n/words.ts";

// Each catalog in each language, fetched on demand: a route lists those its page shows (PageHandle.words),
// a part loaded later (a dialog) asks for its own (useWords).

/** The sign-in, sign-up and password forms' words. */
export const accountWords: WordLoaders = {
  name: "account",
  en: () => import("./account.messages.en.ts"),
  es: () => import("./account.messages.es.ts"),
};

/** The account settings' and My Profile's words. */
export const settingsWords: WordLoaders = {
  name: "settings",
  en: () => import("./settings.messages.en.ts"),
  es: () => import("./settings.messages.es.ts"),
};
