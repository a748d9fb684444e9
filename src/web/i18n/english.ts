import common from "../layout/common.messages.en.ts";
import type { LoadedCatalog } from "../../shared/i18n/catalog.ts";
import { addMessages } from "./i18n.ts";

// Importing this module gives English pages the frame's words (header, footer, errors).
addMessages("en", common);

/** Registers an English page's own catalogs; its route module calls it as it loads. */
export function englishPage(...catalogs: LoadedCatalog[]): void {
  addMessages("en", ...catalogs);
}
