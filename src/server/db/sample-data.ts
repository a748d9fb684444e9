import { count, eq } from "drizzle-orm";
import { eventTitleKey, SAMPLE_EVENT_SOURCE } from "../../shared/events.ts";
import type { Db } from "./client.ts";
import { companions, events, reviews, siteState } from "./schema.ts";
import { sampleEvents } from "./seeds/sample-events.ts";
import { reviewSeeds } from "./seeds/sample-reviews.ts";

/**
 * The sample data set: invented events and reviews that make a new site look lived-in. Every piece is
 * labelled sample where it shows (`events.source = 'sample'`, `reviews.is_sample`), and the whole set goes
 * at once. Whether it is wanted is the SEED_SAMPLE_DATA setting (on in development and tests, off in
 * production); once removed by hand it stays removed. The 27 companions are the catalogue, not samples.
 */

const STATE_KEY = "sampleData";
const DAY_MS = 86_400_000;

/** "absent": never added; "installed": present and refreshed with the events; "removed": taken out by staff. */
export type SampleDataState = "absent" | "installed" | "removed";

export interface SampleDataStatus {
  state: SampleDataState;
  reviews: number;
  events: number;
}

async function readState(db: Db): Promise<SampleDataState> {
  const [row] = await db.select({ value: siteState.value }).from(siteState).where(eq(siteState.key, STATE_KEY));
  return row?.value === "installed" || row?.value === "removed" ? row.value : "absent";
}

async function writeState(db: Db, state: Exclude<SampleDataState, "absent">): Promise<void> {
  await db
    .insert(siteState)
    .values({ key: STATE_KEY, value: state })
    .onConflictDoUpdate({ target: siteState.key, set: { value: state } });
}

/** Whether a refresh should keep the sample events current. */
export async function sampleDataInstalled(db: Db): Promise<boolean> {
  return (await readState(db)) === "installed";
}

export async function sampleDataStatus(db: Db): Promise<SampleDataStatus> {
  const [state, [reviewCount], [eventCount]] = await Promise.all([
    readState(db),
    db.select({ value: count() }).from(reviews).where(eq(reviews.isSample, true)),
    db.select({ value: count() }).from(events).where(eq(events.source, SAMPLE_EVENT_SOURCE)),
  ]);
  return { state, reviews: reviewCount?.value ?? 0, events: eventCount?.value ?? 0 };
}

/** Adds the sample reviews (once) and the coming weeks' sample events. */
export async function installSampleData(db: Db, now = new Date()): Promise<SampleDataStatus> {
  await db.transaction(async (tx) => {
    const [present] = await tx.select({ value: count() }).from(reviews).where(eq(reviews.isSample, true));
    // Reviews of the starting catalogue's companions, those still there.
    const known = new Set((await tx.select({ id: companions.id }).from(companions)).map((row) => row.id));
    const seeds = reviewSeeds.filter((review) => known.has(review.companionId));
    if (!present?.value && seeds.length > 0) {
      await tx.insert(reviews).values(
        seeds.map((review) => ({
          companionId: review.companionId,
          rating: review.rating,
          reviewerName: review.reviewerName,
          reviewText: review.reviewText,
          isVipMember: review.isVipMember,
          isApproved: true,
          isSample: true,
          createdAt: new Date(now.getTime() - review.daysAgo * DAY_MS),
        })),
      );
    }
    // Each refresh keeps them current from here on (the events feature asks sampleDataInstalled).
    const upcoming = sampleEvents(now).map((event) => ({ ...event, titleKey: eventTitleKey(event.title) }));
    if (upcoming.length > 0) await tx.insert(events).values(upcoming).onConflictDoNothing();
    await writeState(tx as unknown as Db, "installed");
  });
  return sampleDataStatus(db);
}

/** Removes every sample review and event, and remembers it: neither a restart nor a refresh brings them back. */
export async function removeSampleData(db: Db): Promise<{ reviews: number; events: number }> {
  return db.transaction(async (tx) => {
    const removedReviews = await tx.delete(reviews).where(eq(reviews.isSample, true)).returning({ id: reviews.id });
    const removedEvents = await tx.delete(events).where(eq(events.source, SAMPLE_EVENT_SOURCE)).returning({ id: events.id });
    await writeState(tx as unknown as Db, "removed");
    return { reviews: removedReviews.length, events: removedEvents.length };
  });
}

/**
 * At start, the setting decides: wanted and never added → added; not wanted → removed if present (a
 * production site never shows invented content unless SEED_SAMPLE_DATA=true). Staff's removal stands.
 */
export async function applySampleDataSetting(db: Db, wanted: boolean): Promise<"added" | "removed" | "unchanged"> {
  const status = await sampleDataStatus(db);
  if (wanted) {
    if (status.state !== "absent") return "unchanged";
    await installSampleData(db);
    return "added";
  }
  if (status.state !== "installed" && status.reviews === 0 && status.events === 0) return "unchanged";
  await removeSampleData(db);
  return "removed";
}
