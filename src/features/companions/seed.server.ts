import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { companionSeeds, companionSpanishSeeds } from "../../server/db/seeds/companion-catalogue.ts";
import { companions } from "./tables.server.ts";
import type { SeedContext, SeedSet } from "../../server/db/seed-set.ts";
import { isPreviewCompanion } from "../../shared/catalogue.ts";
import { samplePortraitSvg, storePhotoSet } from "./photos.server.ts";

/** The starting catalogue: 21 wing women, 6 wing men, each with an illustrated portrait (reviews are sample data: see sample-data.ts). */
export const companionSeedSet: SeedSet = {
  name: "companions-v1",
  async run(tx: Db, { store, portraits }: SeedContext) {
    for (const { portraitSeed, ...companion } of companionSeeds) {
      // Preview profiles get a second picture, so their lightbox has somewhere to move.
      const pictureCount = portraits ? (isPreviewCompanion(companion.id) ? 2 : 1) : 0;
      const photos = [];
      for (let variant = 0; variant < pictureCount; variant++) {
        const svg = samplePortraitSvg(portraitSeed, companion.gender, variant);
        photos.push(await storePhotoSet(store, companion.id, svg, `Illustrated portrait of ${companion.name}`));
      }
      await tx.insert(companions).values({ ...companion, photos });
    }
  },
};

/**
 * The Spanish text of a few starting companions, written where staff have not written any yet: on a new
 * database after the catalogue, and once on a database made before companions had Spanish text.
 */
export const companionSpanishSeedSet: SeedSet = {
  name: "companions-spanish-v1",
  async run(tx: Db) {
    for (const [id, spanish] of Object.entries(companionSpanishSeeds)) {
      await tx
        .update(companions)
        .set(spanish)
        .where(and(eq(companions.id, id), isNull(companions.bioEs), isNull(companions.fullBioEs), isNull(companions.achievementsEs)));
    }
  },
};
