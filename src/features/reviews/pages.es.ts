import { spanishPage, spanishSentences } from "../../web/i18n/spanish.ts";
import reviews from "./reviews.messages.es.ts";
import sentences from "./reviews.sentences.es.ts";

// The profile pages import this to have the review form's words.
spanishPage(reviews);
spanishSentences(sentences);
