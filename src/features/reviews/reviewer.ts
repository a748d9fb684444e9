/** The name a review is stored under when its author gave none; pages say it in their own language. */
export const ANONYMOUS_REVIEWER = "Anonymous";
