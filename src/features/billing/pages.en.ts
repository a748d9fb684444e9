import { englishPage } from "../../web/i18n/english.ts";
import membership from "../../web/layout/membership.messages.en.ts";

// The English membership pages import this to have their words.
englishPage(membership);
