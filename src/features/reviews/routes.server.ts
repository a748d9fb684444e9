import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { responses } from "../../server/http/responses.ts";
import { ownReviewResponse, reviewSubmittedView } from "./responses.ts";
import { z } from "zod";
import { requireVipAccess, viewerOf } from "../../server/auth/request-auth.ts";
import type { AppConfig } from "../../server/config.ts";
import type { Db } from "../../server/db/client.ts";
import { consumeLimit, type LimitRule } from "../../server/http/rate-limit.ts";
import { openCompanion, type Catalogue } from "../companions/index.server.ts";
import { reviewInput, reviewToasts } from "./schema.ts";
import { ownReview, submitReview } from "./service.server.ts";

const idParams = z.object({ id: z.string().trim().min(1).max(40) });

/**
 * Each submission, a new review or an edit of one's own, mails the business: one account sends at most a
 * few an hour, whatever the companions.
 */
const REVIEW_SUBMISSIONS_PER_ACCOUNT: LimitRule = { limit: 5, windowSeconds: 3600, message: reviewToasts.tooMany.description };

/** §5 Review: a member, or a clear 401/403 with the spec's words. */
const requireReviewer = requireVipAccess({ signedOut: reviewToasts.loginRequired.description, notMember: reviewToasts.membershipRequired.description });

/** A member's own review of a companion: read it, write it (mounted at /api/companions). */
export const reviewRoutes: FastifyPluginAsyncZod<{ db: Db; config: AppConfig; catalogue: Catalogue }> = async (app, { db, config, catalogue }) => {
  app.get(
    "/:id/my-review",
    { preValidation: requireReviewer, schema: { params: idParams, response: responses({ 200: ownReviewResponse }) } },
    async (request) => {
      const viewer = await viewerOf(request);
      return { review: await ownReview(db, viewer.user.id, request.params.id) };
    },
  );

  app.post(
    "/:id/reviews",
    { preValidation: requireReviewer, schema: { params: idParams, body: reviewInput, response: responses({ 201: reviewSubmittedView }) } },
    async (request, reply) => {
      const viewer = await viewerOf(request);
      const entry = await openCompanion(catalogue, viewer, request.params.id);
      await consumeLimit(db, `reviews:account:${viewer.user.id}`, REVIEW_SUBMISSIONS_PER_ACCOUNT);
      const review = await submitReview(db, config, viewer, { id: entry.row.id, name: entry.row.name }, request.body);
      app.mail.wake();
      reply.code(201);
      return { review };
    },
  );
};
