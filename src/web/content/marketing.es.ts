import { spanishPage } from "../i18n/spanish.ts";
import marketing from "./marketing.messages.es.ts";

// The Spanish pages that sell the service import this to have their words (see marketing.messages.es.ts).
spanishPage(marketing);
