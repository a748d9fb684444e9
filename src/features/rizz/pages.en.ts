import { englishPage } from "../../web/i18n/english.ts";
import rizz from "./rizz.messages.en.ts";

// The English Rizz and Social Tips pages import this to have their words.
englishPage(rizz);
