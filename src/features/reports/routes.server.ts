import { eq } from "drizzle-orm";
import { z } from "zod";
import { requireRole, requireUser, viewerOf } from "../../server/auth/request-auth.ts";
import type { Db } from "../../server/db/client.ts";
import { recordAudit } from "../../server/audit.ts";
import { reports } from "../../server/db/schema.ts";
import { notFound } from "../../server/http/errors.ts";
import type { TypedApp } from "../../server/http/typed-app.ts";
import { reportDecisionInput } from "../admin/schema.ts";
import { adminReports } from "./queue.server.ts";
import { consumeLimit } from "../../server/http/rate-limit.ts";
import { reportInput } from "./schema.ts";

/** Members report a companion, a review or a message; the reports wait in the admin queue. */
export function registerReportRoutes(app: TypedApp, { db }: { db: Db }): void {
  app.post("/api/reports", { preValidation: requireUser, schema: { body: reportInput } }, async (request, reply) => {
    const viewer = await viewerOf(request);
    await consumeLimit(db, `reports:account:${viewer.user.id}`, { limit: 20, windowSeconds: 86_400, message: "You have sent many reports today. Please try again tomorrow." });
    const input = request.body;
    const [row] = await db.insert(reports).values({ reporterId: viewer.user.id, ...input }).returning({ id: reports.id });
    reply.code(201);
    return { id: row?.id, message: "Thank you. Our team will look into it." };
  });

  const admin = { preValidation: requireRole("admin") };
  app.get("/api/admin/reports", { ...admin, schema: { querystring: z.object({ status: z.enum(["open", "all"]).default("all") }) } }, async (request) => ({
    reports: await adminReports(db, request.query.status),
  }));

  app.patch("/api/admin/reports/:id", { ...admin, schema: { params: z.object({ id: z.uuid("This report does not exist.") }), body: reportDecisionInput } }, async (request) => {
    const viewer = await viewerOf(request);
    const { id } = request.params;
    const decision = request.body;
    await db.transaction(async (tx) => {
      const [before] = await tx.select({ status: reports.status, notes: reports.notes }).from(reports).where(eq(reports.id, id));
      if (!before) throw notFound("This report does not exist.");
      await tx.update(reports).set({ status: decision.status, notes: decision.notes || null, resolvedBy: viewer.user.id, resolvedAt: new Date() }).where(eq(reports.id, id));
      await recordAudit(tx, { actorId: viewer.user.id, action: `report.${decision.status}`, subjectType: "report", subjectId: id, before, after: decision });
    });
    return { ok: true };
  });
}
