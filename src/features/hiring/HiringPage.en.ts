// The English edition's route module: the page with its words in English only.
import { englishPage } from "../../web/i18n/english.ts";
import hiring from "./hiring.messages.en.ts";

englishPage(hiring);
export { default, meta } from "./HiringPage.tsx";
