import { spanishPage, spanishSentences } from "../../web/i18n/spanish.ts";
import rizz from "./rizz.messages.es.ts";
import sentences from "./rizz.sentences.es.ts";

// The Spanish Rizz and Social Tips pages import this to have their words.
spanishPage(rizz);
spanishSentences(sentences);
