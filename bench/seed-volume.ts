import { sql } from "drizzle-orm";
import type { Db } from "../src/server/db/client.ts";
import { bookings } from "../src/features/bookings/tables.server.ts";
import { companions } from "../src/features/companions/tables.server.ts";
import { events } from "../src/features/events/tables.server.ts";
import { profiles, users } from "../src/server/auth/tables.ts";
import { reviews } from "../src/features/reviews/tables.server.ts";
import { subscriptions } from "../src/features/billing/tables.server.ts";

/** A realistic volume, on top of the sample catalogue. */
export const VOLUME = { users: 2_000, members: 200, reviews: 5_000, bookings: 1_000, events: 500 } as const;

const DAY = 86_400_000;
const CATEGORIES = ["bar", "lounge", "nightclub", "restaurant", "art/culture"] as const;

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>, size = 500): Promise<void> {
  for (let start = 0; start < rows.length; start += size) await insert(rows.slice(start, start + size));
}

/** Inserts users (with profiles), members, approved reviews, bookings and events directly, in batches. */
export async function seedVolume(db: Db): Promise<void> {
  const companionIds = (await db.select({ id: companions.id }).from(companions)).map((row) => row.id);
  const now = Date.now();
  const userRows = Array.from({ length: VOLUME.users }, (_, index) => ({
    id: `bench-user-${index}`,
    name: `Bench User ${index}`,
    email: `bench-user-${index}@example.com`,
    emailVerified: true,
    createdAt: new Date(now - index * 60_000),
  }));
  await inBatches(userRows, (batch) => db.insert(users).values(batch).onConflictDoNothing());
  await inBatches(userRows, (batch) =>
    db
      .insert(profiles)
      .values(
        batch.map((user) => ({
          userId: user.id,
          firstName: "Bench",
          lastName: `User ${user.id.slice(11)}`,
          bio: "Loves Wynwood galleries and salsa nights.",
          createdAt: user.createdAt,
        })),
      )
      .onConflictDoNothing(),
  );
  await inBatches(userRows.slice(0, VOLUME.members), (batch) =>
    db
      .insert(subscriptions)
      .values(
        batch.map((user) => ({
          userId: user.id,
          subscribed: true,
          tier: "VIP",
          status: "active" as const,
          provider: "sandbox" as const,
          currentPeriodEnd: new Date(now + 20 * DAY),
        })),
      )
      .onConflictDoNothing(),
  );
  // Each review pairs a different user with a companion: one review per member and companion.
  const reviewRows = Array.from({ length: VOLUME.reviews }, (_, index) => ({
    userId: `bench-user-${index % VOLUME.users}`,
    // (user + 3k) mod 27 differs for each round k: every pair stays unique and all companions get reviews.
    companionId: companionIds[(index + Math.floor(index / VOLUME.users)) % companionIds.length] ?? "1",
    rating: 3 + (index % 3),
    reviewText: "A relaxed, fun evening; great conversation and a few new friends by the end of it.",
    reviewerName: `Bench U.`,
    isVipMember: true,
    isApproved: index % 10 !== 0,
  }));
  await inBatches(reviewRows, (batch) => db.insert(reviews).values(batch).onConflictDoNothing());
  await inBatches(
    Array.from({ length: VOLUME.bookings }, (_, index) => {
      const startsAt = new Date(now + ((index % 60) - 30) * DAY + (index % 12) * 3_600_000);
      return {
        userId: `bench-user-${index % VOLUME.users}`,
        companionId: companionIds[index % companionIds.length] ?? "1",
        sessionType: "coaching" as const,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 2 * 3_600_000),
        location: "Brickell",
        fullName: `Bench User ${index}`,
        email: `bench-user-${index % VOLUME.users}@example.com`,
        totalPriceCents: 22_000,
        status: startsAt.getTime() < now ? ("completed" as const) : ("confirmed" as const),
      };
    }),
    (batch) => db.insert(bookings).values(batch),
  );
  await inBatches(
    Array.from({ length: VOLUME.events }, (_, index) => ({
      titleKey: `bench event ${index}`,
      title: `Bench Event ${index}`,
      description: "Live music and a friendly crowd.",
      category: CATEGORIES[index % CATEGORIES.length] ?? "bar",
      venueName: "Bench Venue",
      startsAt: new Date(now + (index % 30) * DAY),
      source: "bench",
    })),
    (batch) => db.insert(events).values(batch).onConflictDoNothing(),
  );
  // Vacuumed now, not by autovacuum minutes later: on PostgreSQL it would run on the same cores while routes are measured.
  await db.execute(sql`vacuum analyze`);
}
