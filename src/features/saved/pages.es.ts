import { spanishPage, spanishSentences } from "../../web/i18n/spanish.ts";
import saved from "./saved.messages.es.ts";
import sentences from "./saved.sentences.es.ts";

// The Saved Profiles page, and other features' pages where a profile can be saved, import this to have their words.
spanishPage(saved);
spanishSentences(sentences);
