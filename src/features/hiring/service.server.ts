import { desc, eq } from "drizzle-orm";
import type { z } from "zod";
import { enqueueMail, notifyBusiness } from "../../server/adapters/mail/outbox.ts";
import { isValidObjectKey, type ObjectStore } from "../../server/adapters/storage/store.ts";
import { linkOrInviteCompanionAccount } from "../../server/auth/profiles.ts";
import type { Viewer } from "../../server/auth/request-auth.ts";
import type { AppConfig } from "../../server/config.ts";
import { recordAudit } from "../../server/audit.ts";
import type { Db } from "../../server/db/client.ts";
import { followUpOf } from "../../server/db/follow-up.ts";
import { hiringApplications, type ApplicationStatus } from "./tables.server.ts";
import { badRequest, conflict, notFound } from "../../server/http/errors.ts";
import { insertCompanion, storePhotoSet, type Catalogue, type PhotoSet } from "../companions/index.server.ts";
import { applicationAcceptedMail, applicationReceivedMail } from "./mails.server.ts";
import { firstHiringProblem, hiringMessages, type hiringApplicationInput } from "./schema.ts";

/** The private bucket of applicants' headshots: only admins open them, through the server. */
export const HEADSHOT_BUCKET = "hiring-headshots";

export interface HiringDeps {
  db: Db;
  config: AppConfig;
  store: ObjectStore;
  catalogue: Catalogue;
}

const headshotPath = (applicationId: string) => `/api/admin/hiring/${applicationId}/headshot`;

/** Stores an application (its headshot must be one this server received) and mails it to the team. */
export async function submitApplication(
  { db, config, store }: HiringDeps,
  viewer: Viewer | null,
  input: z.output<typeof hiringApplicationInput>,
): Promise<void> {
  const problem = firstHiringProblem(input);
  if (problem) throw badRequest(problem.message, { [problem.field]: problem.message }, "invalid_application");
  if (input.headshotUrl && (!isValidObjectKey(input.headshotUrl) || !(await store.get(HEADSHOT_BUCKET, input.headshotUrl)))) {
    throw badRequest(hiringMessages.headshotAgain, { headshotUrl: hiringMessages.headshotAgain });
  }
  const { headshotUrl, ...answers } = input;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(hiringApplications)
      .values({ ...answers, email: answers.email.toLowerCase(), headshotKey: headshotUrl || null, userId: viewer?.user.id ?? null })
      .returning({ id: hiringApplications.id });
    const headshotLink = headshotUrl && row ? `${config.publicUrl}${headshotPath(row.id)}` : null;
    await notifyBusiness(tx, config, applicationReceivedMail(row?.id, answers, headshotLink));
  });
}

/** The admin's list: every application, newest first, with a link to its private headshot. */
export async function listApplications(db: Db) {
  const rows = await db.select().from(hiringApplications).orderBy(desc(hiringApplications.createdAt));
  return rows.map(({ headshotKey, ...row }) => ({ ...row, createdAt: row.createdAt.toISOString(), headshotUrl: headshotKey ? headshotPath(row.id) : null }));
}

export async function applicationHeadshot({ db, store }: Pick<HiringDeps, "db" | "store">, applicationId: string) {
  const [row] = await db.select({ key: hiringApplications.headshotKey }).from(hiringApplications).where(eq(hiringApplications.id, applicationId));
  const object = row?.key ? await store.get(HEADSHOT_BUCKET, row.key) : null;
  if (!object) throw notFound("No headshot for this application.");
  return object;
}

/**
 * Accepting an application drafts the companion's catalogue entry (hidden until an admin publishes it)
 * and invites the applicant: an existing account is linked as the companion's own (role wingwoman),
 * otherwise an e-mail asks them to create one.
 */
export async function acceptApplication({ db, config, store, catalogue }: HiringDeps, admin: Viewer, applicationId: string, companionId: string) {
  const [application] = await db.select().from(hiringApplications).where(eq(hiringApplications.id, applicationId));
  if (!application) throw notFound("This application does not exist.");
  const headshot = application.headshotKey ? await store.get(HEADSHOT_BUCKET, application.headshotKey) : null;
  const photos = headshot ? [await storePhotoSet(store, companionId, headshot.body, `Photo of ${application.name}`)] : [];
  const linkedAccount = await db.transaction(async (tx) => {
    if (!(await insertCompanion(tx, draftCompanion(companionId, application, photos)))) throw conflict("A companion with this id already exists.");
    await tx.update(hiringApplications).set({ status: "accepted" }).where(eq(hiringApplications.id, applicationId));
    // Only an account that has proven this address becomes the companion's; otherwise it waits for one.
    const linked = (await linkOrInviteCompanionAccount(tx, application.email, companionId)) === "linked";
    await enqueueMail(tx, applicationAcceptedMail(application, linked, config.publicUrl));
    await recordAudit(tx, {
      actorId: admin.user.id,
      action: "hiring.accept",
      subjectType: "hiring_application",
      subjectId: applicationId,
      after: { companionId, linkedAccount: linked },
    });
    return linked;
  });
  catalogue.invalidate();
  return { companionId, linkedAccount };
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
    responseTime: "Within a day",
    languages: ["English"],
    interests: [],
    experience: application.experience?.slice(0, 60) || "New",
    backgroundChecked: false,
    photos,
    hidden: true,
  };
}

const applicationFollowUp = followUpOf<ApplicationStatus>(hiringApplications);
/** How many applications no one has reviewed yet (the back office's badge). */
export const countNewApplications = applicationFollowUp.countNew;
/** An application's review status and the team's notes, as the back office edits them. */
export const applicationStatusNotes = applicationFollowUp.statusNotes;
export const setApplicationStatusNotes = applicationFollowUp.setStatusNotes;
