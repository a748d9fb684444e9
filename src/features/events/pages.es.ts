import { spanishPage, spanishSentences } from "../../web/i18n/spanish.ts";
import events from "./events.messages.es.ts";
import sentences from "./events.sentences.es.ts";

// The Spanish events page imports this to have its words.
spanishPage(events);
spanishSentences(sentences);
