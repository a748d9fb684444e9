// The Spanish edition's route module: the page with its words in Spanish only.
import { spanishPage, spanishSentences } from "../../web/i18n/spanish.ts";
import franchise from "./franchise.messages.es.ts";
import sentences from "./franchise.sentences.es.ts";

spanishPage(franchise);
spanishSentences(sentences);
export { default, meta } from "./FranchisePage.tsx";
