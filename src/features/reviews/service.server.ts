import { and, count, desc, eq, inArray } from "drizzle-orm";
import { notifyBusiness } from "../../server/adapters/mail/outbox.ts";
import type { Viewer } from "../../server/auth/request-auth.ts";
import type { AppConfig } from "../../server/config.ts";
import { recordAudit } from "../../server/audit.ts";
import type { Db } from "../../server/db/client.ts";
import { companionCards } from "../companions/index.server.ts";
import { reviews } from "./tables.server.ts";
import { users } from "../../server/auth/tables.ts";
import { notFound } from "../../server/http/errors.ts";
import type { AdminReview, OwnReview, ReviewInput } from "./schema.ts";
import { ANONYMOUS_REVIEWER } from "./reviewer.ts";

const ownView = (row: typeof reviews.$inferSelect): OwnReview => ({
  id: row.id,
  rating: row.rating,
  reviewText: row.reviewText,
  isApproved: row.isApproved,
  createdAt: row.createdAt.toISOString(),
});

/**
 * A member's review of a companion: one per member and companion; submitting again edits it and sends
 * it back to moderation. The business is told by mail in the same transaction.
 */
export async function submitReview(
  db: Db,
  config: AppConfig,
  viewer: Viewer,
  companion: { id: string; name: string },
  input: Required<ReviewInput>,
): Promise<OwnReview> {
  const reviewerName = viewer.profile.firstName?.trim() || ANONYMOUS_REVIEWER;
  const values = {
    userId: viewer.user.id,
    companionId: companion.id,
    rating: input.rating,
    reviewText: input.reviewText || null,
    isVipMember: viewer.isMember,
    reviewerName,
    isApproved: false,
    createdAt: new Date(),
  };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reviews)
      .values(values)
      .onConflictDoUpdate({ target: [reviews.userId, reviews.companionId], set: values })
      .returning();
    if (!row) throw new Error("review not stored");
    await notifyBusiness(tx, config, {
      kind: "review-notification",
      replyTo: viewer.user.email,
      subject: `New review for ${companion.name}: ${input.rating}/5 (pending approval)`,
      text: [
        `Review id: ${row.id}`,
        `Reviewer: ${reviewerName} <${viewer.user.email}>`,
        `Companion: ${companion.name} (${companion.id})`,
        `Rating: ${input.rating}/5`,
        `Review: ${input.reviewText || "(No written review)"}`,
        `Submitted at: ${row.createdAt.toISOString()}`,
      ].join("\n"),
    });
    return ownView(row);
  });
}

export async function ownReview(db: Db, userId: string, companionId: string): Promise<OwnReview | null> {
  const [row] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.companionId, companionId)));
  return row ? ownView(row) : null;
}

export async function listReviewsForModeration(db: Db, status: "pending" | "approved"): Promise<AdminReview[]> {
  const rows = await db
    .select({ review: reviews, companionName: companionCards.name, reviewerEmail: users.email })
    .from(reviews)
    .innerJoin(companionCards, eq(companionCards.id, reviews.companionId))
    .leftJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.isApproved, status === "approved"))
    .orderBy(desc(reviews.createdAt));
  return rows.map(({ review, companionName, reviewerEmail }) => ({
    ...ownView(review),
    companionId: review.companionId,
    companionName,
    reviewerName: review.reviewerName,
    reviewerEmail,
    isVipMember: review.isVipMember,
    isSample: review.isSample,
  }));
}

/** These reviews (moderated or not) with their companion's name, by id: what a report about a review shows. */
export async function reviewsByIds(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: reviews.id, text: reviews.reviewText, rating: reviews.rating, companionId: reviews.companionId, companionName: companionCards.name })
    .from(reviews)
    .innerJoin(companionCards, eq(companionCards.id, reviews.companionId))
    .where(inArray(reviews.id, [...ids]));
}

/** Approve (it joins the public feed and the rating) or reject (it is deleted); both audited. */
export async function moderateReview(db: Db, adminId: string, id: string, decision: "approve" | "reject"): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(reviews).where(eq(reviews.id, id));
    if (!before) throw notFound("This review does not exist.");
    if (decision === "approve") await tx.update(reviews).set({ isApproved: true }).where(eq(reviews.id, id));
    else await tx.delete(reviews).where(eq(reviews.id, id));
    await recordAudit(tx, {
      actorId: adminId,
      action: `review.${decision}`,
      subjectType: "review",
      subjectId: id,
      before,
      after: decision === "approve" ? { ...before, isApproved: true } : null,
    });
  });
}

/** How many reviews wait for moderation (the back office's badge). */
export async function countPendingReviews(db: Db): Promise<number> {
  const [row] = await db.select({ value: count() }).from(reviews).where(eq(reviews.isApproved, false));
  return row?.value ?? 0;
}
