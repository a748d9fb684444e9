import { englishPage } from "../../web/i18n/english.ts";
import booking from "./booking.messages.en.ts";

// The English booking page, and other features' pages that show a companion's next free time, import this to have their words.
englishPage(booking);
