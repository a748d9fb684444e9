import { companionSeedSet, companionSpanishSeedSet } from "../../features/companions/index.server.ts";
import type { Db } from "./client.ts";
import { applySampleDataSetting } from "./sample-data.ts";
import { seedRuns } from "./platform-tables.ts";
import type { SeedContext, SeedSet } from "./seed-set.ts";

/** The starting catalogue's seed sets, in order (the sample data set is apart: see sample-data.ts). */
export const seedSets: SeedSet[] = [companionSeedSet, companionSpanishSeedSet];

/**
 * Applies the seed sets not applied yet, then adds or removes the sample data set as `context.sampleData`
 * says. Safe with several instances starting at once: the marker row is claimed first, so a concurrent
 * start waits on it and then skips the set.
 */
export async function seedDatabase(db: Db, context: SeedContext, sets: readonly SeedSet[] = seedSets): Promise<string[]> {
  const applied: string[] = [];
  for (const set of sets) {
    const ran = await db.transaction(async (tx) => {
      const claimed = await tx.insert(seedRuns).values({ name: set.name }).onConflictDoNothing().returning({ name: seedRuns.name });
      if (claimed.length === 0) return false;
      await set.run(tx as unknown as Db, context);
      return true;
    });
    if (ran) applied.push(set.name);
  }
  if ((await applySampleDataSetting(db, context.sampleData)) === "added") applied.push("sample data");
  return applied;
}

export async function appliedSeedNames(db: Db): Promise<string[]> {
  const rows = await db.select({ name: seedRuns.name }).from(seedRuns).orderBy(seedRuns.createdAt, seedRuns.name);
  return rows.map((row) => row.name);
}
