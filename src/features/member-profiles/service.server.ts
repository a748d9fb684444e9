import { and, eq, inArray, sql, type SQLWrapper } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import { saveImage } from "../../server/adapters/storage/save-image.ts";
import type { ObjectStore } from "../../server/adapters/storage/store.ts";
import { membershipOf } from "../../server/auth/membership.ts";
import type { Viewer } from "../../server/auth/request-auth.ts";
import type { Db } from "../../server/db/client.ts";
import { memberProfiles } from "./tables.server.ts";
import { profiles } from "../../server/auth/tables.ts";
import { holdsMembership, membershipByUser } from "../billing/index.server.ts";
import { AppError, badRequest, forbidden, notFound, unauthorized } from "../../server/http/errors.ts";
import { hasVipAccess } from "../../shared/access.ts";
import { MAX_MEMBER_IMAGES, memberProfileMessages, type memberProfileInput, type OwnMemberProfile, type SafeMemberProfile } from "./schema.ts";

const BUCKET = "vip-profile-images";
type Row = typeof memberProfiles.$inferSelect;

/** The images are private: each is read through this route, which checks who may see the profile. */
const imageFile = (key: string) => key.slice(key.lastIndexOf("/") + 1);
const imageUrl = (profileId: string, key: string) => `/api/member-profiles/${profileId}/images/${imageFile(key)}`;
const imageUrls = (row: Row) => row.images.map((image) => imageUrl(row.id, image.key));

/**
 * A condition on `memberProfiles` for the profiles listed to other people (event suggestions): public, and
 * of an owner who holds what `hasVipAccess` asks (a membership in force, as `membershipOf` reads the
 * subscription, or the admin role). A profile outlives its owner's membership (a refund, a lapsed month)
 * but is not shown for them any more. For a WHERE clause: a single-table select would drop the table names.
 */
const listedMemberProfile = sql`(${memberProfiles.isPublic}
  and (${holdsMembership(memberProfiles.userId)}
    or exists (select 1 from ${profiles} where ${profiles.userId} = ${memberProfiles.userId} and ${profiles.role} = 'admin')))`;

/** A member's own interests, as their profile lists them (none without a profile). */
export async function memberInterestsOf(db: Db, userId: string): Promise<string[]> {
  const [mine] = await db.select({ interests: memberProfiles.interests }).from(memberProfiles).where(eq(memberProfiles.userId, userId));
  return mine?.interests ?? [];
}

/** The listed profiles (see `listedMemberProfile`) of the accounts that `userIds` (a subquery) selects. */
export async function listedProfilesAmong(db: Db, userIds: SQLWrapper): Promise<{ id: string; displayName: string; interests: string[] }[]> {
  return db
    .select({ id: memberProfiles.id, displayName: memberProfiles.displayName, interests: memberProfiles.interests })
    .from(memberProfiles)
    .where(and(inArray(memberProfiles.userId, userIds), listedMemberProfile));
}

/** A profile as read for someone who may not be its owner: with whether its owner holds membership. */
type ShownRow = Row & { ownerHasVipAccess: boolean };

/**
 * Who may see a member profile (and so its images): its owner always; admins while its owner is a member;
 * wing women while it is also public.
 */
function maySeeMemberProfile(viewer: Viewer | null, row: ShownRow): boolean {
  if (!viewer) return false;
  if (viewer.user.id === row.userId) return true;
  if (!row.ownerHasVipAccess) return false;
  return viewer.role === "admin" || (viewer.role === "wingwoman" && row.isPublic);
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
/** A profile by id, with whether its owner holds membership (the rule a viewer's own access follows). */
async function byId(db: Db, id: string): Promise<ShownRow | null> {
  const [found] = await db
    .select({
      row: memberProfiles,
      subscription: { subscribed: membershipByUser.subscribed, tier: membershipByUser.tier, currentPeriodEnd: membershipByUser.currentPeriodEnd },
      role: profiles.role,
    })
    .from(memberProfiles)
    .leftJoin(membershipByUser, eq(membershipByUser.userId, memberProfiles.userId))
    .leftJoin(profiles, eq(profiles.userId, memberProfiles.userId))
    .where(eq(memberProfiles.id, id));
  if (!found) return null;
  return { ...found.row, ownerHasVipAccess: hasVipAccess({ isMember: membershipOf(found.subscription).isMember, role: found.role }) };
}

/** Whether the account keeps a member profile (which its owner may manage whatever their membership). */
export async function hasMemberProfile(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: memberProfiles.id }).from(memberProfiles).where(eq(memberProfiles.userId, userId));
  return Boolean(row);
}

export async function ownMemberProfile(db: Db, userId: string): Promise<OwnMemberProfile | null> {
  const row = await byUser(db, userId);
  return row ? ownView(row) : null;
}

/**
 * Insert the first time, update after (§4 VIP Profile Manager). Creating and publishing need membership;
 * without it the owner may still edit the profile they keep as long as it stays private (unpublishing it).
 */
export async function saveOwnMemberProfile(db: Db, viewer: Viewer, input: z.output<typeof memberProfileInput>): Promise<OwnMemberProfile> {
  const userId = viewer.user.id;
  if (!hasVipAccess(viewer)) {
    if (input.isPublic) throw forbidden(memberProfileMessages.publishNeedsMembership, "membership_required");
    // An update only: a profile deleted meanwhile is not created again without membership.
    const [updated] = await db.update(memberProfiles).set(input).where(eq(memberProfiles.userId, userId)).returning();
    if (!updated) throw forbidden(memberProfileMessages.membershipRequired, "membership_required");
    return ownView(updated);
  }
  const [row] = await db
    .insert(memberProfiles)
    .values({ userId, ...input })
    .onConflictDoUpdate({ target: memberProfiles.userId, set: input })
    .returning();
  if (!row) throw new Error("member profile not stored");
  return ownView(row);
}

/**
 * Deletes the owner's profile, whatever their membership, then its pictures (every object in the owner's
 * folder, so one a failed upload left behind goes too). A picture the store fails to delete is logged: with
 * the profile gone no route serves it any more.
 */
export async function deleteOwnMemberProfile(db: Db, store: ObjectStore, userId: string, log: FastifyBaseLogger): Promise<void> {
  const [deleted] = await db.delete(memberProfiles).where(eq(memberProfiles.userId, userId)).returning({ id: memberProfiles.id });
  if (!deleted) throw notFound(memberProfileMessages.notFound);
  await store
    .deleteFolder(BUCKET, userId)
    .catch((error: unknown) => log.error({ err: error, bucket: BUCKET }, "member profile deletion: pictures not deleted"));
}

/** Adds one image to the owner's profile, at most `MAX_MEMBER_IMAGES` even when two uploads race. */
export async function addMemberProfileImage(db: Db, store: ObjectStore, userId: string, readUpload: () => Promise<Buffer>): Promise<OwnMemberProfile> {
  const row = await byUser(db, userId);
  if (!row) throw badRequest(memberProfileMessages.saveFirst);
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
  if (!row || !image) throw notFound(memberProfileMessages.noSuchImage);
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
  if (!object) throw notFound(memberProfileMessages.noSuchImage);
  return object;
}

/**
 * The viewer (§2, §6): wing women and admins see public profiles of members, in the safe view. The owner sees
 * their own (public or not, member or not) as wing women see it, so the link the manager shows them works.
 */
export async function publicMemberProfile(db: Db, viewer: Viewer | null, id: string): Promise<{ profile: SafeMemberProfile; ownPreview: boolean }> {
  if (!viewer) throw unauthorized("Please log in to view VIP profiles.");
  const row = z.uuid().safeParse(id).success ? await byId(db, id) : null;
  const ownPreview = row !== null && row.userId === viewer.user.id;
  if (!ownPreview && viewer.role !== "wingwoman" && viewer.role !== "admin") throw forbidden(memberProfileMessages.accessDenied, "role_required");
  if (!row || (!ownPreview && !(row.isPublic && row.ownerHasVipAccess))) throw notFound(memberProfileMessages.notFoundOrDenied);
  return { profile: safeView(row), ownPreview };
}
