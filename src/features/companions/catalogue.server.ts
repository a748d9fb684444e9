import { asc, eq, inArray } from "drizzle-orm";
import type { ChangeFeed } from "../../server/db/change-feed.ts";
import type { Db } from "../../server/db/client.ts";
import { companions } from "./tables.server.ts";
import { approvedRatings, type SessionCheck } from "../reviews/index.server.ts";
import { roundRating } from "../../shared/catalogue.ts";
import { prepareJson, type PreparedJson } from "../../server/http/responses.ts";

export type CompanionRow = typeof companions.$inferSelect;

/** The names of these companions, by id (an id with no companion is left out); hidden ones too. */
export async function companionNamesOf(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: companions.id, name: companions.name })
    .from(companions)
    .where(inArray(companions.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

export interface CatalogueEntry {
  row: CompanionRow;
  /** Average of approved reviews, one decimal; 0 when none (§3). */
  rating: number;
  reviewCount: number;
}

/** A safety net only: every change to a companion or a review is notified to every instance at once. */
const CACHE_TTL_MS = 60_000;
/** Answers kept per catalogue version (the list's filters combine into a few dozen in practice). */
const MAX_ANSWERS = 500;

/**
 * The catalogue, read once into memory (a few dozen rows) and dropped on every change to a companion or
 * a review, by any instance (the database notifies it: migration 0017), or made through this one
 * (`invalidate`). Each version also keeps the JSON of the answers made from it (`answer`).
 */
interface Snapshot {
  entries: CatalogueEntry[];
  byId: Map<string, CatalogueEntry>;
  loadedAt: number;
  answers: Map<string, PreparedJson>;
}

/**
 * `reviewerHadSession` is how the review feed knows a reviewer had a session with the companion ("Verified
 * session"): the bookings feature's rule, given by the app.
 */
export function createCatalogue(db: Db, changes: ChangeFeed, reviewerHadSession: SessionCheck) {
  let cached: Snapshot | null = null;
  let loading: Promise<Snapshot> | null = null;
  const invalidate = () => {
    cached = null;
    loading = null;
  };
  changes.subscribe("wingmate_catalogue", invalidate);
  changes.onGap(invalidate);

  async function load(): Promise<Snapshot> {
    // One statement: the companions with their approved reviews' average and count (the reviews feature's subquery).
    const rows = await db
      .select({ row: companions, average: approvedRatings.average, count: approvedRatings.count })
      .from(companions)
      .leftJoin(approvedRatings, eq(approvedRatings.companionId, companions.id))
      .orderBy(asc(companions.createdAt), asc(companions.id));
    const entries = rows.map(({ row, average, count }) => ({
      row,
      rating: average === null ? 0 : roundRating(Number(average)),
      reviewCount: count ?? 0,
    }));
    return { entries, byId: new Map(entries.map((entry) => [entry.row.id, entry])), loadedAt: Date.now(), answers: new Map() };
  }

  async function current(): Promise<Snapshot> {
    if (cached && Date.now() - cached.loadedAt < CACHE_TTL_MS) return cached;
    const pending = (loading ??= load());
    const snapshot = await pending;
    // A change notified while loading made this read stale: it serves this request but is not kept.
    if (loading === pending) {
      loading = null;
      if (changes.live) cached = snapshot;
    }
    return snapshot;
  }

  return {
    /** Every companion, hidden ones included, in catalogue order. */
    all: async () => (await current()).entries,
    get: async (id: string) => (await current()).byId.get(id) ?? null,
    /**
     * The JSON `make` answers for `key` (everything the answer depends on besides the catalogue), made
     * once per catalogue version: a catalogue read serialised hundreds of times a second costs more than
     * the rest of the request. Kept as bytes, and compressed once per encoding (see `PreparedJson`).
     */
    answer: async (key: string, make: () => Promise<string>): Promise<PreparedJson> => {
      const { answers } = await current();
      let json = answers.get(key);
      if (json === undefined) {
        json = prepareJson(await make());
        if (answers.size < MAX_ANSWERS) answers.set(key, json);
      }
      return json;
    },
    invalidate,
    reviewerHadSession,
  };
}

export type Catalogue = ReturnType<typeof createCatalogue>;
