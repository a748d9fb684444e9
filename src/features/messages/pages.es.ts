import { spanishPage, spanishSentences } from "../../web/i18n/spanish.ts";
import words from "./messages.messages.es.ts";
import sentences from "./messages.sentences.es.ts";
import "../reports/pages.es.ts";

// The Spanish Messages page, and other features' pages that show a conversation, import this to have their words.
spanishPage(words);
spanishSentences(sentences);
