import { englishPage } from "../../web/i18n/english.ts";
import events from "./events.messages.en.ts";

// The English events page imports this to have its words.
englishPage(events);
