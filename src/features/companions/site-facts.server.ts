import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { responses } from "../../server/http/responses.ts";
import type { SiteFacts } from "../../shared/site.ts";
import type { Catalogue, CatalogueEntry } from "./catalogue.server.ts";
import { siteFactsView } from "./responses.ts";

/** What the site may say about itself: the companions anyone can find on it, and the areas they cover. */
export function siteFactsOf(entries: readonly CatalogueEntry[]): SiteFacts {
  const listed = entries.filter((entry) => !entry.row.hidden);
  return {
    companions: listed.length,
    wingWomen: listed.filter((entry) => entry.row.gender === "woman").length,
    areas: new Set(listed.map((entry) => entry.row.area)).size,
  };
}

/** GET /api/site-facts: public counts (the home and About pages state them; the server writes them into their HTML too). */
export const siteFactsRoutes: FastifyPluginAsyncZod<{ catalogue: Catalogue }> = async (app, { catalogue }) => {
  app.get("/site-facts", { schema: { response: responses({ 200: siteFactsView }) } }, async (_request, reply) => {
    reply.header("cache-control", "public, max-age=300");
    return siteFactsOf(await catalogue.all());
  });
};
