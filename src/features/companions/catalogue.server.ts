import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { companions, reviews } from "../../server/db/schema.ts";
import { roundRating } from "../../shared/catalogue.ts";

export type CompanionRow = typeof companions.$inferSelect;

export interface CatalogueEntry {
  row: CompanionRow;
  /** Average of approved reviews, one decimal; 0 when none (§3). */
  rating: number;
  reviewCount: number;
}

/** Another instance's change shows up here after at most this long. */
const CACHE_TTL_MS = 60_000;

/**
 * The catalogue, read once into memory (a few dozen rows) and dropped on every change made through
 * this instance (`invalidate`), or after a minute for changes made elsewhere.
 */
interface Snapshot {
  entries: CatalogueEntry[];
  byId: Map<string, CatalogueEntry>;
  loadedAt: number;
}

export function createCatalogue(db: Db) {
  let cached: Snapshot | null = null;
  let loading: Promise<Snapshot> | null = null;

  async function load(): Promise<Snapshot> {
    const rows = await db.select().from(companions).orderBy(asc(companions.createdAt), asc(companions.id));
    const stats = await db
      .select({ companionId: reviews.companionId, average: sql<string>`avg(${reviews.rating})`, count: sql<number>`count(*)::int` })
      .from(reviews)
      .where(eq(reviews.isApproved, true))
      .groupBy(reviews.companionId);
    const statsById = new Map(stats.map((stat) => [stat.companionId, stat]));
    const entries = rows.map((row) => {
      const stat = statsById.get(row.id);
      return { row, rating: stat ? roundRating(Number(stat.average)) : 0, reviewCount: stat?.count ?? 0 };
    });
    return { entries, byId: new Map(entries.map((entry) => [entry.row.id, entry])), loadedAt: Date.now() };
  }

  async function current(): Promise<Snapshot> {
    if (cached && Date.now() - cached.loadedAt < CACHE_TTL_MS) return cached;
    loading ??= load().finally(() => (loading = null));
    const snapshot = await loading;
    cached = snapshot;
    return snapshot;
  }

  return {
    /** Every companion, hidden ones included, in catalogue order. */
    all: async () => (await current()).entries,
    get: async (id: string) => (await current()).byId.get(id) ?? null,
    invalidate: () => {
      cached = null;
    },
  };
}

export type Catalogue = ReturnType<typeof createCatalogue>;
