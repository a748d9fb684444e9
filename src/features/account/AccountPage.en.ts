// The English edition's route module: the page with its words in English only.
import { englishPage } from "../../web/i18n/english.ts";
import settings from "./settings.messages.en.ts";

englishPage(settings);
export { default, loader, meta } from "./AccountPage.tsx";
