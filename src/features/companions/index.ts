// The companions feature as the rest of the web app sees it: import from here, never from its files.
export { type AdminCompanion } from "./schema.ts";
export { companionForm, type CompanionFormValues } from "./editor-schema.ts";
export type { CompanionPageServices } from "./page-services.ts";
/** The catalogue's queries' key: the back office refreshes it after an edit. */
export { companionsKey } from "./queries.ts";
// Types only: the endpoints other features call (the back office's, the site's counts) are typed by them.
export type { accountLinkView, adminCatalogueResponse, adminCompanionResponse, siteFactsView } from "./responses.ts";
export type { companionUpdate, newCompanionInput, photoOrderInput } from "./editor-schema.ts";
