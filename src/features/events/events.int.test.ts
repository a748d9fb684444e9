import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq, inArray } from "drizzle-orm";
import { installSampleData } from "../../server/db/sample-data.ts";
import { events } from "./tables.server.ts";
import { signUpUser } from "../../server/testing/accounts.ts";
import { signUpAdmin, signUpMember } from "../../server/testing/members.ts";
import { createTestApp, type TestApp } from "../../server/testing/test-app.ts";
import { eventMessages, type EventView } from "./schema.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await installSampleData(t.database.db);
});
afterAll(() => t.close());

const list = async (cookie?: string) =>
  (await t.app.inject({ method: "GET", url: "/api/events", headers: cookie ? { cookie } : {} })).json().events as EventView[];

async function publicMember(name: string, interests: string[], isPublic = true) {
  const member = await signUpMember(t.app, t.database.db);
  await t.app.inject({
    method: "PUT",
    url: "/api/member-profile",
    headers: { cookie: member.cookie },
    payload: { displayName: name, bio: "Hi", location: "Brickell", availability: "Weekends", age: 30, interests, isPublic },
  });
  return member;
}

describe("events", () => {
  it("always shows future events, at most 15, unique by title", async () => {
    const events = await list();
    expect(events.length).toBeGreaterThan(0);
    expect(events.length).toBeLessThanOrEqual(15);
    expect(events.every((event) => new Date(event.starts_at) > new Date())).toBe(true);
    expect(new Set(events.map((event) => event.title.toLowerCase())).size).toBe(events.length);
    // The sample data set's invented nights say so.
    expect(events.every((event) => event.is_sample)).toBe(true);
  });

  it("lists the 15 soonest events that are shown, leaving out hidden and past ones", async () => {
    const hour = 3_600_000;
    const soon = Array.from({ length: 20 }, (_, index) => ({
      title: `Soon night ${index + 1}`,
      titleKey: `soon night ${index + 1}`,
      category: "bar" as const,
      startsAt: new Date(Date.now() + (index + 1) * hour),
      source: "admin",
    }));
    await t.database.db
      .insert(events)
      .values([
        ...soon,
        { title: "Hidden night", titleKey: "hidden night", category: "bar", startsAt: new Date(Date.now() + hour / 2), source: "admin", hidden: true },
        { title: "Past night", titleKey: "past night", category: "bar", startsAt: new Date(Date.now() - hour), source: "admin" },
      ]);
    const shown = await t.database.db.select().from(events).where(eq(events.hidden, false)).orderBy(asc(events.startsAt), asc(events.id));
    const soonest = shown.filter((event) => event.startsAt.getTime() > Date.now()).slice(0, 15);
    expect(soonest.map((event) => event.title)).toContain("Soon night 1");
    expect((await list()).map((event) => event.title)).toEqual(soonest.map((event) => event.title));
    await t.database.db.delete(events).where(inArray(events.source, ["admin"]));
  });

  it("lets anyone refresh once per 15 minutes for the whole site, admins any time", async () => {
    // Visitors at once, from many addresses: one fetch for the whole site, however many ask.
    const visitors = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        t.app.inject({ method: "POST", url: "/api/events/refresh", headers: { "x-forwarded-for": `198.51.100.${index + 1}` } }),
      ),
    );
    expect(visitors.filter((response) => response.json().refreshed === true)).toHaveLength(1);
    const second = (await t.app.inject({ method: "POST", url: "/api/events/refresh" })).json();
    expect(second.refreshed).toBe(false);
    const admin = await signUpAdmin(t.app, t.database.db);
    expect((await t.app.inject({ method: "POST", url: "/api/events/refresh", headers: { cookie: admin.cookie } })).json().refreshed).toBe(true);
    // The page offers the button only to whom it would serve: not a visitor within the 15 minutes, always an admin.
    const visitorView = (await t.app.inject({ method: "GET", url: "/api/events" })).json();
    expect(visitorView.refresh).toMatchObject({ allowed: false, lastRefresh: expect.any(String) });
    const adminView = (await t.app.inject({ method: "GET", url: "/api/events", headers: { cookie: admin.cookie } })).json();
    expect(adminView.refresh.allowed).toBe(true);
  });

  it("asks visitors to log in to mark interest", async () => {
    const [event] = await list();
    const response = await t.app.inject({ method: "POST", url: `/api/events/${event?.id}/interest` });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe("Please login to show interest in events");
    expect(response.json().error.id).toBe(eventMessages.loginRequired.description);
  });

  it("suggests up to 2 public members going to the same event, best match first, never private ones", async () => {
    const [event] = await list();
    const url = `/api/events/${event?.id}/interest`;
    const jazzFan = await publicMember("Jazz Fan", ["Jazz", "Wine", "Art"]);
    const golfer = await publicMember("Golfer", ["Golf"]);
    const hidden = await publicMember("Private Person", ["Jazz", "Wine", "Art"], false);
    const alsoJazz = await publicMember("Also Jazz", ["Jazz"]);
    for (const member of [jazzFan, golfer, hidden, alsoJazz]) await t.app.inject({ method: "POST", url, headers: { cookie: member.cookie } });

    const me = await publicMember("Me", ["jazz", "wine"]);
    const response = (await t.app.inject({ method: "POST", url, headers: { cookie: me.cookie } })).json();
    expect(response.connections.map((connection: { display_name: string }) => connection.display_name)).toEqual(["Jazz Fan", "Also Jazz"]);
    expect(response.connections[0]).toMatchObject({ match_score: 2 / 3, shared_interests: ["Jazz", "Wine"], profile_path: null });
    expect(JSON.stringify(response)).not.toContain("Private Person");
    // Nothing the viewer may not open: no internal account ids.
    expect(Object.keys(response.connections[0]).sort()).toEqual(["display_name", "match_score", "profile_path", "shared_interests"]);
    expect((await list(me.cookie)).find((item) => item.id === event?.id)?.interested).toBe(true);

    await t.app.inject({ method: "DELETE", url, headers: { cookie: me.cookie } });
    expect((await list(me.cookie)).find((item) => item.id === event?.id)?.interested).toBe(false);
    const free = await signUpUser(t.app);
    const asFree = await t.app.inject({ method: "POST", url, headers: { cookie: free.cookie } });
    expect(asFree.statusCode).toBe(200);
    expect(JSON.stringify(asFree.json())).not.toMatch(/user_id|userId/);
  });
});
