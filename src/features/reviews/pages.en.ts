import { englishPage } from "../../web/i18n/english.ts";
import reviews from "./reviews.messages.en.ts";

// The profile pages import this to have the review form's words.
englishPage(reviews);
