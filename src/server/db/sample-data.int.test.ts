import { afterEach, describe, expect, it } from "vitest";
import { createDiskStore } from "../adapters/storage/store.ts";
import { signUpAdmin } from "../testing/members.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { sampleDataStatus } from "./sample-data.ts";
import { reviews } from "./schema.ts";
import { seedDatabase } from "./seed.ts";

let t: TestApp;
afterEach(() => t.close());

async function startWith(sampleData: boolean, existing?: TestApp) {
  t = existing ?? (await createTestApp());
  await seedDatabase(t.database.db, { store: createDiskStore(t.config.dataDir), portraits: false, sampleData });
  return t;
}

const events = async () => (await t.app.inject({ method: "GET", url: "/api/events" })).json().events as { title: string; is_sample: boolean }[];
const reviewsOf = async (id: string) =>
  (await t.app.inject({ method: "GET", url: `/api/companions/${id}/reviews` })).json().reviews as { reviewer_name: string; is_sample: boolean }[];

describe("the sample data set", () => {
  it("is absent when not asked for (production without SEED_SAMPLE_DATA): the catalogue only, no invented events or reviews", async () => {
    await startWith(false);
    expect(await sampleDataStatus(t.database.db)).toEqual({ state: "absent", events: 0, reviews: 0 });
    expect(await events()).toEqual([]);
    expect(await reviewsOf("1")).toEqual([]);
    const refresh = await t.app.inject({ method: "POST", url: "/api/events/refresh" });
    expect(refresh.json()).toMatchObject({ refreshed: true, count: 0 });
    expect(await events()).toEqual([]);
    expect((await t.app.inject({ method: "GET", url: "/api/companions/1" })).statusCode).toBe(200);
  });

  it("when asked for, every sample event and review says so", async () => {
    await startWith(true);
    const status = await sampleDataStatus(t.database.db);
    expect(status.state).toBe("installed");
    expect(status.reviews).toBe(31);
    expect((await events()).length).toBeGreaterThan(0);
    expect((await events()).every((event) => event.is_sample)).toBe(true);
    const reviews = await reviewsOf("2");
    expect(reviews.length).toBeGreaterThan(0);
    expect(reviews.every((review) => review.is_sample)).toBe(true);
  });

  it("an admin removes all of it at once, and neither a refresh nor a restart brings it back", async () => {
    await startWith(true);
    const admin = await signUpAdmin(t.app, t.database.db);
    const removed = await t.app.inject({ method: "DELETE", url: "/api/admin/sample-data", headers: { cookie: admin.cookie } });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ state: "removed", events: 0, reviews: 0, removed: { reviews: 31 } });
    expect(removed.json().removed.events).toBeGreaterThan(0);
    expect(await reviewsOf("2")).toEqual([]);
    expect((await t.app.inject({ method: "GET", url: "/api/companions/2" })).json().companion.reviewCount).toBe(0);

    await t.app.inject({ method: "POST", url: "/api/events/refresh", headers: { cookie: admin.cookie } });
    await startWith(true, t);
    expect(await events()).toEqual([]);
    expect((await sampleDataStatus(t.database.db)).state).toBe("removed");
  });

  it("a start without SEED_SAMPLE_DATA takes away sample data an earlier start added (and keeps real reviews)", async () => {
    await startWith(true);
    await t.database.db.insert(reviews).values({ companionId: "2", rating: 5, reviewerName: "Real Client", reviewText: "Real.", isApproved: true });
    await startWith(false, t);
    expect(await sampleDataStatus(t.database.db)).toMatchObject({ events: 0, reviews: 0 });
    expect(await events()).toEqual([]);
    expect(await reviewsOf("2")).toEqual([expect.objectContaining({ reviewer_name: "Real Client", is_sample: false })]);
  });
});
