import { and, asc, eq, gte, inArray, ne } from "drizzle-orm";
import type { Viewer } from "../../server/auth/request-auth.ts";
import type { Db } from "../../server/db/client.ts";
import { sampleDataInstalled } from "../../server/db/sample-data.ts";
import { eventInterests, events } from "./tables.server.ts";
import { sampleEvents } from "../../server/db/seeds/sample-events.ts";
import { notFound } from "../../server/http/errors.ts";
import { floridaToday } from "../../shared/bookings.ts";
import { EVENT_CAP, futureUnique, matchScore, SAMPLE_EVENT_SOURCE } from "../../shared/events.ts";
import { formatTime } from "../../shared/format.ts";
import type { Locale } from "../../shared/i18n/locales.ts";
import { vipProfilePath } from "../../shared/paths.ts";
import { listedProfilesAmong, memberInterestsOf } from "../member-profiles/index.server.ts";
import { storeEvents } from "./refresh.server.ts";
import { eventMessages, type ConnectionSuggestion, type EventView } from "./schema.ts";

type EventRow = typeof events.$inferSelect;
const MAX_CONNECTIONS = 2;
const MAX_SHARED = 2;

/**
 * An event as the page gets it, in the reader's language: the title and description staff wrote in Spanish
 * for a Spanish reader, else the English, named in `in_english` so the card marks it.
 */
export function eventViewOf(row: EventRow, interested: boolean, locale: Locale): EventView {
  const spanish = locale === "es";
  const title = spanish ? row.titleEs : null;
  const description = spanish ? row.descriptionEs : null;
  const inEnglish: EventView["in_english"] = [];
  if (spanish && title === null) inEnglish.push("title");
  if (spanish && description === null && row.description) inEnglish.push("description");
  return {
    id: row.id,
    title: title ?? row.title,
    description: description ?? row.description,
    category: row.category,
    venue_name: row.venueName,
    event_date: floridaToday(row.startsAt),
    event_time: formatTime(row.startsAt, locale),
    starts_at: row.startsAt.toISOString(),
    price_range: row.priceRange,
    image_url: row.imageUrl,
    tags: row.tags,
    interested,
    is_sample: row.source === SAMPLE_EVENT_SOURCE,
    in_english: inEnglish,
  };
}

/** The first EVENT_CAP upcoming events: titles are unique in the table (title_key), so no later row could replace one. */
const upcomingRows = (db: Db) =>
  db
    .select()
    .from(events)
    .where(and(gte(events.startsAt, new Date()), eq(events.hidden, false)))
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(EVENT_CAP);

async function upcoming(db: Db): Promise<EventRow[]> {
  let rows = await upcomingRows(db);
  if (rows.length === 0 && (await sampleDataInstalled(db))) {
    // The sample weeks ran out with nobody refreshing: the next ones need no network.
    await storeEvents(db, sampleEvents());
    rows = await upcomingRows(db);
  }
  return futureUnique(rows).slice(0, EVENT_CAP);
}

async function markedBy(db: Db, userId: string, eventIds: string[]): Promise<Set<string>> {
  if (eventIds.length === 0) return new Set();
  const rows = await db
    .select({ eventId: eventInterests.eventId })
    .from(eventInterests)
    .where(and(eq(eventInterests.userId, userId), inArray(eventInterests.eventId, eventIds)));
  return new Set(rows.map((row) => row.eventId));
}

/** The upcoming events (§4) in the reader's language, each saying whether the signed-in viewer marked interest in it. */
export async function listEvents(db: Db, viewer: Viewer | null, locale: Locale): Promise<EventView[]> {
  const rows = await upcoming(db);
  const marked = viewer
    ? await markedBy(
        db,
        viewer.user.id,
        rows.map((row) => row.id),
      )
    : new Set<string>();
  return rows.map((row) => eventViewOf(row, marked.has(row.id), locale));
}

/** Marks the viewer interested (again marking is harmless) and answers with suggested connections. */
export async function markInterest(db: Db, viewer: Viewer, eventId: string): Promise<ConnectionSuggestion[]> {
  const [event] = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId));
  if (!event) throw notFound(eventMessages.notFound);
  await db
    .insert(eventInterests)
    .values({ userId: viewer.user.id, eventId, interested: true, interestLevel: 5 })
    .onConflictDoUpdate({ target: [eventInterests.userId, eventInterests.eventId], set: { interested: true, interestLevel: 5 } });
  return suggestConnections(db, viewer, eventId);
}

export async function clearInterest(db: Db, viewer: Viewer, eventId: string): Promise<void> {
  await db.delete(eventInterests).where(and(eq(eventInterests.userId, viewer.user.id), eq(eventInterests.eventId, eventId)));
}

/**
 * Suggestions for one event (§4): other members interested in it who keep a public member profile (a
 * former member's profile is never suggested), best interest overlap first, at most 2, with up to 2 shared
 * interests each.
 */
async function suggestConnections(db: Db, viewer: Viewer, eventId: string): Promise<ConnectionSuggestion[]> {
  const myInterests = await memberInterestsOf(db, viewer.user.id);
  const others = await listedProfilesAmong(
    db,
    db
      .select({ userId: eventInterests.userId })
      .from(eventInterests)
      .where(and(eq(eventInterests.eventId, eventId), eq(eventInterests.interested, true), ne(eventInterests.userId, viewer.user.id))),
  );
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
