import { englishPage } from "../../web/i18n/english.ts";
import membership from "../../web/layout/membership.messages.en.ts";
import companions from "./companions.messages.en.ts";
import "../bookings/pages.en.ts";
import "../reports/pages.en.ts";
import "../reviews/pages.en.ts";

// The English profile pages import this to have their words.
englishPage(companions, membership);
