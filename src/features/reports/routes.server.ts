import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { requireRole, requireUser, viewerOf } from "../../server/auth/request-auth.ts";
import type { Db } from "../../server/db/client.ts";
import { reports } from "../../server/db/schema.ts";
import { consumeLimit } from "../../server/http/rate-limit.ts";
import { reportInput } from "./schema.ts";

/** Members report a companion, a review or a message; the reports wait in the admin queue. */
export function registerReportRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  app.post("/api/reports", { preValidation: requireUser, schema: { body: reportInput } }, async (request, reply) => {
    const viewer = await viewerOf(request);
    await consumeLimit(db, `reports:account:${viewer.user.id}`, { limit: 20, windowSeconds: 86_400, message: "You have sent many reports today. Please try again tomorrow." });
    const input = request.body as z.infer<typeof reportInput>;
    const [row] = await db.insert(reports).values({ reporterId: viewer.user.id, ...input }).returning({ id: reports.id });
    reply.code(201);
    return { id: row?.id, message: "Thank you. Our team will look into it." };
  });

  const admin = { preValidation: requireRole("admin") };
  app.get("/api/admin/reports", admin, async () => ({ reports: await db.select().from(reports).orderBy(desc(reports.createdAt)) }));
  app.post("/api/admin/reports/:id/resolve", { ...admin, schema: { params: z.object({ id: z.uuid() }) } }, async (request) => {
    await db.update(reports).set({ status: "resolved" }).where(eq(reports.id, (request.params as { id: string }).id));
    return { ok: true };
  });
}
