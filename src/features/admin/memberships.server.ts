import { requireRole, viewerOf } from "../../server/auth/request-auth.ts";
import type { Db } from "../../server/db/client.ts";
import type { TypedApp } from "../../server/http/typed-app.ts";
import { responses } from "../../server/http/responses.ts";
import {
  adminSubscriptionsResponse,
  complimentaryGrantView,
  complimentaryMembershipSchema,
  grantComplimentaryMembership,
  listSubscriptionsForAdmin,
} from "../billing/index.server.ts";

/** Memberships as the back office sees them, and complimentary memberships it grants. */
export function registerMembershipAdminRoutes(app: TypedApp, { db }: { db: Db }): void {
  const admin = { preValidation: requireRole("admin") };
  app.get("/subscriptions", { ...admin, schema: { response: responses({ 200: adminSubscriptionsResponse }) } }, async () => listSubscriptionsForAdmin(db));
  app.post(
    "/complimentary-memberships",
    { ...admin, schema: { body: complimentaryMembershipSchema, response: responses({ 200: complimentaryGrantView }) } },
    async (request) => grantComplimentaryMembership(db, await viewerOf(request), request.body),
  );
}
