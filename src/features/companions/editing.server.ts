import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { ObjectStore } from "../../server/adapters/storage/store.ts";
import { linkOrInviteCompanionAccount, userIdByEmail } from "../../server/auth/profiles.ts";
import { companionLinkedMail } from "../../server/auth/mails.ts";
import { accountRecipient } from "../../server/auth/recipients.ts";
import { enqueueMail } from "../../server/adapters/mail/outbox.ts";
import { recordAudit } from "../../server/audit.ts";
import type { Db } from "../../server/db/client.ts";
import { companionAccounts, users } from "../../server/auth/tables.ts";
import { companions, type PhotoSet } from "./tables.server.ts";
import { AppError, badRequest, notFound } from "../../server/http/errors.ts";
import type { Catalogue, CatalogueEntry } from "./catalogue.server.ts";
import { deletePhotoSet, storeUploadedPhoto } from "./photos.server.ts";
import type { AdminCompanion, AdminCompanionProfile } from "./responses.ts";
import type { companionInput, companionUpdate } from "./editor-schema.ts";
import { adminView } from "./views.server.ts";

type NewCompanion = z.output<typeof companionInput> & { id: string };
type Row = CatalogueEntry["row"];

/**
 * The back office's edits to the catalogue: create, edit, photos and the companion's own account. Every
 * change is audited under the acting admin and drops the catalogue's cache; each answers the admin's view.
 */
export function catalogueEditor({ db, store, catalogue }: { db: Db; store: ObjectStore; catalogue: Catalogue }) {
  async function entryOrNotFound(id: string): Promise<CatalogueEntry> {
    const entry = await catalogue.get(id);
    if (!entry) throw notFound("This companion does not exist.");
    return entry;
  }

  async function refreshed(id: string): Promise<AdminCompanionProfile> {
    catalogue.invalidate();
    return adminView(await entryOrNotFound(id));
  }

  async function audited(actorId: string, action: string, subjectId: string, before: unknown, after: unknown): Promise<AdminCompanionProfile> {
    await recordAudit(db, { actorId, action, subjectType: "companion", subjectId, before, after });
    return refreshed(subjectId);
  }

  const setPhotos = (id: string, photos: PhotoSet[]) => db.update(companions).set({ photos }).where(eq(companions.id, id));

  return {
    /** Every companion, hidden ones included, with the e-mail of the account linked to it. */
    async list(): Promise<AdminCompanion[]> {
      const links = await db
        .select({ companionId: companionAccounts.companionId, email: users.email })
        .from(companionAccounts)
        .innerJoin(users, eq(users.id, companionAccounts.userId));
      const accountOf = new Map(links.map((link) => [link.companionId, link.email]));
      return (await catalogue.all()).map((entry) => ({ ...adminView(entry), accountEmail: accountOf.get(entry.row.id) ?? null }));
    },

    async create(actorId: string, input: NewCompanion): Promise<AdminCompanionProfile> {
      const row = await addCompanion(db, actorId, input);
      return refreshed(row.id);
    },

    async update(actorId: string, id: string, change: z.output<typeof companionUpdate>): Promise<AdminCompanionProfile> {
      if (Object.keys(change).length === 0) throw badRequest("Nothing to change: send at least one field.");
      const before = (await entryOrNotFound(id)).row;
      const [after] = await db.update(companions).set(change).where(eq(companions.id, id)).returning();
      return audited(actorId, "companion.update", id, before, after);
    },

    /** `readUpload` runs once the companion is known to exist. */
    async addPhoto(actorId: string, id: string, readUpload: () => Promise<Buffer>): Promise<AdminCompanionProfile> {
      const before = (await entryOrNotFound(id)).row;
      const photo = await storeUploadedPhoto(store, id, await readUpload(), `Photo of ${before.name}`);
      const photos = [...before.photos, photo];
      await setPhotos(id, photos);
      return audited(actorId, "companion.photo.add", id, { photos: before.photos.length }, { photos: photos.length });
    },

    /** The photos in a new order (the first is the card picture): `order` lists every current index once. */
    async reorderPhotos(actorId: string, id: string, order: number[]): Promise<AdminCompanionProfile> {
      const before = (await entryOrNotFound(id)).row;
      const photos = permuted(before, order);
      await setPhotos(id, photos);
      const firstKeys = (list: PhotoSet[]) => list.map((photo) => photo.keys[0]);
      return audited(actorId, "companion.photo.order", id, { order: firstKeys(before.photos) }, { order: firstKeys(photos) });
    },

    async removePhoto(actorId: string, id: string, index: number): Promise<AdminCompanionProfile> {
      const before = (await entryOrNotFound(id)).row;
      const removed = before.photos[index];
      if (!removed) throw notFound("This photo does not exist.");
      const photos = before.photos.filter((_, position) => position !== index);
      await setPhotos(id, photos);
      await deletePhotoSet(store, removed);
      return audited(actorId, "companion.photo.remove", id, { photos: before.photos.length }, { photos: photos.length });
    },

    /**
     * Links a companion's own account (role wingwoman): it then answers that companion's conversations. Only a
     * verified owner of the address is linked; otherwise the link waits for the address to be verified.
     */
    async linkAccount(actorId: string, id: string, email: string, publicUrl: string): Promise<"linked" | "invited"> {
      await entryOrNotFound(id);
      const outcome = await db.transaction(async (tx) => {
        const linked = await linkOrInviteCompanionAccount(tx, email, id);
        const owner = linked === "linked" ? await userIdByEmail(tx, email) : null;
        if (owner) await tellAccountLinked(tx, publicUrl, owner, id);
        return linked;
      });
      await recordAudit(db, {
        actorId,
        action: `companion.account.${outcome === "linked" ? "link" : "invite"}`,
        subjectType: "companion",
        subjectId: id,
        after: { email },
      });
      catalogue.invalidate();
      return outcome;
    },
  };
}

function permuted(row: Row, order: number[]): PhotoSet[] {
  const isPermutation = order.length === row.photos.length && new Set(order).size === order.length && order.every((index) => index < order.length);
  if (!isPermutation) throw badRequest("The photos changed meanwhile. Reload and try again.");
  return order.map((index) => row.photos[index] as PhotoSet);
}

const ID_FITS_PROFILE = "Wing men's ids start with m (m7); wing women's are numbers.";
const ID_TAKEN = "A companion with this id already exists.";

/**
 * The catalogue's one way in for a new companion (the editor's, and an accepted applicant's): the id fits the
 * profile and is free, and the addition is audited under the admin, in the caller's transaction when there is
 * one. `extra` holds what the editor's fields do not: photos already stored, a draft kept hidden. Drop the
 * catalogue's cache after the commit.
 */
export async function addCompanion(db: Db, actorId: string, input: NewCompanion, extra: { photos?: PhotoSet[]; hidden?: boolean } = {}): Promise<Row> {
  if ((input.gender === "man") !== input.id.startsWith("m")) throw badRequest(ID_FITS_PROFILE, { id: ID_FITS_PROFILE });
  const [row] = await db
    .insert(companions)
    .values({ ...input, ...extra })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError(409, "conflict", ID_TAKEN, { id: ID_TAKEN });
  await recordAudit(db, { actorId, action: "companion.create", subjectType: "companion", subjectId: row.id, before: null, after: row });
  return row;
}

/** Tells an account, in its language, that it now answers for a companion (queued in the caller's transaction). */
export async function tellAccountLinked(tx: Db, publicUrl: string, userId: string, companionId: string): Promise<void> {
  const [companion] = await tx.select({ name: companions.name }).from(companions).where(eq(companions.id, companionId));
  const recipient = await accountRecipient(tx, userId);
  if (companion && recipient) await enqueueMail(tx, companionLinkedMail(publicUrl, recipient, companion.name));
}
