import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpUser } from "../testing/accounts.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import type { ChangeChannel } from "./change-feed.ts";
import { profiles, reviews, subscriptions, users } from "./schema.ts";

/** What the database's triggers (migrations 0017 and 0026) tell every instance, on PGlite and on PostgreSQL. */
describe("change notifications", () => {
  let t: TestApp;
  const heard: Record<ChangeChannel, string[]> = { wingmate_viewer: [], wingmate_catalogue: [], wingmate_messages: [] };
  beforeAll(async () => {
    t = await createTestApp();
    for (const channel of Object.keys(heard) as ChangeChannel[]) t.database.changes.subscribe(channel, (payload) => heard[channel].push(payload));
  });
  afterAll(() => t.close());

  const changed = async (change: () => Promise<unknown>) => {
    heard.wingmate_viewer.length = 0;
    heard.wingmate_catalogue.length = 0;
    await change();
    await t.database.changes.settle();
    return { viewer: [...heard.wingmate_viewer], catalogue: heard.wingmate_catalogue.length };
  };

  it("names the user whose profile, membership or sessions changed, once settled", async () => {
    const user = await signUpUser(t.app);
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, user.email));
    const userId = row?.id ?? "";
    expect((await changed(() => t.database.db.update(profiles).set({ role: "wingwoman" }).where(eq(profiles.userId, userId)))).viewer).toEqual([userId]);
    expect(
      (
        await changed(() =>
          t.database.db.insert(subscriptions).values({ userId, subscribed: true, tier: "VIP", currentPeriodEnd: new Date(Date.now() + 86_400_000) }),
        )
      ).viewer,
    ).toEqual([userId]);
    const signOut = await changed(() => t.app.inject({ method: "POST", url: "/api/account/sign-out", headers: { cookie: user.cookie } }));
    expect(signOut.viewer).toContain(userId);
  });

  it("says '*' when a table is emptied, and tells the catalogue about companions and reviews", async () => {
    expect((await changed(() => t.database.reset())).viewer).toContain("*");
    expect((await changed(() => t.database.db.update(reviews).set({ isApproved: false }))).catalogue).toBeGreaterThan(0);
  });
});
