import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { reviews } from "../../server/db/schema.ts";
import type { PublicReview } from "./schema.ts";

/** The public review feed of one companion: approved reviews, newest first (§7 get_public_reviews). */
export async function listPublicReviews(db: Db, companionId: string): Promise<PublicReview[]> {
  const rows = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.companionId, companionId), eq(reviews.isApproved, true)))
    .orderBy(desc(reviews.createdAt));
  const feed = rows.map((row) => ({
    id: row.id,
    wingwoman_id: row.companionId,
    rating: row.rating,
    reviewer_name: row.reviewerName,
    review_text: row.reviewText,
    created_at: row.createdAt.toISOString(),
  }));
  // The spec shows only the first 3 reviews on profile 1 (§7).
  return companionId === "1" ? feed.slice(0, 3) : feed;
}
