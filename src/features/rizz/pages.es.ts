import { spanishPage } from "../../web/i18n/spanish.ts";
import rizz from "./rizz.messages.es.ts";

// The Spanish Rizz and Social Tips pages import this to have their words.
spanishPage(rizz);
