// The reviews feature as the rest of the web app sees it: import from here, never from its files.
export { ReviewFormPanel } from "./ReviewForm.tsx";
export { type AdminReview } from "./schema.ts";
// The review form's words, for a profile's first view drawn on the server (its visitor's "write a review" prompt).
export { default as englishReviewWords } from "./reviews.messages.en.ts";
export { default as spanishReviewWords } from "./reviews.messages.es.ts";
