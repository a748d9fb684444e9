// The Spanish edition's route module: the page with its words in Spanish only.
import { spanishPage } from "../../web/i18n/spanish.ts";
import franchise from "./franchise.messages.es.ts";

spanishPage(franchise);
export { default, meta } from "./FranchisePage.tsx";
