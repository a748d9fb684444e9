import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDiskStore } from "../../server/adapters/storage/store.ts";
import { seedDatabase } from "../../server/db/seed.ts";
import { outbox } from "../../server/db/platform-tables.ts";
import type { SignedInUser } from "../../server/testing/accounts.ts";
import { signUpMember } from "../../server/testing/members.ts";
import { createTestApp, type TestApp } from "../../server/testing/test-app.ts";
import { reviewToasts } from "./schema.ts";

/** Every review submission mails the business: one account sends only a few an hour, new or edited. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.database.db, { store: createDiskStore(t.config.dataDir), portraits: false, sampleData: true });
});
afterAll(() => t.close());

const review = (who: SignedInUser, companionId: string, rating: number) =>
  t.app.inject({
    method: "POST",
    url: `/api/companions/${companionId}/reviews`,
    payload: { rating, reviewText: `Take ${rating}` },
    headers: { cookie: who.cookie },
  });
const mailsFrom = async (who: SignedInUser) =>
  (
    await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, "review-notification"), eq(outbox.replyTo, who.email)))
  ).length;

describe("review submissions", () => {
  it("are limited per account, resubmissions and other companions alike, with a clear 429", async () => {
    const member = await signUpMember(t.app, t.database.db);
    // 25 in a row, as the review found (one companion's review edited again and again, and two others).
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 25; attempt++) statuses.push((await review(member, attempt < 20 ? "3" : "9", (attempt % 5) + 1)).statusCode);
    const accepted = statuses.filter((status) => status === 201).length;
    expect(accepted).toBeGreaterThan(0);
    expect(accepted).toBeLessThanOrEqual(10);
    expect(statuses.slice(accepted).every((status) => status === 429)).toBe(true);
    expect(await mailsFrom(member)).toBe(accepted);

    const refused = await review(member, "4", 5);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({
      message: "You have sent several reviews this hour. Please try again later.",
      id: reviewToasts.tooMany.description,
    });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // A refused review is not stored.
    const mine = (await t.app.inject({ method: "GET", url: "/api/companions/4/my-review", headers: { cookie: member.cookie } })).json();
    expect(mine.review).toBeNull();

    // Another account is not held back by this one.
    const other = await signUpMember(t.app, t.database.db);
    expect((await review(other, "3", 4)).statusCode).toBe(201);
  });
});
