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
import { addCompanion, deletePhotoSet, storeUploadedPhoto, type Catalogue, type newCompanionInput } from "../companions/index.server.ts";
import { applicationAcceptedMail, applicationConfirmationMail, applicationReceivedMail } from "./mails.server.ts";
import { hiringMessages, hiringProblems, type hiringApplicationInput } from "./schema.ts";

/** The private bucket of applicants' headshots: only admins open them, through the server. */
export const HEADSHOT_BUCKET = "hiring-headshots";

export interface HiringDeps {
  db: Db;
  config: AppConfig;
  store: ObjectStore;
  catalogue: Catalogue;
}

const headshotPath = (applicationId: string) => `/api/admin/hiring/${applicationId}/headshot`;
const ALREADY_CREATED = "A companion profile was already created from this application.";
const NOT_ACCEPTED = "Accept the application before creating its companion profile.";

/**
 * Stores an application (its headshot must be one this server received), mails it to the team and confirms it
 * to the applicant in the page's language. Every problem is answered at once, each under its field; the
 * message is the first in the spec's order.
 */
export async function submitApplication(
  { db, config, store }: HiringDeps,
  viewer: Viewer | null,
  input: z.output<typeof hiringApplicationInput>,
): Promise<void> {
  const problems = hiringProblems(input);
  if (problems[0]) {
    throw badRequest(problems[0].message, Object.fromEntries(problems.map((problem) => [problem.field, problem.message])), "invalid_application");
  }
  if (input.headshotUrl && (!isValidObjectKey(input.headshotUrl) || !(await store.get(HEADSHOT_BUCKET, input.headshotUrl)))) {
    throw badRequest(hiringMessages.headshotAgain, { headshotUrl: hiringMessages.headshotAgain });
  }
  const { headshotUrl, ...answers } = input;
  const email = answers.email.toLowerCase();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(hiringApplications)
      .values({ ...answers, email, headshotKey: headshotUrl || null, userId: viewer?.user.id ?? null })
      .returning({ id: hiringApplications.id });
    const id = row?.id ?? "";
    const headshotLink = headshotUrl ? `${config.publicUrl}${headshotPath(id)}` : null;
    await notifyBusiness(tx, config, applicationReceivedMail(id, answers, headshotLink));
    await enqueueMail(tx, applicationConfirmationMail(email, id, answers.locale));
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
 * An accepted application's companion profile: the catalogue's own create (its rules, its audit), kept hidden
 * until an admin shows it, with the applicant's headshot as its first photo. The applicant's account becomes
 * the companion's (an account that proved the address at once, otherwise when it does) and the applicant is
 * welcomed in the language they applied in. One profile per application: a second request is refused.
 */
export async function createApplicantCompanion(
  { db, config, store, catalogue }: HiringDeps,
  admin: Viewer,
  applicationId: string,
  input: z.output<typeof newCompanionInput>,
): Promise<{ companionId: string; linkedAccount: boolean }> {
  const [application] = await db.select().from(hiringApplications).where(eq(hiringApplications.id, applicationId));
  if (!application) throw notFound("This application does not exist.");
  if (application.companionId) throw conflict(ALREADY_CREATED, "already_created");
  if (application.status !== "accepted") throw conflict(NOT_ACCEPTED, "not_accepted");
  const headshot = application.headshotKey ? await store.get(HEADSHOT_BUCKET, application.headshotKey) : null;
  const photos = headshot ? [await storeUploadedPhoto(store, input.id, headshot.body, `Photo of ${input.name}`)] : [];
  try {
    const linkedAccount = await db.transaction(async (tx) => {
      // Decided under the row's lock: two admins (or a double click) make one profile.
      const [locked] = await tx
        .select({ companionId: hiringApplications.companionId, status: hiringApplications.status })
        .from(hiringApplications)
        .where(eq(hiringApplications.id, applicationId))
        .for("update");
      if (locked?.companionId) throw conflict(ALREADY_CREATED, "already_created");
      if (locked?.status !== "accepted") throw conflict(NOT_ACCEPTED, "not_accepted");
      await addCompanion(tx, admin.user.id, input, { photos, hidden: true });
      await tx.update(hiringApplications).set({ companionId: input.id }).where(eq(hiringApplications.id, applicationId));
      // Only an account that has proven this address becomes the companion's; otherwise it waits for one.
      const linked = (await linkOrInviteCompanionAccount(tx, application.email, input.id)) === "linked";
      await enqueueMail(tx, applicationAcceptedMail(application, linked, config.publicUrl));
      await recordAudit(tx, {
        actorId: admin.user.id,
        action: "hiring_application.companion",
        subjectType: "hiring_application",
        subjectId: applicationId,
        after: { companionId: input.id, linkedAccount: linked },
      });
      return linked;
    });
    catalogue.invalidate();
    return { companionId: input.id, linkedAccount };
  } catch (error) {
    await Promise.all(photos.map((photo) => deletePhotoSet(store, photo)));
    throw error;
  }
}

const applicationFollowUp = followUpOf<ApplicationStatus>(hiringApplications);
/** How many applications no one has reviewed yet (the back office's badge). */
export const countNewApplications = applicationFollowUp.countNew;
/** An application's review status and the team's notes, as the back office edits them. */
export const applicationStatusNotes = applicationFollowUp.statusNotes;
export const setApplicationStatusNotes = applicationFollowUp.setStatusNotes;
