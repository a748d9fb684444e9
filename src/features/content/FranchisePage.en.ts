// The English edition's route module: the page with its words in English only.
import { englishPage } from "../../web/i18n/english.ts";
import franchise from "./franchise.messages.en.ts";

englishPage(franchise);
export { default, meta } from "./FranchisePage.tsx";
