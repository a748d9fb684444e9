// The Spanish edition's route module: the page with its words in Spanish only (a translation: the English version governs).
import "../../web/content/marketing.es.ts";
import { spanishPage } from "../../web/i18n/spanish.ts";
import legal from "./legal.messages.es.ts";

spanishPage(legal);
export { default, meta } from "./TermsPage.tsx";
// A visitor gets this page as links and text, without scripts.
export { appWhenSignedIn as handle } from "../../web/page-handle.ts";
