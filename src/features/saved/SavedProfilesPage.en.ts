// The English edition's route module: the page with its words in English only.
import { englishPage } from "../../web/i18n/english.ts";
import membership from "../../web/layout/membership.messages.en.ts";
import saved from "./saved.messages.en.ts";

englishPage(saved, membership);
export { default, loader, meta } from "./SavedProfilesPage.tsx";
