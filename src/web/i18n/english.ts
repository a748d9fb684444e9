import common from "../layout/common.messages.en.ts";
import { addMessages } from "./i18n.ts";

// Importing this module gives every page the frame's English words (header, footer, errors) with its first
// script: English is every language's fallback. A page's own words come with its route (PageHandle.words).
addMessages("en", common);
