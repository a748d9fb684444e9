import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notJson, responses } from "../../server/http/responses.ts";
import { ownMemberProfileMaybe, ownMemberProfileResponse, safeMemberProfileResponse } from "./responses.ts";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { saveImage } from "../../server/adapters/storage/save-image.ts";
import type { ObjectStore } from "../../server/adapters/storage/store.ts";
import { MEGABYTE, readFileUpload } from "../../server/adapters/storage/upload.ts";
import { viewerOf, type Viewer, requireVipAccess } from "../../server/auth/request-auth.ts";
import { PRIVATE_FILE_HEADERS } from "../../server/adapters/storage/routes.ts";
import type { Db } from "../../server/db/client.ts";
import { memberProfiles } from "../../server/db/schema.ts";
import { AppError, badRequest, forbidden, notFound, unauthorized } from "../../server/http/errors.ts";
import { MAX_MEMBER_IMAGES, MEMBER_IMAGE_MAX_MB, memberProfileInput, memberProfileMessages, type OwnMemberProfile, type SafeMemberProfile } from "./schema.ts";

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

const requireMemberProfileOwner = requireVipAccess({
  signedOut: "You must be logged in to manage your VIP profile.",
  notMember: "Please upgrade to VIP to access profile features.",
});

export const memberProfileRoutes: FastifyPluginAsyncZod<{ db: Db; store: ObjectStore }> = async (app, { db, store }) => {
  const owner = { preValidation: requireMemberProfileOwner };
  const mine = async (userId: string) => (await db.select().from(memberProfiles).where(eq(memberProfiles.userId, userId)))[0] ?? null;

  app.get("/member-profile", { ...owner, schema: { response: responses({ 200: ownMemberProfileMaybe }) } }, async (request) => {
    const row = await mine((await viewerOf(request)).user.id);
    return { profile: row ? ownView(row) : null };
  });

  /** Insert the first time, update after (§4 VIP Profile Manager). */
  app.put("/member-profile", { ...owner, schema: { body: memberProfileInput, response: responses({ 200: ownMemberProfileResponse }) } }, async (request) => {
    const viewer = await viewerOf(request);
    const input = request.body;
    const [row] = await db
      .insert(memberProfiles)
      .values({ userId: viewer.user.id, ...input })
      .onConflictDoUpdate({ target: memberProfiles.userId, set: input })
      .returning();
    if (!row) throw new Error("member profile not stored");
    return { profile: ownView(row) };
  });

  app.post("/member-profile/images", { ...owner, schema: { response: responses({ 201: ownMemberProfileResponse }) } }, async (request, reply) => {
    const viewer = await viewerOf(request);
    const row = await mine(viewer.user.id);
    if (!row) throw badRequest("Please save your profile before adding images.");
    if (row.images.length >= MAX_MEMBER_IMAGES) throw badRequest(memberProfileMessages.maxImages, undefined, "too_many_images");
    const upload = await readFileUpload(request, {
      maxBytes: MEMBER_IMAGE_MAX_MB * MEGABYTE,
      tooLargeMessage: `Image size must be less than ${MEMBER_IMAGE_MAX_MB}MB`,
    });
    const saved = await saveImage(store, BUCKET, upload, { folder: viewer.user.id, maxDimension: 1600 });
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
    reply.code(201);
    return { profile: ownView(updated) };
  });

  app.delete(
    "/member-profile/images/:index",
    { ...owner, schema: { params: z.object({ index: z.coerce.number().int().min(0).max(10) }), response: responses({ 200: ownMemberProfileResponse }) } },
    async (request) => {
      const viewer = await viewerOf(request);
      const row = await mine(viewer.user.id);
      const { index } = request.params;
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
      return { profile: ownView(updated ?? row) };
    },
  );

  app.get(
    "/member-profiles/:id/images/:file",
    {
      schema: {
        params: z.object({ id: z.uuid(), file: z.string().regex(/^[\w-]{1,80}\.(webp|avif|jpe?g|png)$/) }),
        response: responses({ 200: notJson("the image file") }),
      },
    },
    async (request, reply) => {
      const { id, file } = request.params;
      const [row] = await db.select().from(memberProfiles).where(eq(memberProfiles.id, id));
      const image = row?.images.find((candidate) => imageFile(candidate.key) === file);
      // Not allowed and not there answer alike: nobody learns which private profiles have images.
      if (!row || !image || !maySeeMemberProfile(await request.loadViewer(), row)) throw notFound("This image does not exist.");
      const object = await store.get(BUCKET, image.key);
      if (!object) throw notFound("This image does not exist.");
      return reply.headers(PRIVATE_FILE_HEADERS).type(object.contentType).send(object.body);
    },
  );

  /** The viewer (§2, §6): wing women and admins only; public profiles only; the safe view. */
  app.get(
    "/vip-profiles/:id",
    { schema: { params: z.object({ id: z.string().min(1).max(60) }), response: responses({ 200: safeMemberProfileResponse }) } },
    async (request) => {
      const viewer = await request.loadViewer();
      if (!viewer) throw unauthorized("Please log in to view VIP profiles.");
      if (viewer.role !== "wingwoman" && viewer.role !== "admin") throw forbidden(memberProfileMessages.accessDenied, "role_required");
      const { id } = request.params;
      const parsed = z.uuid().safeParse(id);
      const [row] = parsed.success ? await db.select().from(memberProfiles).where(eq(memberProfiles.id, parsed.data)) : [];
      if (!row || !row.isPublic) throw notFound(memberProfileMessages.notFound);
      return { profile: safeView(row) };
    },
  );
};
