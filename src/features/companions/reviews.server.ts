import type { Db } from "../../server/db/client.ts";
import { approvedReviewsOf, type SessionCheck } from "../reviews/index.server.ts";
import type { PublicReview } from "./schema.ts";

/** The public review feed of one companion: approved reviews, verified sessions first, then newest first (§7 get_public_reviews). */
export async function listPublicReviews(db: Db, hadSession: SessionCheck, companionId: string): Promise<PublicReview[]> {
  // The spec shows only the first 3 reviews on profile 1 (§7): fetch no more than that.
  const rows = await approvedReviewsOf(db, hadSession, companionId, companionId === "1" ? 3 : undefined);
  return rows.map((row) => ({
    id: row.id,
    wingwoman_id: row.companionId,
    rating: row.rating,
    reviewer_name: row.reviewerName,
    review_text: row.reviewText,
    created_at: row.createdAt.toISOString(),
    is_sample: row.isSample,
    verified_session: row.verified,
  }));
}
