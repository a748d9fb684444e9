import { z } from "zod";
import type { PaymentsProvider } from "../../server/adapters/payments/provider.ts";
import { okBody } from "../../shared/ok.ts";
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
  membershipRefundInput,
  refundMembership,
} from "../billing/index.server.ts";
import { membershipPayments } from "../bookings/index.server.ts";

/** Memberships as the back office sees them, and complimentary memberships it grants. */
export function registerMembershipAdminRoutes(app: TypedApp, { db, provider, publicUrl }: { db: Db; provider: PaymentsProvider; publicUrl: string }): void {
  const admin = { preValidation: requireRole("admin") };
  app.get("/subscriptions", { ...admin, schema: { response: responses({ 200: adminSubscriptionsResponse }) } }, async () => listSubscriptionsForAdmin(db));
  app.post(
    "/complimentary-memberships",
    { ...admin, schema: { body: complimentaryMembershipSchema, response: responses({ 200: complimentaryGrantView }) } },
    async (request) => grantComplimentaryMembership(db, await viewerOf(request), request.body),
  );
  /** A full refund of one membership payment (any time): the membership ends now, the member is mailed, audited. */
  app.post(
    "/payments/:id/refund",
    {
      ...admin,
      schema: {
        params: z.object({ id: z.uuid("This payment does not exist.") }),
        body: membershipRefundInput,
        response: responses({ 200: okBody }),
      },
    },
    async (request) => {
      const staff = await viewerOf(request);
      await refundMembership({ db, provider, ledger: membershipPayments, publicUrl }, null, {
        by: "staff",
        staffId: staff.user.id,
        paymentId: request.params.id,
        reason: request.body.reason,
      });
      app.mail.wake();
      return { ok: true as const };
    },
  );
}
