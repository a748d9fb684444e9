import { and, desc, eq, sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import type { Db } from "../../server/db/client.ts";
import { reviews } from "./tables.server.ts";

/**
 * Each companion's approved reviews: their average rating (numeric, as Postgres returns it: a string) and
 * count, one row per companion that has any. A subquery for the catalogue to join on `companionId`, so its
 * read stays one SQL statement.
 */
export const approvedRatings = new QueryBuilder()
  .select({
    companionId: reviews.companionId,
    // Computed columns are named bare in the outer statement: names no table uses keep them unambiguous.
    average: sql<string>`avg(${reviews.rating})`.as("approved_rating_average"),
    count: sql<number>`count(*)::int`.as("approved_rating_count"),
  })
  .from(reviews)
  .where(eq(reviews.isApproved, true))
  .groupBy(reviews.companionId)
  .as("approved_ratings");

/** A companion's approved reviews, newest first; the first `limit` of them when one is given. */
export async function approvedReviewsOf(db: Db, companionId: string, limit?: number) {
  const query = db
    .select({
      id: reviews.id,
      companionId: reviews.companionId,
      rating: reviews.rating,
      reviewerName: reviews.reviewerName,
      reviewText: reviews.reviewText,
      createdAt: reviews.createdAt,
      isSample: reviews.isSample,
    })
    .from(reviews)
    .where(and(eq(reviews.companionId, companionId), eq(reviews.isApproved, true)))
    .orderBy(desc(reviews.createdAt))
    .$dynamic();
  return limit === undefined ? query : query.limit(limit);
}
