import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { notifyBusiness } from "../../server/adapters/mail/outbox.ts";
import { saveImage } from "../../server/adapters/storage/save-image.ts";
import { isValidObjectKey, type ObjectStore } from "../../server/adapters/storage/store.ts";
import { MEGABYTE, readFileUpload } from "../../server/adapters/storage/upload.ts";
import { requireRole, viewerOf } from "../../server/auth/request-auth.ts";
import type { AppConfig } from "../../server/config.ts";
import type { Db } from "../../server/db/client.ts";
import { auditLog, hiringApplications } from "../../server/db/schema.ts";
import { badRequest, notFound } from "../../server/http/errors.ts";
import { consumeLimit } from "../../server/http/rate-limit.ts";
import { applicationStatusInput, firstHiringProblem, hiringApplicationInput } from "./schema.ts";

const BUCKET = "hiring-headshots";
const limit = { limit: 20, windowSeconds: 3600, message: "Too many submissions. Please wait a little and try again." };

export function registerHiringRoutes(app: FastifyInstance, { db, config, store }: { db: Db; config: AppConfig; store: ObjectStore }): void {
  /** The headshot goes to the private bucket; the answer is an opaque token for the application. */
  app.post("/api/hiring/headshot", async (request, reply) => {
    await consumeLimit(db, `hiring-headshot:ip:${request.ip}`, limit);
    const viewer = await request.loadViewer();
    const upload = await readFileUpload(request, { maxBytes: 5 * MEGABYTE, tooLargeMessage: "Image size must be less than 5MB" });
    const folder = viewer?.user.id ?? `guest-${Date.now()}`;
    const saved = await saveImage(store, BUCKET, upload, { folder, maxDimension: 1200 });
    reply.code(201);
    return { headshotUrl: saved.key };
  });

  app.post("/api/hiring/applications", { schema: { body: hiringApplicationInput } }, async (request, reply) => {
    await consumeLimit(db, `hiring-application:ip:${request.ip}`, limit);
    const input = request.body as z.output<typeof hiringApplicationInput>;
    const problem = firstHiringProblem(input);
    if (problem) throw badRequest(problem.message, { [problem.field]: problem.message }, "invalid_application");
    if (input.headshotUrl && (!isValidObjectKey(input.headshotUrl) || !(await store.get(BUCKET, input.headshotUrl)))) {
      throw badRequest("Please upload your headshot again.", { headshotUrl: "Please upload your headshot again." });
    }
    const viewer = await request.loadViewer();
    const { headshotUrl, ...answers } = input;
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(hiringApplications)
        .values({ ...answers, email: answers.email.toLowerCase(), headshotKey: headshotUrl || null, userId: viewer?.user.id ?? null })
        .returning({ id: hiringApplications.id });
      // §7 send-hiring-application: the whole application, for the team.
      await notifyBusiness(tx, config, {
        kind: "hiring-application",
        replyTo: answers.email,
        subject: `New companion application: ${answers.name}`,
        text: [
          `Application id: ${row?.id}`,
          ...Object.entries(answers).map(([key, value]) => `${key}: ${Array.isArray(value) ? value.join(", ") || "none" : String(value) || "not given"}`),
          `Headshot: ${headshotUrl ? `${config.publicUrl}/api/admin/hiring/${row?.id}/headshot (admins only)` : "none"}`,
        ].join("\n"),
      });
    });
    app.mail.wake();
    reply.code(201);
    return { ok: true };
  });

  const admin = { preValidation: requireRole("admin") };
  const idParams = z.object({ id: z.uuid() });

  app.get("/api/admin/hiring", admin, async () => {
    const rows = await db.select().from(hiringApplications).orderBy(desc(hiringApplications.createdAt));
    return { applications: rows.map(({ headshotKey, ...row }) => ({ ...row, hasHeadshot: Boolean(headshotKey), headshotUrl: headshotKey ? `/api/admin/hiring/${row.id}/headshot` : null })) };
  });

  app.patch("/api/admin/hiring/:id", { ...admin, schema: { params: idParams, body: applicationStatusInput } }, async (request) => {
    const viewer = await viewerOf(request);
    const { id } = request.params as { id: string };
    const [before] = await db.select().from(hiringApplications).where(eq(hiringApplications.id, id));
    if (!before) throw notFound("This application does not exist.");
    const change = request.body as z.infer<typeof applicationStatusInput>;
    await db.update(hiringApplications).set(change).where(eq(hiringApplications.id, id));
    await db.insert(auditLog).values({ actorId: viewer.user.id, action: "hiring.update", subjectType: "hiring_application", subjectId: id, before: { status: before.status, notes: before.notes }, after: change });
    return { ok: true };
  });

  /** Headshots are private: only admins open them, through the server. */
  app.get("/api/admin/hiring/:id/headshot", { ...admin, schema: { params: idParams } }, async (request, reply) => {
    const [row] = await db.select({ key: hiringApplications.headshotKey }).from(hiringApplications).where(eq(hiringApplications.id, (request.params as { id: string }).id));
    const object = row?.key ? await store.get(BUCKET, row.key) : null;
    if (!object) throw notFound("No headshot for this application.");
    return reply.header("content-type", object.contentType).header("cache-control", "private, no-store").send(object.body);
  });
}
