// The Spanish edition's route module: the page with its words in Spanish only.
import { spanishPage, spanishSentences } from "../../web/i18n/spanish.ts";
import hiring from "./hiring.messages.es.ts";
import sentences from "./hiring.sentences.es.ts";

spanishPage(hiring);
spanishSentences(sentences);
export { default, meta } from "./HiringPage.tsx";
