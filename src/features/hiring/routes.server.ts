import { desc, eq } from "drizzle-orm";
import { z } from "zod";
import { enqueueMail, headerText, notifyBusiness } from "../../server/adapters/mail/outbox.ts";
import { saveImage } from "../../server/adapters/storage/save-image.ts";
import { isValidObjectKey, type ObjectStore } from "../../server/adapters/storage/store.ts";
import { MEGABYTE, readFileUpload } from "../../server/adapters/storage/upload.ts";
import { linkOrInviteCompanionAccount } from "../../server/auth/profiles.ts";
import { requireRole, viewerOf } from "../../server/auth/request-auth.ts";
import type { AppConfig } from "../../server/config.ts";
import { recordAudit } from "../../server/audit.ts";
import type { Db } from "../../server/db/client.ts";
import { companions, hiringApplications, type PhotoSet } from "../../server/db/schema.ts";
import { badRequest, conflict, notFound } from "../../server/http/errors.ts";
import { consumeAddressLimit } from "../../server/http/rate-limit.ts";
import type { TypedApp } from "../../server/http/typed-app.ts";
import type { Catalogue } from "../companions/catalogue.server.ts";
import { storePhotoSet } from "../companions/photos.server.ts";
import { firstHiringProblem, hiringApplicationInput } from "./schema.ts";

const BUCKET = "hiring-headshots";
const limit = { limit: 20, windowSeconds: 3600, message: "Too many submissions. Please wait a little and try again." };

export function registerHiringRoutes(app: TypedApp, { db, config, store, catalogue }: { db: Db; config: AppConfig; store: ObjectStore; catalogue: Catalogue }): void {
  /** The headshot goes to the private bucket; the answer is an opaque token for the application. */
  app.post("/api/hiring/headshot", async (request, reply) => {
    await consumeAddressLimit(db, request, "hiring-headshot", limit);
    const viewer = await request.loadViewer();
    const upload = await readFileUpload(request, { maxBytes: 5 * MEGABYTE, tooLargeMessage: "Image size must be less than 5MB" });
    const folder = viewer?.user.id ?? `guest-${Date.now()}`;
    const saved = await saveImage(store, BUCKET, upload, { folder, maxDimension: 1200 });
    reply.code(201);
    return { headshotUrl: saved.key };
  });

  app.post("/api/hiring/applications", { schema: { body: hiringApplicationInput } }, async (request, reply) => {
    await consumeAddressLimit(db, request, "hiring-application", limit);
    const input = request.body;
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
        subject: `New companion application: ${headerText(answers.name)}`,
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


  /**
   * Accepting an application drafts the companion's catalogue entry (hidden until an admin publishes it)
   * and invites the applicant: an existing account is linked as the companion's own (role wingwoman),
   * otherwise an e-mail asks them to create one.
   */
  app.post("/api/admin/hiring/:id/accept", { ...admin, schema: { params: idParams, body: z.object({ companionId: z.string().regex(/^m?\d{1,4}$/, "Use an id like 22 or m7.") }) } }, async (request, reply) => {
    const viewer = await viewerOf(request);
    const { id } = request.params;
    const { companionId } = request.body;
    const [application] = await db.select().from(hiringApplications).where(eq(hiringApplications.id, id));
    if (!application) throw notFound("This application does not exist.");
    const headshot = application.headshotKey ? await store.get(BUCKET, application.headshotKey) : null;
    const photos = headshot ? [await storePhotoSet(store, companionId, headshot.body, `Photo of ${application.name}`)] : [];
    const linked = await db.transaction(async (tx) => {
      const [companion] = await tx.insert(companions).values(draftCompanion(companionId, application, photos)).onConflictDoNothing().returning({ id: companions.id });
      if (!companion) throw conflict("A companion with this id already exists.");
      await tx.update(hiringApplications).set({ status: "accepted" }).where(eq(hiringApplications.id, id));
      // Only an account that has proven this address becomes the companion's; otherwise it waits for one.
      const linked = (await linkOrInviteCompanionAccount(tx, application.email, companionId)) === "linked";
      await enqueueMail(tx, {
        kind: "hiring-accepted",
        to: application.email,
        subject: "Welcome to the Wingmate team",
        text: `Hi ${application.name.split(/\s+/)[0]},\n\nGreat news: your application was accepted. ${
          linked
            ? `Your Wingmate account is now your companion account: log in to answer your clients at ${config.publicUrl}/messages`
            : `Create your companion account with this e-mail address at ${config.publicUrl}/auth?tab=signup (or log in, if you have one) and confirm the address from the e-mail we send: your account becomes your companion account then.`
        }\n\nThe Wingmate team`,
      });
      await recordAudit(tx, { actorId: viewer.user.id, action: "hiring.accept", subjectType: "hiring_application", subjectId: id, after: { companionId, linkedAccount: linked } });
      return linked;
    });
    catalogue.invalidate();
    app.mail.wake();
    reply.code(201);
    return { companionId, linkedAccount: linked };
  });

  /** Headshots are private: only admins open them, through the server. */
  app.get("/api/admin/hiring/:id/headshot", { ...admin, schema: { params: idParams } }, async (request, reply) => {
    const [row] = await db.select({ key: hiringApplications.headshotKey }).from(hiringApplications).where(eq(hiringApplications.id, request.params.id));
    const object = row?.key ? await store.get(BUCKET, row.key) : null;
    if (!object) throw notFound("No headshot for this application.");
    return reply.header("content-type", object.contentType).header("cache-control", "private, no-store").send(object.body);
  });
}

/** A first draft of the catalogue entry from the application; admins complete it before showing it. */
function draftCompanion(id: string, application: typeof hiringApplications.$inferSelect, photos: PhotoSet[]) {
  const area = application.areasToWork[0]?.replace(" County", "") ?? "South Florida";
  return {
    id,
    gender: (id.startsWith("m") ? "man" : "woman") as "man" | "woman",
    name: application.name,
    age: Number.parseInt(application.age ?? "", 10) || 21,
    location: area,
    area,
    bio: (application.motivation || "New to the Wingmate team.").slice(0, 200),
    fullBio: application.motivation || application.experience || "New to the Wingmate team.",
    specialties: ["Social Companion"],
    achievements: [],
    personalityTraits: application.personalityTraits,
    hourlyRateCents: 12_000,
    availability: application.weeklyAvailability ? `${application.weeklyAvailability} hours a week` : "By arrangement",
    workingHours: "By arrangement",
    responseTime: "Within a day",
    languages: ["English"],
    interests: [],
    experience: application.experience?.slice(0, 60) || "New",
    backgroundChecked: false,
    photos,
    hidden: true,
  };
}
