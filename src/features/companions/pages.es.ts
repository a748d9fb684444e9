import { spanishPage } from "../../web/i18n/spanish.ts";
import membership from "../../web/layout/membership.messages.es.ts";
import companions from "./companions.messages.es.ts";
import "../bookings/pages.es.ts";
import "../reports/pages.es.ts";
import "../reviews/pages.es.ts";

// The Spanish profile pages import this to have their words.
spanishPage(companions, membership);
