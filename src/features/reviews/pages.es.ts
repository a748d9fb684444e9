import { spanishPage } from "../../web/i18n/spanish.ts";
import reviews from "./reviews.messages.es.ts";

// The profile pages import this to have the review form's words.
spanishPage(reviews);
