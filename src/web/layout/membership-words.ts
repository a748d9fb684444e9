import type { WordLoaders } from "../i18n/words.ts";

/** The membership catalog, fetched in the page's language by the parts that need it (see useWords). */
export const membershipWords: WordLoaders = {
  en: () => import("./membership.messages.en.ts"),
  es: () => import("./membership.messages.es.ts"),
};
