export type { AdminPageServices } from "./page-services.ts";
// Types only: the status-and-notes routes other features call are typed by it.
export type { statusNotesInput } from "./schema.ts";
