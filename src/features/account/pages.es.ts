import { spanishPage } from "../../web/i18n/spanish.ts";
import account from "./account.messages.es.ts";

// The Spanish auth page, and other features' pages that show the account forms, import this to have their words.
spanishPage(account);
