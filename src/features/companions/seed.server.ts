import type { Db } from "../../server/db/client.ts";
import { companionSeeds, reviewSeeds } from "../../server/db/seeds/companion-catalogue.ts";
import { companions, reviews } from "../../server/db/schema.ts";
import type { SeedContext, SeedSet } from "../../server/db/seed-set.ts";
import { isPreviewCompanion } from "../../shared/catalogue.ts";
import { samplePortraitSvg, storePhotoSet } from "./photos.server.ts";

const DAY_MS = 86_400_000;

/** The sample catalogue: 21 wing women, 6 wing men, each with an illustrated portrait, and a few approved reviews. */
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
    const now = Date.now();
    await tx.insert(reviews).values(
      reviewSeeds.map((review) => ({
        companionId: review.companionId,
        rating: review.rating,
        reviewerName: review.reviewerName,
        reviewText: review.reviewText,
        isVipMember: review.isVipMember,
        isApproved: true,
        createdAt: new Date(now - review.daysAgo * DAY_MS),
      })),
    );
  },
};
