// The hiring feature as the rest of the web app sees it: import from here, never from its files.
export { APPLICATION_STATUSES } from "./statuses.ts";
export type { AdminApplication } from "./schema.ts";
// Types only: the back office's endpoints are typed by them.
export type { adminApplicationsResponse, applicantCompanionCreated } from "./responses.ts";
