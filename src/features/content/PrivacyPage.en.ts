// The English edition's route module: the page with its words in English only.
import { englishPage } from "../../web/i18n/english.ts";
import legal from "./legal.messages.en.ts";

englishPage(legal);
export { default, meta } from "./PrivacyPage.tsx";
