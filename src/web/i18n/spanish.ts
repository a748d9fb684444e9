import common from "../layout/common.messages.es.ts";
import type { LoadedCatalog } from "../../shared/i18n/catalog.ts";
import { addMessages } from "./i18n.ts";
import { addSentences } from "./sentences.ts";
import sentences from "./sentences.es.ts";

// Importing this module gives Spanish pages the frame's words (header, footer, errors) and the product's
// fixed sentences (toasts, form and server messages) in Spanish.
addMessages("es", common);
addSentences("es", sentences);

/** Registers a Spanish page's own catalogs; its route module calls it as it loads. */
export function spanishPage(...catalogs: LoadedCatalog[]): void {
  addMessages("es", ...catalogs);
}
