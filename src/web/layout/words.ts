import type { WordLoaders } from "../i18n/words.ts";

/** The frame's words (header, footer, errors met anywhere): every route has them (the root's handle). */
export const commonWords: WordLoaders = {
  name: "common",
  en: () => import("./common.messages.en.ts"),
  es: () => import("./common.messages.es.ts"),
};

/** The membership's words (Become a Member, VIP signup, the membership dialog). */
export const membershipWords: WordLoaders = {
  name: "membership",
  en: () => import("./membership.messages.en.ts"),
  es: () => import("./membership.messages.es.ts"),
};
