import { englishPage } from "../../web/i18n/english.ts";
import account from "./account.messages.en.ts";

// The English auth page, and other features' pages that show the account forms, import this to have their words.
englishPage(account);
