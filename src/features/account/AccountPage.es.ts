// The Spanish edition's route module: the page with its words in Spanish only.
import { spanishPage } from "../../web/i18n/spanish.ts";
import settings from "./settings.messages.es.ts";

spanishPage(settings);
export { default, meta } from "./AccountPage.tsx";
