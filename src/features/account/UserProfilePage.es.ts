// The Spanish edition's route module: the page with its words in Spanish only.
import { spanishPage, spanishSentences } from "../../web/i18n/spanish.ts";
import settings from "./settings.messages.es.ts";
import sentences from "./settings.sentences.es.ts";

spanishPage(settings);
spanishSentences(sentences);
export { default, loader, meta } from "./UserProfilePage.tsx";
