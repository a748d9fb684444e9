// The franchise feature as the rest of the web app sees it: import from here, never from its files.
export { type FranchiseEnquiryInput, franchiseEnquiryInput, franchiseToasts } from "./schema.ts";
export type { AdminFranchiseEnquiry } from "./schema.ts";
export { sendFranchiseEnquiry } from "./queries.ts";
// Types only: the back office's endpoints are typed by them.
export type { adminFranchiseEnquiriesResponse } from "./responses.ts";
