// The companions feature as the rest of the web app sees it: import from here, never from its files.
export { type AccountLink, type AdminCompanion } from "./schema.ts";
export { companionForm, type CompanionFormValues } from "./editor-schema.ts";
export type { CompanionPageServices } from "./page-services.ts";
// Types only: the back office's endpoints are typed by them.
export type { adminCompanionResponse } from "./responses.ts";
export type { companionUpdate } from "./editor-schema.ts";
