import { eq } from "drizzle-orm";
import { reviews } from "./tables.server.ts";
import { personalData } from "../../server/personal-data.ts";

/** The name a deleted member's published reviews are shown under. */
const FORMER_MEMBER = "Former member";

/** Reviews the member wrote; on deletion they stay in the companion's rating, without the name or the account. */
export const reviewsPersonalData = personalData({
  sections: ["reviews"],
  tables: [reviews],
  async export(db, account) {
    const rows = await db
      .select({
        companionId: reviews.companionId,
        rating: reviews.rating,
        reviewText: reviews.reviewText,
        reviewerName: reviews.reviewerName,
        isApproved: reviews.isApproved,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .where(eq(reviews.userId, account.id));
    return { reviews: rows };
  },
  async erase(tx, account) {
    const kept = await tx
      .update(reviews)
      .set({ userId: null, reviewerName: FORMER_MEMBER })
      .where(eq(reviews.userId, account.id))
      .returning({ id: reviews.id });
    return { auditSubjectIds: kept.map((row) => row.id) };
  },
});
