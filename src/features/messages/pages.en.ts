import { englishPage } from "../../web/i18n/english.ts";
import words from "./messages.messages.en.ts";
import "../reports/pages.en.ts";

// The English Messages page, and other features' pages that show a conversation, import this to have their words.
englishPage(words);
