import { z } from "zod";

/** The review form (§5 Review): a star rating is required, the text is optional. */
export const reviewInput = z.object({
  rating: z.number({ message: "Please select a star rating." }).int().min(1, "Please select a star rating.").max(5, "Please select a star rating."),
  reviewText: z.string().trim().max(2000, "Please keep your review under 2,000 characters.").default(""),
});
export type ReviewInput = z.input<typeof reviewInput>;

export const reviewToasts = {
  ratingRequired: { title: "Rating required", description: "Please select a star rating." },
  loginRequired: { title: "Please log in", description: "You need to be logged in to submit a review." },
  membershipRequired: { title: "Membership required", description: "Only members can submit reviews." },
  submitted: { title: "Review submitted!", description: "Your review has been submitted and is pending admin approval." },
  failed: { title: "Error", description: "Failed to submit review. Please try again." },
  /** The server's 429 (see `REVIEW_SUBMISSIONS_PER_ACCOUNT`). */
  tooMany: { title: "Please wait a little", description: "You have sent several reviews this hour. Please try again later." },
} as const;

export type { OwnReview, AdminReview } from "./responses.ts";
