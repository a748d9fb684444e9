import { spanishPage, spanishSentences } from "../../web/i18n/spanish.ts";
import memberProfiles from "./member-profiles.messages.es.ts";
import sentences from "./member-profiles.sentences.es.ts";

// The Spanish member profile pages (the manager and the profile as wing women see it) import this to have their words.
spanishPage(memberProfiles);
spanishSentences(sentences);
