import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDiskStore } from "../../server/adapters/storage/store.ts";
import { linkCompanionAccount } from "../../server/auth/profiles.ts";
import { companionAccounts, users } from "../../server/auth/tables.ts";
import { auditLog, outbox } from "../../server/db/platform-tables.ts";
import { seedDatabase } from "../../server/db/seed.ts";
import { signUpUser, uniqueEmail, type SignedInUser } from "../../server/testing/accounts.ts";
import { signUpMember } from "../../server/testing/members.ts";
import { createTestApp, type TestApp } from "../../server/testing/test-app.ts";
import { weekdayOf } from "../../shared/availability.ts";
import { floridaTimeToUtc, floridaToday } from "../../shared/bookings.ts";
import { calendarFeeds } from "./tables.server.ts";

const COMPANION = "5";
/** A companion whose account is unlinked (someone leaving). */
const LEAVING_COMPANION = "6";
let t: TestApp;
let companion: SignedInUser;
let member: SignedInUser;

const as = (who: SignedInUser | null, method: "GET" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: who ? { cookie: who.cookie } : {} });

/** The first Wednesday at least three days ahead. */
function nextWednesday(): string {
  for (let days = 3; ; days++) {
    const date = floridaToday(new Date(Date.now() + days * 86_400_000));
    if (weekdayOf(date) === 3) return date;
  }
}

const feedPath = (httpsUrl: string) => new URL(httpsUrl).pathname;
const eventsOf = (ics: string) => new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));

beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.database.db, { store: createDiskStore(t.config.dataDir), portraits: false, sampleData: true });
  companion = await signUpUser(t.app);
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, companion.email));
  await linkCompanionAccount(t.database.db, row?.id ?? "", COMPANION);
  member = await signUpMember(t.app, t.database.db);
});
afterAll(() => t.close());

describe("a companion's calendar feed", () => {
  it("is made and revoked only by the companion", async () => {
    expect((await as(null, "POST", "/api/workspace/calendar-feed")).statusCode).toBe(401);
    expect((await as(member, "POST", "/api/workspace/calendar-feed")).statusCode).toBe(403);
    expect((await as(member, "POST", "/api/workspace/calendar-feed/revoke")).statusCode).toBe(403);
    expect((await as(null, "GET", "/api/workspace")).statusCode).toBe(401);
  });

  it("lists the session with the client's first name only, parses in a calendar library, and stops at once when revoked", async () => {
    const date = nextWednesday();
    const email = uniqueEmail("client");
    const booking = {
      companionId: COMPANION,
      fullName: "Lucía Gómez",
      email,
      phone: "305-555-0101",
      sessionType: "consultation",
      date,
      time: "19:00",
      location: "Brickell café, 2nd floor; by the window",
      specialRequests: "Practice small talk",
    };
    const created = await as(null, "POST", "/api/bookings", booking);
    expect(created.statusCode).toBe(201);
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.toAddress, email));
    const link = new URL(/http\S+\/bookings\/\S+/.exec(mail?.textBody ?? "")?.[0] ?? "http://invalid/");
    await as(null, "POST", `/api/bookings/${created.json().booking.id}/confirm`, { confirmation: link.searchParams.get("confirm") });

    expect((await as(companion, "GET", "/api/workspace")).json().calendarFeed).toBeNull();
    const made = await as(companion, "POST", "/api/workspace/calendar-feed");
    expect(made.statusCode).toBe(200);
    const feed = made.json().calendarFeed as { webcalUrl: string; httpsUrl: string };
    expect(feed.webcalUrl).toMatch(/^webcal:\/\/.+\/api\/calendar\/[\w-]{43}\.ics$/);
    expect(feed.httpsUrl).toBe(feed.webcalUrl.replace(/^webcal:/, new URL(t.config.publicUrl).protocol));
    expect((await as(companion, "GET", "/api/workspace")).json().calendarFeed).toEqual(made.json().calendarFeed);

    // Only a hash is stored, never the address's secret.
    const token = /([\w-]{43})\.ics$/.exec(feed.httpsUrl)?.[1] ?? "";
    const [stored] = await t.database.db.select().from(calendarFeeds).where(eq(calendarFeeds.companionId, COMPANION));
    expect(JSON.stringify(stored)).not.toContain(token);

    const answer = await as(null, "GET", feedPath(feed.httpsUrl));
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(answer.headers["cache-control"]).toBe("private, max-age=300");
    const ics = answer.body;
    expect(ics.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(ics).not.toMatch(/[^\r]\n/);
    for (const secret of ["Gómez", email, "305", "Practice small talk"]) expect(ics).not.toContain(secret);

    const event = eventsOf(ics).find((each) => each.uid === `${created.json().booking.id}@wingmate`);
    expect(event?.summary).toBe("Initial Consultation with Lucía");
    expect(event?.location).toBe(booking.location);
    expect(event?.startDate.toJSDate().toISOString()).toBe(floridaTimeToUtc(date, "19:00").toISOString());
    expect(event?.endDate.toJSDate().getTime()).toBe(floridaTimeToUtc(date, "19:00").getTime() + 30 * 60_000);
    expect(event?.component.getFirstPropertyValue("status")).toBe("CONFIRMED");

    // Replacing it: the old address is a 404 at once, the new one works.
    const replaced = (await as(companion, "POST", "/api/workspace/calendar-feed")).json().calendarFeed as { httpsUrl: string };
    expect(replaced.httpsUrl).not.toBe(feed.httpsUrl);
    expect((await as(null, "GET", feedPath(feed.httpsUrl))).statusCode).toBe(404);
    expect((await as(null, "GET", feedPath(replaced.httpsUrl))).statusCode).toBe(200);

    // Revoking it: a 404, as for any wrong address.
    const revoked = await as(companion, "POST", "/api/workspace/calendar-feed/revoke");
    expect(revoked.json()).toEqual({ calendarFeed: null, outcome: "revoked" });
    expect((await as(null, "GET", feedPath(replaced.httpsUrl))).statusCode).toBe(404);
    expect((await as(null, "GET", `/api/calendar/${"x".repeat(43)}.ics`)).statusCode).toBe(404);
    expect((await as(null, "GET", "/api/calendar/nothing")).statusCode).toBe(404);

    const actions = (await t.database.db.select().from(auditLog).where(eq(auditLog.subjectId, COMPANION))).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(["companion.calendar_feed.create", "companion.calendar_feed.replace", "companion.calendar_feed.revoke"]));
  });

  it("stops when the account that made it no longer answers for the companion", async () => {
    const leaving = await signUpUser(t.app);
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, leaving.email));
    await linkCompanionAccount(t.database.db, row?.id ?? "", LEAVING_COMPANION);
    const feed = (await as(leaving, "POST", "/api/workspace/calendar-feed")).json().calendarFeed as { httpsUrl: string };
    expect((await as(null, "GET", feedPath(feed.httpsUrl))).statusCode).toBe(200);
    await t.database.db.delete(companionAccounts).where(eq(companionAccounts.companionId, LEAVING_COMPANION));
    expect((await as(null, "GET", feedPath(feed.httpsUrl))).statusCode).toBe(404);
  });

  it("takes the workspace's forms without script, sending the browser back to the page", async () => {
    const form = (url: string) =>
      t.app.inject({
        method: "POST",
        url,
        payload: "",
        headers: {
          cookie: companion.cookie,
          "content-type": "application/x-www-form-urlencoded",
          origin: t.config.publicUrl,
          referer: `${t.config.publicUrl}/workspace`,
        },
      });
    const made = await form("/api/workspace/calendar-feed");
    expect(made.statusCode).toBe(303);
    expect(made.headers.location).toBe("/workspace?done=calendar-feed&outcome=created");
    expect((await as(companion, "GET", "/api/workspace")).json().calendarFeed).not.toBeNull();
    const revoked = await form("/api/workspace/calendar-feed/revoke");
    expect(revoked.headers.location).toBe("/workspace?done=revoke&outcome=revoked");
    expect((await as(companion, "GET", "/api/workspace")).json().calendarFeed).toBeNull();
  });
});
