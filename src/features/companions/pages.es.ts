import { spanishPage, spanishSentences } from "../../web/i18n/spanish.ts";
import membership from "../../web/layout/membership.messages.es.ts";
import companions from "./companions.messages.es.ts";
import "../bookings/pages.es.ts";
import "../reports/pages.es.ts";
import "../reviews/pages.es.ts";
import { spanishMessageSentences } from "../messages/index.ts";
import { spanishSavedSentences } from "../saved/index.ts";

// The Spanish profile pages import this to have their words, and those of what they open (booking, report, review, message, save).
spanishPage(companions, membership);
spanishSentences(spanishMessageSentences, spanishSavedSentences);
