import type { WordLoaders } from "../i18n/words.ts";

/** The site's words: home, about, services, pricing, how it works (and the packages other pages name). */
export const marketingWords: WordLoaders = {
  name: "marketing",
  en: () => import("./marketing.messages.en.ts"),
  es: () => import("./marketing.messages.es.ts"),
};
