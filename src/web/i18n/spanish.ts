import common from "../layout/common.messages.es.ts";
import type { LoadedCatalog } from "../../shared/i18n/catalog.ts";
import { addMessages } from "./i18n.ts";
import { addSentences } from "./sentences.ts";
import sentences from "./sentences.es.ts";

// Importing this module gives Spanish pages the frame's words (header, footer, errors) and the frame's
// fixed sentences (sign-in, membership and error toasts and messages) in Spanish.
addMessages("es", common);
addSentences("es", sentences);

/** Registers a Spanish page's own catalogs; its route module calls it as it loads. */
export function spanishPage(...catalogs: LoadedCatalog[]): void {
  addMessages("es", ...catalogs);
}

/** Registers the fixed sentences (toasts, form and server messages) of a feature a Spanish page shows. */
export function spanishSentences(...tables: Readonly<Record<string, string>>[]): void {
  for (const table of tables) addSentences("es", table);
}
