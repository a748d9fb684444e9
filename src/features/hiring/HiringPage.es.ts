// The Spanish edition's route module: the page with its words in Spanish only.
import { spanishPage } from "../../web/i18n/spanish.ts";
import hiring from "./hiring.messages.es.ts";

spanishPage(hiring);
export { default, meta } from "./HiringPage.tsx";
