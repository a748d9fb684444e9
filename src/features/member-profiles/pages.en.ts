import { englishPage } from "../../web/i18n/english.ts";
import memberProfiles from "./member-profiles.messages.en.ts";

// The English member profile pages (the manager and the profile as wing women see it) import this to have their words.
englishPage(memberProfiles);
