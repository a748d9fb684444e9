import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { curatedEvents } from "../../server/adapters/events/curated.ts";
import { DEFAULT_LIMITS, fetchSource, type FetchLimits } from "../../server/adapters/events/fetch-source.ts";
import type { SourceEvent } from "../../server/adapters/events/types.ts";
import type { Db } from "../../server/db/client.ts";
import { events, siteState } from "../../server/db/schema.ts";
import { eventTitleKey, futureUnique } from "../../shared/events.ts";

/**
 * Reads one real source: an iCalendar feed or a web page with schema.org Event JSON-LD. The parsers
 * (node-ical, cheerio) load on first use: the server starts without them.
 */
export async function readSource(url: string, limits: FetchLimits = DEFAULT_LIMITS, now = new Date()): Promise<SourceEvent[]> {
  const body = await fetchSource(url, limits);
  if (body.trimStart().startsWith("BEGIN:VCALENDAR")) return (await import("../../server/adapters/events/ics.ts")).eventsFromIcs(body, url, now);
  return (await import("../../server/adapters/events/jsonld.ts")).eventsFromJsonLd(body, url);
}

/** Every source, the broken ones skipped and logged; the curated calendar always included. */
export async function collectEvents(
  sources: string[],
  logger: Pick<FastifyBaseLogger, "warn">,
  now = new Date(),
  limits?: FetchLimits,
): Promise<SourceEvent[]> {
  const results = await Promise.allSettled(sources.map((url) => readSource(url, limits, now)));
  const fromSources = results.flatMap((result, index) => {
    if (result.status === "fulfilled") return result.value;
    logger.warn({ source: sources[index], reason: String(result.reason) }, "event source skipped");
    return [];
  });
  return futureUnique([...curatedEvents(now), ...fromSources], now);
}

/** Stores the collected events: one row per title, updated in place (§7 scrape-miami-events). */
export async function storeEvents(db: Db, collected: SourceEvent[]): Promise<number> {
  for (const item of collected) {
    const values = { ...item, titleKey: eventTitleKey(item.title) };
    await db.insert(events).values(values).onConflictDoUpdate({ target: events.titleKey, set: values });
  }
  await db.delete(events).where(sql`${events.startsAt} < now() - interval '1 day'`);
  return collected.length;
}

const REFRESH_KEY = "events.lastRefresh";
/** Anyone but an admin refreshes at most this often, for the whole site. */
export const PUBLIC_REFRESH_INTERVAL_MS = 15 * 60_000;

/**
 * Claims the right to refresh: admins always; others when the last refresh is older than 15 minutes.
 * The claim is one atomic upsert, so two visitors at once cannot both start a refresh.
 */
export async function claimRefresh(db: Db, isAdmin: boolean, now = new Date()): Promise<boolean> {
  if (isAdmin) {
    await db
      .insert(siteState)
      .values({ key: REFRESH_KEY, value: now.toISOString() })
      .onConflictDoUpdate({ target: siteState.key, set: { value: now.toISOString() } });
    return true;
  }
  const cutoff = new Date(now.getTime() - PUBLIC_REFRESH_INTERVAL_MS).toISOString();
  const claimed = await db
    .insert(siteState)
    .values({ key: REFRESH_KEY, value: now.toISOString() })
    .onConflictDoUpdate({ target: siteState.key, set: { value: now.toISOString() }, setWhere: sql`(${siteState.value} #>> '{}') < ${cutoff}` })
    .returning({ key: siteState.key });
  return claimed.length > 0;
}

export async function lastRefresh(db: Db): Promise<string | null> {
  const [row] = await db.select().from(siteState).where(eq(siteState.key, REFRESH_KEY));
  return row ? String(row.value) : null;
}
