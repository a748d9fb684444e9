import { z } from "zod";
import { requireRole, requireVipAccess, viewerOf } from "../../server/auth/request-auth.ts";
import type { AppConfig } from "../../server/config.ts";
import type { Db } from "../../server/db/client.ts";
import type { TypedApp } from "../../server/http/typed-app.ts";
import type { Catalogue } from "../companions/catalogue.server.ts";
import { openCompanion } from "../companions/service.server.ts";
import { reviewInput, reviewToasts } from "./schema.ts";
import { listReviewsForModeration, moderateReview, ownReview, submitReview } from "./service.server.ts";

const idParams = z.object({ id: z.string().trim().min(1).max(40) });

/** §5 Review: a member, or a clear 401/403 with the spec's words. */
const requireReviewer = requireVipAccess({ signedOut: reviewToasts.loginRequired.description, notMember: reviewToasts.membershipRequired.description });

export function registerReviewRoutes(app: TypedApp, { db, config, catalogue }: { db: Db; config: AppConfig; catalogue: Catalogue }): void {
  app.get("/api/companions/:id/my-review", { preValidation: requireReviewer, schema: { params: idParams } }, async (request) => {
    const viewer = await viewerOf(request);
    return { review: await ownReview(db, viewer.user.id, request.params.id) };
  });

  app.post("/api/companions/:id/reviews", { preValidation: requireReviewer, schema: { params: idParams, body: reviewInput } }, async (request, reply) => {
    const viewer = await viewerOf(request);
    const entry = await openCompanion(catalogue, viewer, request.params.id);
    const review = await submitReview(db, config, viewer, { id: entry.row.id, name: entry.row.name }, request.body);
    app.mail.wake();
    reply.code(201);
    return { review };
  });

  const admin = { preValidation: requireRole("admin") };
  app.get("/api/admin/reviews", { ...admin, schema: { querystring: z.object({ status: z.enum(["pending", "approved"]).default("pending") }) } }, async (request) => ({
    reviews: await listReviewsForModeration(db, request.query.status),
  }));

  for (const decision of ["approve", "reject"] as const) {
    app.post(`/api/admin/reviews/:id/${decision}`, { ...admin, schema: { params: z.object({ id: z.uuid() }) } }, async (request) => {
      const viewer = await viewerOf(request);
      await moderateReview(db, viewer.user.id, request.params.id, decision);
      catalogue.invalidate(); // the rating changes at once
      return { ok: true };
    });
  }
}
