import { spanishPage, spanishSentences } from "../../web/i18n/spanish.ts";
import booking from "./booking.messages.es.ts";
import sentences from "./booking.sentences.es.ts";

// The Spanish booking page, and other features' pages that show a companion's next free time, import this to have their words.
spanishPage(booking);
spanishSentences(sentences);
