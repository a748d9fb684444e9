import { englishPage } from "../i18n/english.ts";
import marketing from "./marketing.messages.en.ts";

// The English pages that sell the service import this to have their words (see marketing.messages.en.ts).
englishPage(marketing);
