import { z } from "zod";
import type english from "./reviews.messages.en.ts";

type Id = keyof typeof english;

/** The review form's messages: catalog ids, said in the page's language. */
export const reviewMessages = {
  ratingRequired: "reviewForm.error.ratingRequired",
  tooLong: "reviewForm.error.tooLong",
} as const satisfies Record<string, Id>;

/** The review form (§5 Review): a star rating is required, the text is optional. */
export const reviewInput = z.object({
  rating: z.number({ message: reviewMessages.ratingRequired }).int().min(1, reviewMessages.ratingRequired).max(5, reviewMessages.ratingRequired),
  reviewText: z.string().trim().max(2000, reviewMessages.tooLong).default(""),
});
export type ReviewInput = z.input<typeof reviewInput>;

/** The review form's toasts (§5 Review), by catalog id; the server says the descriptions of its 401, 403 and 429. */
export const reviewToasts = {
  ratingRequired: { title: "reviewForm.toast.ratingRequired", description: reviewMessages.ratingRequired },
  loginRequired: { title: "reviewForm.toast.logIn", description: "reviewForm.error.loginRequired" },
  membershipRequired: { title: "reviewForm.toast.membershipRequired", description: "reviewForm.error.membersOnly" },
  submitted: { title: "reviewForm.toast.submitted", description: "reviewForm.toast.submittedText" },
  failed: { title: "reviewForm.toast.error", description: "reviewForm.toast.failed" },
  /** The server's 429 (see `REVIEW_SUBMISSIONS_PER_ACCOUNT`). */
  tooMany: { title: "reviewForm.toast.wait", description: "reviewForm.error.tooMany" },
} as const satisfies Record<string, { title: Id; description: Id }>;

export type { OwnReview, AdminReview } from "./responses.ts";
