import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { PRIVATE_FILE_HEADERS } from "../../server/adapters/storage/routes.ts";
import type { ObjectStore } from "../../server/adapters/storage/store.ts";
import { MEGABYTE, readFileUpload } from "../../server/adapters/storage/upload.ts";
import { requireVipAccess, viewerOf } from "../../server/auth/request-auth.ts";
import type { Db } from "../../server/db/client.ts";
import { forbidden, unauthorized } from "../../server/http/errors.ts";
import { notJson, responses } from "../../server/http/responses.ts";
import { hasVipAccess } from "../../shared/access.ts";
import { ownMemberProfileMaybe, ownMemberProfileResponse, safeMemberProfileResponse } from "./responses.ts";
import { MEMBER_IMAGE_MAX_MB, memberProfileInput, memberProfileMessages } from "./schema.ts";
import {
  addMemberProfileImage,
  deleteOwnMemberProfile,
  hasMemberProfile,
  ownMemberProfile,
  publicMemberProfile,
  readMemberProfileImage,
  removeMemberProfileImage,
  saveOwnMemberProfile,
} from "./service.server.ts";

/** Adding to a profile (its pictures) needs membership. */
const member = {
  preValidation: requireVipAccess({ signedOut: memberProfileMessages.signedOut, notMember: memberProfileMessages.membershipRequired }),
};

/** A member's own public profile, its private images, and the viewer wing women use (mounted at /api). */
export const memberProfileRoutes: FastifyPluginAsyncZod<{ db: Db; store: ObjectStore }> = async (app, { db, store }) => {
  /**
   * A member, or a former member who still keeps a profile: reading, hiding (saving it private), removing
   * its pictures and deleting it stay open to its owner whatever their membership. Publishing is checked
   * when saving.
   */
  const owner = {
    preValidation: async (request: FastifyRequest): Promise<void> => {
      const viewer = await request.loadViewer();
      if (!viewer) throw unauthorized(memberProfileMessages.signedOut);
      if (!hasVipAccess(viewer) && !(await hasMemberProfile(db, viewer.user.id)))
        throw forbidden(memberProfileMessages.membershipRequired, "membership_required");
    },
  };

  app.get("/member-profile", { ...owner, schema: { response: responses({ 200: ownMemberProfileMaybe }) } }, async (request) => ({
    profile: await ownMemberProfile(db, (await viewerOf(request)).user.id),
  }));

  app.put("/member-profile", { ...owner, schema: { body: memberProfileInput, response: responses({ 200: ownMemberProfileResponse }) } }, async (request) => ({
    profile: await saveOwnMemberProfile(db, await viewerOf(request), request.body),
  }));

  app.delete("/member-profile", { ...owner, schema: { response: responses({ 200: ownMemberProfileMaybe }) } }, async (request) => {
    await deleteOwnMemberProfile(db, store, (await viewerOf(request)).user.id, request.log);
    return { profile: null };
  });

  app.post("/member-profile/images", { ...member, schema: { response: responses({ 201: ownMemberProfileResponse }) } }, async (request, reply) => {
    const viewer = await viewerOf(request);
    const readUpload = () =>
      readFileUpload(request, {
        maxBytes: MEMBER_IMAGE_MAX_MB * MEGABYTE,
        tooLargeMessage: `Image size must be less than ${MEMBER_IMAGE_MAX_MB}MB`,
        limit: { db, kind: "member-photo", userId: viewer.user.id },
      });
    const profile = await addMemberProfileImage(db, store, viewer.user.id, readUpload);
    reply.code(201);
    return { profile };
  });

  app.delete(
    "/member-profile/images/:index",
    { ...owner, schema: { params: z.object({ index: z.coerce.number().int().min(0).max(10) }), response: responses({ 200: ownMemberProfileResponse }) } },
    async (request) => ({ profile: await removeMemberProfileImage(db, store, (await viewerOf(request)).user.id, request.params.index) }),
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
      const object = await readMemberProfileImage(db, store, await request.loadViewer(), id, file);
      return reply.headers(PRIVATE_FILE_HEADERS).type(object.contentType).send(object.body);
    },
  );

  app.get(
    "/vip-profiles/:id",
    { schema: { params: z.object({ id: z.string().min(1).max(60) }), response: responses({ 200: safeMemberProfileResponse }) } },
    async (request) => publicMemberProfile(db, await request.loadViewer(), request.params.id),
  );
};
