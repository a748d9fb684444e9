import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { responses } from "../../server/http/responses.ts";
import { savedProfilesResponse, savedProfileView, savedStateView } from "./responses.ts";
import { and, desc, eq } from "drizzle-orm";
import { z } from "zod";
import { viewerOf, requireVipAccess } from "../../server/auth/request-auth.ts";
import type { Db } from "../../server/db/client.ts";
import { savedProfiles } from "../../server/db/schema.ts";
import { openCompanion, type Catalogue } from "../companions/index.server.ts";
import { saveProfileInput, savedMessages, type SavedProfile } from "./schema.ts";

const requireSaver = requireVipAccess({ signedOut: savedMessages.loginRequired, notMember: savedMessages.membersOnly });

const view = (row: typeof savedProfiles.$inferSelect): SavedProfile => ({
  id: row.id,
  wingwoman_id: row.companionId,
  wingwoman_name: row.companionName,
  wingwoman_image: row.companionImage,
  created_at: row.createdAt.toISOString(),
});

export const savedProfileRoutes: FastifyPluginAsyncZod<{ db: Db; catalogue: Catalogue }> = async (app, { db, catalogue }) => {
  const member = { preValidation: requireSaver };
  const companionParams = z.object({ companionId: z.string().trim().min(1).max(40) });

  app.get("/", { ...member, schema: { response: responses({ 200: savedProfilesResponse }) } }, async (request) => {
    const viewer = await viewerOf(request);
    const rows = await db.select().from(savedProfiles).where(eq(savedProfiles.userId, viewer.user.id)).orderBy(desc(savedProfiles.createdAt));
    return { savedProfiles: rows.map(view) };
  });

  app.get("/:companionId", { ...member, schema: { params: companionParams, response: responses({ 200: savedStateView }) } }, async (request) => {
    const viewer = await viewerOf(request);
    const { companionId } = request.params;
    const [row] = await db
      .select({ id: savedProfiles.id })
      .from(savedProfiles)
      .where(and(eq(savedProfiles.userId, viewer.user.id), eq(savedProfiles.companionId, companionId)));
    return { saved: Boolean(row) };
  });

  /** Saving twice (a double click) keeps one row. */
  app.post(
    "/",
    { ...member, schema: { body: saveProfileInput, response: responses({ 201: z.object({ savedProfile: savedProfileView.nullable() }) }) } },
    async (request, reply) => {
      const viewer = await viewerOf(request);
      const entry = await openCompanion(catalogue, viewer, request.body.companionId);
      await db
        .insert(savedProfiles)
        .values({ userId: viewer.user.id, companionId: entry.row.id, companionName: entry.row.name, companionImage: entry.row.photos[0]?.card.webp ?? null })
        .onConflictDoNothing({ target: [savedProfiles.userId, savedProfiles.companionId] });
      const [row] = await db
        .select()
        .from(savedProfiles)
        .where(and(eq(savedProfiles.userId, viewer.user.id), eq(savedProfiles.companionId, entry.row.id)));
      reply.code(201);
      return { savedProfile: row ? view(row) : null };
    },
  );

  app.delete(
    "/:companionId",
    { ...member, schema: { params: companionParams, response: responses({ 200: z.object({ saved: z.literal(false) }) }) } },
    async (request) => {
      const viewer = await viewerOf(request);
      const { companionId } = request.params;
      await db.delete(savedProfiles).where(and(eq(savedProfiles.userId, viewer.user.id), eq(savedProfiles.companionId, companionId)));
      return { saved: false as const };
    },
  );
};
