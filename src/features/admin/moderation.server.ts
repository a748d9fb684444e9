import { z } from "zod";
import { okBody, responses } from "../../server/http/responses.ts";

import { requireRole, viewerOf } from "../../server/auth/request-auth.ts";
import type { Db } from "../../server/db/client.ts";
import type { TypedApp } from "../../server/http/typed-app.ts";
import type { Catalogue } from "../companions/index.server.ts";
import { adminConversationsResponse, conversationStaffNotes, listConversationsForAdmin, setConversationStaffNotes } from "../messages/index.server.ts";
import { adminReports, adminReportsResponse, decideReport, reportDecisionInput } from "../reports/index.server.ts";
import { adminReviewsResponse, listReviewsForModeration, moderateReview } from "../reviews/index.server.ts";
import { reportListQuery, reviewModerationQuery } from "./schema.ts";
import { registerStatusNotesRoute } from "./status-notes.server.ts";

/** What members wrote, as the back office moderates it: reviews, reports, and member conversations. */
export function registerModerationRoutes(app: TypedApp, { db, catalogue }: { db: Db; catalogue: Catalogue }): void {
  const admin = { preValidation: requireRole("admin") };

  app.get(
    "/reviews",
    {
      ...admin,
      schema: {
        querystring: reviewModerationQuery,
        response: responses({ 200: adminReviewsResponse }),
      },
    },
    async (request) => ({
      reviews: await listReviewsForModeration(db, request.query.status),
    }),
  );

  for (const decision of ["approve", "reject"] as const) {
    app.post(
      `/reviews/:id/${decision}`,
      { ...admin, schema: { params: z.object({ id: z.uuid() }), response: responses({ 200: okBody }) } },
      async (request) => {
        const viewer = await viewerOf(request);
        await moderateReview(db, viewer.user.id, request.params.id, decision);
        catalogue.invalidate(); // the rating changes at once
        return { ok: true as const };
      },
    );
  }

  app.get(
    "/reports",
    {
      ...admin,
      schema: {
        querystring: reportListQuery,
        response: responses({ 200: adminReportsResponse }),
      },
    },
    async (request) => ({
      reports: await adminReports(db, request.query.status),
    }),
  );

  app.patch(
    "/reports/:id",
    { ...admin, schema: { params: z.object({ id: z.uuid("This report does not exist.") }), body: reportDecisionInput, response: responses({ 200: okBody }) } },
    async (request) => {
      const viewer = await viewerOf(request);
      await decideReport(db, viewer.user.id, request.params.id, request.body);
      return { ok: true as const };
    },
  );

  app.get("/conversations", { ...admin, schema: { response: responses({ 200: adminConversationsResponse }) } }, async () => ({
    conversations: await listConversationsForAdmin(db),
  }));
  registerStatusNotesRoute(app, db, {
    path: "/conversations/:id",
    idParam: z.uuid("This conversation does not exist."),
    subjectType: "conversation",
    missing: "This conversation does not exist.",
    read: conversationStaffNotes,
    write: (tx, id, { notes }) => setConversationStaffNotes(tx, id, notes),
  });
}
