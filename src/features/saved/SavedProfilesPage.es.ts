// The Spanish edition's route module: the page with its words in Spanish only.
import { spanishPage, spanishSentences } from "../../web/i18n/spanish.ts";
import membership from "../../web/layout/membership.messages.es.ts";
import saved from "./saved.messages.es.ts";
import sentences from "./saved.sentences.es.ts";

spanishPage(saved, membership);
spanishSentences(sentences);
export { default, loader, meta } from "./SavedProfilesPage.tsx";
