import { z } from "zod";

// The response schemas of this feature's routes (the serializer keeps only what they name). The web app
// imports their types only (`import type`), so none of this reaches the browser.

/** A review as its author and the admins see it (pending or approved). */
export const ownReviewView = z.object({
  id: z.string(),
  rating: z.number(),
  reviewText: z.string().nullable(),
  isApproved: z.boolean(),
  createdAt: z.string(),
});
export type OwnReview = z.output<typeof ownReviewView>;

export const adminReviewView = ownReviewView.extend({
  companionId: z.string(),
  companionName: z.string(),
  reviewerName: z.string(),
  reviewerEmail: z.string().nullable(),
  isVipMember: z.boolean(),
  isSample: z.boolean(),
});
export type AdminReview = z.output<typeof adminReviewView>;

export const ownReviewResponse = z.object({ review: ownReviewView.nullable() });
export const reviewSubmittedView = z.object({ review: ownReviewView });

/** The reviews the back office moderates. */
export const adminReviewsResponse = z.object({ reviews: z.array(adminReviewView) });
