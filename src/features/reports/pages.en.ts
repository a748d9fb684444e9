import { englishPage } from "../../web/i18n/english.ts";
import reports from "./reports.messages.en.ts";

// Pages with a report link (profiles, reviews, messages) import this to have the report form's words.
englishPage(reports);
