import common from "../layout/common.messages.es.ts";
import type { LoadedCatalog } from "../../shared/i18n/catalog.ts";
import { addMessages } from "./i18n.ts";

// Importing this module gives Spanish pages the frame's words (header, footer, errors) and the frame's
// fixed sentences (sign-in, membership and error toasts and messages) in Spanish.
addMessages("es", common);

/** Registers a Spanish page's own catalogs; its route module calls it as it loads. */
export function spanishPage(...catalogs: LoadedCatalog[]): void {
  addMessages("es", ...catalogs);
}

/** Until every feature's sentences are in its catalog: a table keyed by English, no longer read. */
export function spanishSentences(..._tables: Readonly<Record<string, string>>[]): void {}
