// The Spanish edition's route module: the page with its words in Spanish only.
import { spanishPage } from "../../web/i18n/spanish.ts";
import membership from "../../web/layout/membership.messages.es.ts";
import "./pages.es.ts";

spanishPage(membership);
export { default, meta } from "./SavedProfilesPage.tsx";
