import { eq } from "drizzle-orm";
import { z } from "zod";
import { saveImage } from "../../server/adapters/storage/save-image.ts";
import type { ObjectStore } from "../../server/adapters/storage/store.ts";
import type { Viewer } from "../../server/auth/request-auth.ts";
import type { Db } from "../../server/db/client.ts";
import { memberProfiles } from "../../server/db/schema.ts";
import { AppError, badRequest, forbidden, notFound, unauthorized } from "../../server/http/errors.ts";
import { MAX_MEMBER_IMAGES, memberProfileMessages, type memberProfileInput, type OwnMemberProfile, type SafeMemberProfile } from "./schema.ts";

const BUCKET = "vip-profile-images";
type Row = typeof memberProfiles.$inferSelect;

/** The images are private: each is read through this route, which checks who may see the profile. */
const imageFile = (key: string) => key.slice(key.lastIndexOf("/") + 1);
const imageUrl = (profileId: string, key: string) => `/api/member-profiles/${profileId}/images/${imageFile(key)}`;
const imageUrls = (row: Row) => row.images.map((image) => imageUrl(row.id, image.key));

/** Who may see a member profile (and so its images): its owner and admins; wing women while it is public. */
function maySeeMemberProfile(viewer: Viewer | null, row: Row): boolean {
  if (!viewer) return false;
  return viewer.user.id === row.userId || viewer.role === "admin" || (viewer.role === "wingwoman" && row.isPublic);
}

const ownView = (row: Row): OwnMemberProfile => ({
  id: row.id,
  displayName: row.displayName,
  bio: row.bio,
  location: row.location,
  age: row.age,
  availability: row.availability,
  interests: row.interests,
  images: imageUrls(row),
  isPublic: row.isPublic,
  createdAt: row.createdAt.toISOString(),
});

/** What wing women and admins see: no phone, no e-mail. */
const safeView = (row: Row): SafeMemberProfile => ({
  id: row.id,
  display_name: row.displayName,
  location: row.location,
  age: row.age,
  rating: row.rating,
  availability: row.availability,
  bio: row.bio,
  interests: row.interests,
  images: imageUrls(row),
  created_at: row.createdAt.toISOString(),
});

const byUser = async (db: Db, userId: string): Promise<Row | null> =>
  (await db.select().from(memberProfiles).where(eq(memberProfiles.userId, userId)))[0] ?? null;
const byId = async (db: Db, id: string): Promise<Row | null> => (await db.select().from(memberProfiles).where(eq(memberProfiles.id, id)))[0] ?? null;

export async function ownMemberProfile(db: Db, userId: string): Promise<OwnMemberProfile | null> {
  const row = await byUser(db, userId);
  return row ? ownView(row) : null;
}

/** Insert the first time, update after (§4 VIP Profile Manager). */
export async function saveOwnMemberProfile(db: Db, userId: string, input: z.output<typeof memberProfileInput>): Promise<OwnMemberProfile> {
  const [row] = await db
    .insert(memberProfiles)
    .values({ userId, ...input })
    .onConflictDoUpdate({ target: memberProfiles.userId, set: input })
    .returning();
  if (!row) throw new Error("member profile not stored");
  return ownView(row);
}

/** Adds one image to the owner's profile, at most `MAX_MEMBER_IMAGES` even when two uploads race. */
export async function addMemberProfileImage(db: Db, store: ObjectStore, userId: string, readUpload: () => Promise<Buffer>): Promise<OwnMemberProfile> {
  const row = await byUser(db, userId);
  if (!row) throw badRequest("Please save your profile before adding images.");
  if (row.images.length >= MAX_MEMBER_IMAGES) throw badRequest(memberProfileMessages.maxImages, undefined, "too_many_images");
  const saved = await saveImage(store, BUCKET, await readUpload(), { folder: userId, maxDimension: 1600 });
  // Re-read under a row lock: two uploads at once cannot pass the cap together.
  const updated = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(memberProfiles).where(eq(memberProfiles.id, row.id)).for("update");
    if (!current || current.images.length >= MAX_MEMBER_IMAGES) return null;
    const [next] = await tx
      .update(memberProfiles)
      .set({ images: [...current.images, { url: imageUrl(current.id, saved.key), key: saved.key }] })
      .where(eq(memberProfiles.id, row.id))
      .returning();
    return next ?? null;
  });
  if (!updated) {
    await store.delete(BUCKET, saved.key).catch(() => undefined);
    throw badRequest(memberProfileMessages.maxImages, undefined, "too_many_images");
  }
  return ownView(updated);
}

export async function removeMemberProfileImage(db: Db, store: ObjectStore, userId: string, index: number): Promise<OwnMemberProfile> {
  const row = await byUser(db, userId);
  const image = row?.images[index];
  if (!row || !image) throw notFound("This image does not exist.");
  try {
    await store.delete(BUCKET, image.key);
  } catch {
    throw new AppError(502, "storage_delete_failed", "Failed to delete image from storage");
  }
  const [updated] = await db
    .update(memberProfiles)
    .set({ images: row.images.filter((_, position) => position !== index) })
    .where(eq(memberProfiles.id, row.id))
    .returning();
  return ownView(updated ?? row);
}

/** One private image, for whoever may see its profile. Not allowed and not there answer alike. */
export async function readMemberProfileImage(db: Db, store: ObjectStore, viewer: Viewer | null, profileId: string, file: string) {
  const row = await byId(db, profileId);
  const image = row?.images.find((candidate) => imageFile(candidate.key) === file);
  const object = row && image && maySeeMemberProfile(viewer, row) ? await store.get(BUCKET, image.key) : null;
  if (!object) throw notFound("This image does not exist.");
  return object;
}

/**
 * The viewer (§2, §6): wing women and admins see public profiles, in the safe view. The owner sees their own
 * (public or not) as wing women see it, so the link the manager shows them works.
 */
export async function publicMemberProfile(db: Db, viewer: Viewer | null, id: string): Promise<{ profile: SafeMemberProfile; ownPreview: boolean }> {
  if (!viewer) throw unauthorized("Please log in to view VIP profiles.");
  const row = z.uuid().safeParse(id).success ? await byId(db, id) : null;
  const ownPreview = row !== null && row.userId === viewer.user.id;
  if (!ownPreview && viewer.role !== "wingwoman" && viewer.role !== "admin") throw forbidden(memberProfileMessages.accessDenied, "role_required");
  if (!row || (!row.isPublic && !ownPreview)) throw notFound(memberProfileMessages.notFoundOrDenied);
  return { profile: safeView(row), ownPreview };
}
