import { z } from "zod";
import { requireRole, viewerOf } from "../../server/auth/request-auth.ts";
import type { Db } from "../../server/db/client.ts";
import { responses } from "../../server/http/responses.ts";
import type { TypedApp } from "../../server/http/typed-app.ts";
import { acknowledgeAlert, acknowledgedView, safetyAlertsForStaff, safetyAlertsView } from "../workspace/index.server.ts";

/** The sessions' safety alerts on the dashboard: the open ones and the recent history; staff acknowledge them (audited). */
export function registerSafetyAdminRoutes(app: TypedApp, { db }: { db: Db }): void {
  const admin = { preValidation: requireRole("admin") };

  app.get("/safety-alerts", { ...admin, schema: { response: responses({ 200: safetyAlertsView }) } }, async () => safetyAlertsForStaff(db));

  app.post(
    "/safety-alerts/:id/acknowledge",
    { ...admin, schema: { params: z.object({ id: z.uuid("This alert does not exist.") }), response: responses({ 200: acknowledgedView }) } },
    async (request) => acknowledgeAlert(db, (await viewerOf(request)).user.id, request.params.id),
  );
}
