import { spanishPage, spanishSentences } from "../../web/i18n/spanish.ts";
import reports from "./reports.messages.es.ts";
import sentences from "./reports.sentences.es.ts";

// Pages with a report link (profiles, reviews, messages) import this to have the report form's words.
spanishPage(reports);
spanishSentences(sentences);
