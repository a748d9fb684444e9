import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../server/db/client.ts";
import type { Catalogue } from "./catalogue.server.ts";
import { listPublicReviews } from "./reviews.server.ts";
import { jsonThrough, responses, sendJson } from "../../server/http/responses.ts";
import { hasVipAccess } from "../../shared/access.ts";
import { companionListQuery } from "./list-query.ts";
import { localeQuery } from "../../shared/i18n/locale-query.ts";
import { companionDetailResponse, companionListView, publicReviewsResponse } from "./responses.ts";
import { companionDetail, listCompanions, openCompanion } from "./service.server.ts";

const idParams = z.object({ id: z.string().trim().min(1).max(40) });

/**
 * The catalogue as visitors and members see it (mounted at /api/companions). Each answer is made once per
 * catalogue version and per what it depends on (membership, filters, profile), through its response schema;
 * who may see a profile is checked on every request before its answer is sent.
 */
export const companionRoutes: FastifyPluginAsyncZod<{ db: Db; catalogue: Catalogue }> = async (app, { db, catalogue }) => {
  app.get("/", { schema: { querystring: companionListQuery, response: responses({ 200: companionListView }) } }, async (request, reply) => {
    const viewer = await request.loadViewer();
    const key = `list:${hasVipAccess(viewer)}:${JSON.stringify(request.query)}`;
    return sendJson(reply, await catalogue.answer(key, async () => jsonThrough(companionListView, await listCompanions(catalogue, viewer, request.query))));
  });

  app.get("/:id", { schema: { params: idParams, querystring: localeQuery, response: responses({ 200: companionDetailResponse }) } }, async (request, reply) => {
    const { id } = request.params;
    const { locale } = request.query;
    const viewer = await request.loadViewer();
    await openCompanion(catalogue, viewer, id);
    return sendJson(
      reply,
      await catalogue.answer(`detail:${id}:${locale}`, async () =>
        jsonThrough(companionDetailResponse, { companion: await companionDetail(catalogue, viewer, id, locale) }),
      ),
    );
  });

  app.get("/:id/reviews", { schema: { params: idParams, response: responses({ 200: publicReviewsResponse }) } }, async (request, reply) => {
    const { id } = request.params;
    await openCompanion(catalogue, await request.loadViewer(), id);
    return sendJson(
      reply,
      await catalogue.answer(`reviews:${id}`, async () =>
        jsonThrough(publicReviewsResponse, { reviews: await listPublicReviews(db, catalogue.reviewerHadSession, id) }),
      ),
    );
  });
};
