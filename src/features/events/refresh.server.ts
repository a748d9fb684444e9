import { and, eq, isNull, lt, ne, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { assertPublicHost, DEFAULT_LIMITS, fetchSource, type FetchLimits } from "../../server/adapters/events/fetch-source.ts";
import type { SourceEvent } from "../../server/adapters/events/types.ts";
import type { ObjectStore } from "../../server/adapters/storage/store.ts";
import { recordAudit } from "../../server/audit.ts";
import type { AppConfig } from "../../server/config.ts";
import type { Db } from "../../server/db/client.ts";
import { sampleDataInstalled } from "../../server/db/sample-data.ts";
import { events, eventSources } from "./tables.server.ts";
import { siteState } from "../../server/db/platform-tables.ts";
import { sampleEvents } from "../../server/db/seeds/sample-events.ts";
import { ADMIN_EVENT_SOURCE, eventTitleKey, futureUnique } from "../../shared/events.ts";

/** Where uploaded event pictures live (a public bucket: the events page shows them). */
export const EVENT_IMAGE_BUCKET = "event-images";

/** A source to read, and whether its own address must be public (sources staff add; EVENT_SOURCES is trusted). */
export interface SourceToRead {
  url: string;
  publicOnly: boolean;
}

/** How reading one source went: what the dashboard shows beside it. */
export interface SourceOutcome {
  url: string;
  ok: boolean;
  count: number;
  error: string | null;
}

/**
 * Reads one real source: an iCalendar feed or a web page with schema.org Event JSON-LD. The parsers
 * (node-ical, cheerio) load on first use: the server starts without them.
 */
export async function readSource(url: string, limits: FetchLimits = DEFAULT_LIMITS, now = new Date(), publicOnly = false): Promise<SourceEvent[]> {
  if (publicOnly) await assertPublicHost(new URL(url));
  const body = await fetchSource(url, limits);
  if (body.trimStart().startsWith("BEGIN:VCALENDAR")) return (await import("../../server/adapters/events/ics.ts")).eventsFromIcs(body, url, now);
  return (await import("../../server/adapters/events/jsonld.ts")).eventsFromJsonLd(body, url);
}

/** Every source, the broken ones skipped and logged; what each gave (or why not) is in `outcomes`. */
export async function collectEvents(
  sources: SourceToRead[],
  logger: Pick<FastifyBaseLogger, "warn">,
  now = new Date(),
  limits?: FetchLimits,
): Promise<{ events: SourceEvent[]; outcomes: SourceOutcome[] }> {
  const results = await Promise.allSettled(sources.map((source) => readSource(source.url, limits, now, source.publicOnly)));
  const outcomes = results.map((result, index): SourceOutcome => {
    const url = sources[index]?.url ?? "";
    if (result.status === "fulfilled") return { url, ok: true, count: futureUnique(result.value, now).length, error: null };
    const error = result.reason instanceof Error ? result.reason.message : String(result.reason);
    logger.warn({ source: url, reason: error }, "event source skipped");
    return { url, ok: false, count: 0, error };
  });
  const found = results.flatMap((result) => (result.status === "fulfilled" ? result.value : []));
  return { events: futureUnique(found, now), outcomes };
}

/**
 * Stores the collected events: one row per title, updated in place (§7 scrape-miami-events). What staff
 * wrote or edited is theirs: a source never overwrites it. Events over a day old go, with their images.
 */
export async function storeEvents(db: Db, collected: SourceEvent[], store?: ObjectStore): Promise<number> {
  for (const item of collected) {
    const values = { ...item, titleKey: eventTitleKey(item.title) };
    await db
      .insert(events)
      .values(values)
      .onConflictDoUpdate({ target: events.titleKey, set: values, setWhere: and(isNull(events.editedAt), ne(events.source, ADMIN_EVENT_SOURCE)) });
  }
  const past = await db
    .delete(events)
    .where(lt(events.startsAt, sql`now() - interval '1 day'`))
    .returning({ imageKey: events.imageKey });
  if (store) await Promise.all(past.flatMap((row) => (row.imageKey ? [store.delete(EVENT_IMAGE_BUCKET, row.imageKey).catch(() => undefined)] : [])));
  return collected.length;
}

/** The enabled sources: those staff added and those EVENT_SOURCES names (listed once, so their last fetch shows). */
async function sourcesToRead(db: Db, config: AppConfig): Promise<SourceToRead[]> {
  if (config.eventSources.length > 0) {
    await db
      .insert(eventSources)
      .values(config.eventSources.map((url) => ({ url, origin: "env" as const })))
      .onConflictDoNothing();
  }
  const rows = await db.select({ url: eventSources.url, origin: eventSources.origin }).from(eventSources).where(eq(eventSources.enabled, true));
  return rows.map((row) => ({ url: row.url, publicOnly: row.origin === "admin" && !config.eventSourcesAllowPrivate }));
}

async function recordOutcomes(db: Db, outcomes: SourceOutcome[], at: Date): Promise<void> {
  for (const outcome of outcomes) {
    await db
      .update(eventSources)
      .set({ lastFetchedAt: at, lastStatus: outcome.ok ? "ok" : "error", lastCount: outcome.count, lastError: outcome.error?.slice(0, 500) ?? null })
      .where(eq(eventSources.url, outcome.url));
  }
}

export interface RefreshDeps {
  db: Db;
  config: AppConfig;
  store: ObjectStore;
  logger: Pick<FastifyBaseLogger, "warn">;
}

/** Reads every source (and keeps the sample events current while the sample data set is installed), then stores. */
export async function refreshEvents({ db, config, store, logger }: RefreshDeps, now = new Date()): Promise<{ count: number; sources: SourceOutcome[] }> {
  const { events: found, outcomes } = await collectEvents(await sourcesToRead(db, config), logger, now);
  await recordOutcomes(db, outcomes, now);
  const withSamples = (await sampleDataInstalled(db)) ? futureUnique([...sampleEvents(now), ...found], now) : found;
  return { count: await storeEvents(db, withSamples, store), sources: outcomes };
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

/** A refresh staff asked for: it always runs (restarting the site-wide clock), is audited, and says how each source went. */
export async function staffRefresh(deps: RefreshDeps, actorId: string): Promise<{ count: number; sources: SourceOutcome[]; lastRefresh: string | null }> {
  await claimRefresh(deps.db, true);
  const result = await refreshEvents(deps);
  await recordAudit(deps.db, { actorId, action: "events.refresh", subjectType: "events", after: { count: result.count } });
  return { ...result, lastRefresh: await lastRefresh(deps.db) };
}

/** What the events page offers this viewer: the Update Events button only when a refresh would run. */
export async function refreshState(db: Db, isAdmin: boolean, now = new Date()): Promise<{ allowed: boolean; lastRefresh: string | null }> {
  const last = await lastRefresh(db);
  const allowed = isAdmin || last === null || new Date(last).getTime() <= now.getTime() - PUBLIC_REFRESH_INTERVAL_MS;
  return { allowed, lastRefresh: last };
}

export async function lastRefresh(db: Db): Promise<string | null> {
  const [row] = await db.select().from(siteState).where(eq(siteState.key, REFRESH_KEY));
  return row ? String(row.value) : null;
}
