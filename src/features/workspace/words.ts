import type { WordLoaders } from "../../web/i18n/words.ts";

/** The session safety check-in's words (the workspace's session cards). */
export const safetyWords: WordLoaders = {
  name: "safety",
  en: () => import("./safety.messages.en.ts"),
  es: () => import("./safety.messages.es.ts"),
};
