import { and, desc, eq, sql, type SQL, type SQLWrapper } from "drizzle-orm";
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

/**
 * A condition: the account `userId` names had a session with the companion `companionId` names. The bookings
 * feature's rule, handed over where the app is put together (the bookings feature reads the companions',
 * which read the reviews').
 */
export type SessionCheck = (userId: SQLWrapper, companionId: SQLWrapper) => SQL;

/**
 * A companion's approved reviews: those of clients who had a session with the companion ("Verified session",
 * from the bookings, never from the client) first, then newest first; the first `limit` of them when one is given.
 */
export async function approvedReviewsOf(db: Db, hadSession: SessionCheck, companionId: string, limit?: number) {
  // A review kept after its author's account was deleted has no author, so no session to show.
  const verifiedSession = sql<boolean>`(${reviews.userId} is not null and ${hadSession(reviews.userId, reviews.companionId)})`.mapWith(Boolean);
  const query = db
    .select({
      id: reviews.id,
      companionId: reviews.companionId,
      rating: reviews.rating,
      reviewerName: reviews.reviewerName,
      reviewText: reviews.reviewText,
      createdAt: reviews.createdAt,
      isSample: reviews.isSample,
      verified: verifiedSession,
    })
    .from(reviews)
    .where(and(eq(reviews.companionId, companionId), eq(reviews.isApproved, true)))
    .orderBy(desc(verifiedSession), desc(reviews.createdAt))
    .$dynamic();
  return limit === undefined ? query : query.limit(limit);
}
