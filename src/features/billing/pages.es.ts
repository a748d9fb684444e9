import { spanishPage } from "../../web/i18n/spanish.ts";
import membership from "../../web/layout/membership.messages.es.ts";

// The Spanish membership pages import this to have their words.
spanishPage(membership);
