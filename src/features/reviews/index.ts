// The reviews feature as the rest of the web app sees it: import from here, never from its files.
export { ReviewFormPanel } from "./ReviewForm.tsx";
export { type AdminReview } from "./schema.ts";
export { ANONYMOUS_REVIEWER } from "./reviewer.ts";
// Types only: the back office's endpoints are typed by them.
export type { adminReviewsResponse } from "./responses.ts";
