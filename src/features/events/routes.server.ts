import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { responses } from "../../server/http/responses.ts";
import { eventRefreshView, eventsResponse, interestMarkedView } from "./responses.ts";
import { and, asc, eq, gte, inArray, ne } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { curatedEvents } from "../../server/adapters/events/curated.ts";
import type { Viewer } from "../../server/auth/request-auth.ts";
import type { AppConfig } from "../../server/config.ts";
import { recordAudit } from "../../server/audit.ts";
import type { Db } from "../../server/db/client.ts";
import { eventInterests, events, memberProfiles } from "../../server/db/schema.ts";
import { notFound, unauthorized } from "../../server/http/errors.ts";
import { EVENT_CAP, futureUnique, matchScore } from "../../shared/events.ts";
import { floridaToday } from "../../shared/bookings.ts";
import { BUSINESS_TIME_ZONE } from "../../shared/format.ts";
import { vipProfilePath } from "../../shared/paths.ts";
import { claimRefresh, collectEvents, lastRefresh, storeEvents } from "./refresh.server.ts";
import { eventMessages, type ConnectionSuggestion, type EventView } from "./schema.ts";

type EventRow = typeof events.$inferSelect;
const MAX_CONNECTIONS = 2;
const MAX_SHARED = 2;

const floridaClock = (at: Date) => new Intl.DateTimeFormat("en-US", { timeZone: BUSINESS_TIME_ZONE, hour: "numeric", minute: "2-digit" }).format(at);

const view = (row: EventRow, interested: boolean): EventView => ({
  id: row.id,
  title: row.title,
  description: row.description,
  category: row.category,
  venue_name: row.venueName,
  event_date: floridaToday(row.startsAt),
  event_time: floridaClock(row.startsAt),
  starts_at: row.startsAt.toISOString(),
  price_range: row.priceRange,
  image_url: row.imageUrl,
  tags: row.tags,
  interested,
});

async function requireEventUser(request: FastifyRequest): Promise<void> {
  if (!(await request.loadViewer())) throw unauthorized(eventMessages.loginRequired.description);
}

/**
 * Suggestions for one event (§4): other members interested in it who keep a public member profile,
 * best interest overlap first, at most 2, with up to 2 shared interests each.
 */
async function suggestConnections(db: Db, viewer: Viewer, eventId: string): Promise<ConnectionSuggestion[]> {
  const [mine] = await db.select({ interests: memberProfiles.interests }).from(memberProfiles).where(eq(memberProfiles.userId, viewer.user.id));
  const others = await db
    .select({ id: memberProfiles.id, displayName: memberProfiles.displayName, interests: memberProfiles.interests })
    .from(eventInterests)
    .innerJoin(memberProfiles, eq(memberProfiles.userId, eventInterests.userId))
    .where(
      and(
        eq(eventInterests.eventId, eventId),
        eq(eventInterests.interested, true),
        ne(eventInterests.userId, viewer.user.id),
        eq(memberProfiles.isPublic, true),
      ),
    );
  const myInterests = mine?.interests ?? [];
  const canOpenProfiles = viewer.role === "wingwoman" || viewer.role === "admin";
  return others
    .map((other) => ({
      display_name: other.displayName,
      match_score: matchScore(myInterests, other.interests),
      shared_interests: other.interests
        .filter((item) => myInterests.some((own) => own.trim().toLowerCase() === item.trim().toLowerCase()))
        .slice(0, MAX_SHARED),
      profile_path: canOpenProfiles ? vipProfilePath(other.id) : null,
    }))
    .sort((a, b) => b.match_score - a.match_score)
    .slice(0, MAX_CONNECTIONS);
}

export const eventRoutes: FastifyPluginAsyncZod<{ db: Db; config: AppConfig }> = async (app, { db, config }) => {
  async function upcoming(): Promise<EventRow[]> {
    let rows = await db.select().from(events).where(gte(events.startsAt, new Date())).orderBy(asc(events.startsAt));
    if (rows.length === 0) {
      // The curated calendar needs no network: the page always has something to show.
      await storeEvents(db, curatedEvents());
      rows = await db.select().from(events).where(gte(events.startsAt, new Date())).orderBy(asc(events.startsAt));
    }
    return futureUnique(rows).slice(0, EVENT_CAP);
  }

  app.get("/", { schema: { response: responses({ 200: eventsResponse }) } }, async (request) => {
    const viewer = await request.loadViewer();
    const rows = await upcoming();
    const marked =
      viewer && rows.length > 0
        ? new Set(
            (
              await db
                .select({ eventId: eventInterests.eventId })
                .from(eventInterests)
                .where(
                  and(
                    eq(eventInterests.userId, viewer.user.id),
                    inArray(
                      eventInterests.eventId,
                      rows.map((row) => row.id),
                    ),
                  ),
                )
            ).map((row) => row.eventId),
          )
        : new Set<string>();
    return { events: rows.map((row) => view(row, marked.has(row.id))) };
  });

  /** scrape-miami-events: admins any time; anyone else once per 15 minutes for the whole site. */
  app.post("/refresh", { schema: { response: responses({ 200: eventRefreshView }) } }, async (request) => {
    const viewer = await request.loadViewer();
    const claimed = await claimRefresh(db, viewer?.role === "admin");
    if (!claimed) return { refreshed: false as const, lastRefresh: await lastRefresh(db) };
    const count = await storeEvents(db, await collectEvents(config.eventSources, request.log));
    if (viewer?.role === "admin") await recordAudit(db, { actorId: viewer.user.id, action: "events.refresh", subjectType: "events", after: { count } });
    return { refreshed: true as const, count, lastRefresh: await lastRefresh(db) };
  });

  const idParams = z.object({ id: z.uuid("This event does not exist.") });
  app.post(
    "/:id/interest",
    { preValidation: requireEventUser, schema: { params: idParams, response: responses({ 200: interestMarkedView }) } },
    async (request) => {
      const viewer = (await request.loadViewer()) as Viewer;
      const { id } = request.params;
      const [event] = await db.select({ id: events.id }).from(events).where(eq(events.id, id));
      if (!event) throw notFound("This event does not exist.");
      await db
        .insert(eventInterests)
        .values({ userId: viewer.user.id, eventId: id, interested: true, interestLevel: 5 })
        .onConflictDoUpdate({ target: [eventInterests.userId, eventInterests.eventId], set: { interested: true, interestLevel: 5 } });
      return { success: true as const, connections: await suggestConnections(db, viewer, id) };
    },
  );

  app.delete(
    "/:id/interest",
    { preValidation: requireEventUser, schema: { params: idParams, response: responses({ 200: z.object({ success: z.literal(true) }) }) } },
    async (request) => {
      const viewer = (await request.loadViewer()) as Viewer;
      await db.delete(eventInterests).where(and(eq(eventInterests.userId, viewer.user.id), eq(eventInterests.eventId, request.params.id)));
      return { success: true as const };
    },
  );
};
