// The companions feature as the rest of the web app sees it: import from here, never from its files.
export { type AccountLink, type AdminCompanion, companionForm, type CompanionFormValues } from "./schema.ts";
