import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../server/db/client.ts";
import type { Catalogue } from "./catalogue.server.ts";
import { listPublicReviews } from "./reviews.server.ts";
import { responses } from "../../server/http/responses.ts";
import { companionListQuery } from "./schema.ts";
import { companionDetailResponse, companionListView, publicReviewsResponse } from "./responses.ts";
import { companionDetail, listCompanions, openCompanion } from "./service.server.ts";

const idParams = z.object({ id: z.string().trim().min(1).max(40) });

/** The catalogue as visitors and members see it (mounted at /api/companions). */
export const companionRoutes: FastifyPluginAsyncZod<{ db: Db; catalogue: Catalogue }> = async (app, { db, catalogue }) => {
  app.get("/", { schema: { querystring: companionListQuery, response: responses({ 200: companionListView }) } }, async (request) =>
    listCompanions(catalogue, await request.loadViewer(), request.query),
  );

  app.get("/:id", { schema: { params: idParams, response: responses({ 200: companionDetailResponse }) } }, async (request) => {
    const { id } = request.params;
    return { companion: await companionDetail(catalogue, await request.loadViewer(), id) };
  });

  app.get("/:id/reviews", { schema: { params: idParams, response: responses({ 200: publicReviewsResponse }) } }, async (request) => {
    const { id } = request.params;
    await openCompanion(catalogue, await request.loadViewer(), id);
    return { reviews: await listPublicReviews(db, id) };
  });
};
