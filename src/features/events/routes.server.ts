import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireSignedIn, viewerOf } from "../../server/auth/request-auth.ts";
import type { ObjectStore } from "../../server/adapters/storage/store.ts";
import type { AppConfig } from "../../server/config.ts";
import type { Db } from "../../server/db/client.ts";
import { acceptFormPosts } from "../../server/http/form-posts.ts";
import { responses } from "../../server/http/responses.ts";
import { localeQuery } from "../../shared/i18n/locale-query.ts";
import { claimRefresh, lastRefresh, refreshEvents, refreshState, staffRefresh } from "./refresh.server.ts";
import { eventRefreshView, eventsResponse, interestMarkedView } from "./responses.ts";
import { eventMessages } from "./schema.ts";
import { clearInterest, listEvents, markInterest } from "./service.server.ts";

const signedIn = requireSignedIn(eventMessages.loginRequired.description);
const idParams = z.object({ id: z.uuid(eventMessages.notFound) });

/** Local events (mounted at /api/events): the list, the site-wide refresh and a member's interest. */
export const eventRoutes: FastifyPluginAsyncZod<{ db: Db; config: AppConfig; store: ObjectStore }> = async (app, { db, config, store }) => {
  // The Update Events button posts here even before the app has started, and the browser is sent back to the page.
  acceptFormPosts(app, "/events");
  app.get("/", { schema: { querystring: localeQuery, response: responses({ 200: eventsResponse }) } }, async (request) => {
    const viewer = await request.loadViewer();
    return { events: await listEvents(db, viewer, request.query.locale), refresh: await refreshState(db, viewer?.role === "admin") };
  });

  /** scrape-miami-events: admins any time; anyone else once per 15 minutes for the whole site. */
  app.post("/refresh", { schema: { response: responses({ 200: eventRefreshView }) } }, async (request) => {
    const viewer = await request.loadViewer();
    const deps = { db, config, store, logger: request.log };
    if (viewer?.role === "admin") {
      const { count, lastRefresh: at } = await staffRefresh(deps, viewer.user.id);
      return { refreshed: true as const, outcome: "refreshed" as const, count, lastRefresh: at };
    }
    if (!(await claimRefresh(db, false))) return { refreshed: false as const, outcome: "up-to-date" as const, lastRefresh: await lastRefresh(db) };
    const { count } = await refreshEvents(deps);
    return { refreshed: true as const, outcome: "refreshed" as const, count, lastRefresh: await lastRefresh(db) };
  });

  app.post("/:id/interest", { preValidation: signedIn, schema: { params: idParams, response: responses({ 200: interestMarkedView }) } }, async (request) => ({
    success: true as const,
    connections: await markInterest(db, await viewerOf(request), request.params.id),
  }));

  app.delete(
    "/:id/interest",
    { preValidation: signedIn, schema: { params: idParams, response: responses({ 200: z.object({ success: z.literal(true) }) }) } },
    async (request) => {
      await clearInterest(db, await viewerOf(request), request.params.id);
      return { success: true as const };
    },
  );
};
