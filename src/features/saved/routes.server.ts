import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireVipAccess, viewerOf } from "../../server/auth/request-auth.ts";
import type { Db } from "../../server/db/client.ts";
import { responses } from "../../server/http/responses.ts";
import { openCompanion, type Catalogue } from "../companions/index.server.ts";
import { savedProfileCreated, savedProfileRemoved, savedProfilesResponse, savedStateView } from "./responses.ts";
import { companionRef } from "./requests.ts";
import { savedMessages } from "./schema.ts";
import { isSaved, listSavedProfiles, saveProfile, unsaveProfile } from "./service.server.ts";

const requireSaver = requireVipAccess({ signedOut: savedMessages.loginRequired, notMember: savedMessages.membersOnly });

/** A member's saved profiles (mounted at /api/saved-profiles). */
export const savedProfileRoutes: FastifyPluginAsyncZod<{ db: Db; catalogue: Catalogue }> = async (app, { db, catalogue }) => {
  const member = { preValidation: requireSaver };

  app.get("/", { ...member, schema: { response: responses({ 200: savedProfilesResponse }) } }, async (request) => ({
    savedProfiles: await listSavedProfiles(db, (await viewerOf(request)).user.id),
  }));

  app.get("/:companionId", { ...member, schema: { params: companionRef, response: responses({ 200: savedStateView }) } }, async (request) => ({
    saved: await isSaved(db, (await viewerOf(request)).user.id, request.params.companionId),
  }));

  app.post("/", { ...member, schema: { body: companionRef, response: responses({ 201: savedProfileCreated }) } }, async (request, reply) => {
    const viewer = await viewerOf(request);
    const entry = await openCompanion(catalogue, viewer, request.body.companionId);
    const savedProfile = await saveProfile(db, viewer.user.id, entry);
    reply.code(201);
    return { savedProfile };
  });

  app.delete("/:companionId", { ...member, schema: { params: companionRef, response: responses({ 200: savedProfileRemoved }) } }, async (request) => {
    await unsaveProfile(db, (await viewerOf(request)).user.id, request.params.companionId);
    return { saved: false as const };
  });
};
