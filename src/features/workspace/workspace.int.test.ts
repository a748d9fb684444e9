import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDiskStore } from "../../server/adapters/storage/store.ts";
import { linkCompanionAccount } from "../../server/auth/profiles.ts";
import { outbox } from "../../server/db/platform-tables.ts";
import { users } from "../../server/auth/tables.ts";
import { seedDatabase } from "../../server/db/seed.ts";
import { signUpUser, uniqueEmail, verifyEmailFromOutbox, type SignedInUser } from "../../server/testing/accounts.ts";
import { signUpAdmin, signUpMember } from "../../server/testing/members.ts";
import { createTestApp, type TestApp } from "../../server/testing/test-app.ts";
import { DEFAULT_WEEKLY_HOURS, weekdayOf } from "../../shared/availability.ts";
import { floridaTimeToUtc, floridaToday } from "../../shared/bookings.ts";

const COMPANION = "5";
let t: TestApp;
let companion: SignedInUser;
let admin: SignedInUser;
let member: SignedInUser;

type Method = "GET" | "POST" | "PUT" | "DELETE";
const as = (who: SignedInUser | null, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: who ? { cookie: who.cookie } : {} });

/** The first date at least `minDays` ahead that falls on `weekday` (0 = Sunday). */
function next(weekday: number, minDays = 3): string {
  for (let days = minDays; ; days++) {
    const date = floridaToday(new Date(Date.now() + days * 86_400_000));
    if (weekdayOf(date) === weekday) return date;
  }
}

const evenings = [{ start: "18:00", end: "24:00" }];
/** Tuesday off, every other day evenings only (the acceptance's companion). */
const tuesdayOffEvenings = { weeklyHours: DEFAULT_WEEKLY_HOURS.map((_, day) => (day === 2 ? [] : evenings)), bufferMinutes: 60 };

const freeConsultation = (date: string, time: string) => ({
  companionId: COMPANION,
  fullName: "Lucía Gómez",
  email: uniqueEmail("client"),
  phone: "",
  sessionType: "consultation",
  date,
  time,
  location: "Brickell café",
  specialRequests: "Practice small talk",
});

/** Books a free consultation as a guest and confirms it from the link mailed to the guest's address. */
async function bookConfirmedConsultation(date: string, time: string, email = uniqueEmail("client")) {
  const input = { ...freeConsultation(date, time), email };
  const created = await as(null, "POST", "/api/bookings", input);
  expect(created.statusCode).toBe(201);
  const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.toAddress, input.email));
  const link = new URL(/http\S+\/bookings\/\S+/.exec(mail?.textBody ?? "")?.[0] ?? "http://invalid/");
  const confirmed = await as(null, "POST", `/api/bookings/${created.json().booking.id}/confirm`, { confirmation: link.searchParams.get("confirm") });
  expect(confirmed.json().booking.status).toBe("confirmed");
  return created;
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.database.db, { store: createDiskStore(t.config.dataDir), portraits: false, sampleData: true });
  companion = await signUpUser(t.app);
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, companion.email));
  await linkCompanionAccount(t.database.db, row?.id ?? "", COMPANION);
  admin = await signUpAdmin(t.app, t.database.db);
  member = await signUpMember(t.app, t.database.db);
});
afterAll(() => t.close());

describe("a companion's availability", () => {
  it("is the companion's own: visitors get 401, members and admins without a link 403", async () => {
    expect((await as(null, "GET", "/api/workspace")).statusCode).toBe(401);
    expect((await as(member, "GET", "/api/workspace")).statusCode).toBe(403);
    expect((await as(member, "PUT", "/api/workspace/availability", tuesdayOffEvenings)).statusCode).toBe(403);
    expect((await as(member, "PUT", `/api/admin/companions/${COMPANION}/availability`, tuesdayOffEvenings)).statusCode).toBe(403);
  });

  it("refuses overlapping or reversed ranges with a message, never a 500", async () => {
    const overlapping = { ...tuesdayOffEvenings, weeklyHours: DEFAULT_WEEKLY_HOURS.map(() => [evenings[0], { start: "20:00", end: "22:00" }]) };
    const response = await as(companion, "PUT", "/api/workspace/availability", overlapping);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json().error)).toMatch(/6:00 PM–midnight overlaps 8:00 PM–10:00 PM/);
    const startsOn = next(3);
    const dayBefore = floridaToday(new Date(floridaTimeToUtc(startsOn, "12:00").getTime() - 86_400_000));
    const reversed = await as(companion, "POST", "/api/workspace/time-off", { startsOn, endsOn: dayBefore, ranges: [] });
    expect(reversed.statusCode).toBe(400);
  });

  it("Tuesday off and evenings only: the form offers only those slots and the server refuses the rest", async () => {
    expect((await as(companion, "PUT", "/api/workspace/availability", tuesdayOffEvenings)).statusCode).toBe(200);
    const slotsOn = async (date: string, sessionType = "consultation") =>
      (await as(null, "GET", `/api/booking/availability?companionId=${COMPANION}&date=${date}&sessionType=${sessionType}`)).json().unavailable as string[];
    const tuesday = next(2);
    const wednesday = next(3);
    expect(await slotsOn(tuesday)).toHaveLength(15);
    const wednesdayTaken = await slotsOn(wednesday);
    expect(wednesdayTaken).toContain("10:00");
    expect(wednesdayTaken).toContain("17:00");
    expect(wednesdayTaken).not.toContain("18:00");
    expect(wednesdayTaken).not.toContain("23:00");
    // A 2-hour coffee chat must end by midnight: 23:00 is too late for it.
    expect(await slotsOn(wednesday, "coaching")).toContain("23:00");
    // A multi-day package is arranged by the team: only its start must be inside the hours.
    expect(await slotsOn(wednesday, "weekend")).not.toContain("18:00");
    expect(await slotsOn(wednesday, "weekend")).toContain("17:00");

    const outside = await as(null, "POST", "/api/bookings", freeConsultation(wednesday, "10:00"));
    expect(outside.statusCode).toBe(400);
    expect(outside.json().error.code).toBe("outside_availability");
    expect((await as(null, "POST", "/api/bookings", freeConsultation(tuesday, "19:00"))).json().error.code).toBe("outside_availability");
    expect((await as(null, "POST", "/api/bookings", freeConsultation(wednesday, "19:00"))).statusCode).toBe(201);
    // Across the DST change (March 14, 2027) evening hours stay evening hours, in Florida time.
    for (const date of ["2027-03-13", "2027-03-14", "2027-03-15"]) {
      const taken = await slotsOn(date);
      expect(taken).toContain("17:00");
      expect(taken).not.toContain("18:00");
    }
    // Bookings open only 90 days ahead, so the instant such a booking gets is checked on its own.
    expect(floridaTimeToUtc("2027-03-15", "18:00").toISOString()).toBe("2027-03-15T22:00:00.000Z");
    // The hour of buffer keeps the neighbours free: 18:00 and 20:00 are taken too, 21:00 is not.
    const after = await slotsOn(wednesday);
    expect(after).toContain("18:00");
    expect(after).toContain("19:00");
    expect(after).toContain("20:00");
    expect(after).not.toContain("21:00");
  });

  it("a booking shows in the companion's workspace with its length, requests and the client's contact, and the companion is mailed", async () => {
    const thursday = next(4);
    const email = uniqueEmail("client");
    const created = await bookConfirmedConsultation(thursday, "21:00", email);
    const client = { ...created.json().booking, email };
    const workspace = (await as(companion, "GET", "/api/workspace")).json();
    const session = workspace.upcoming.find((row: { id: string }) => row.id === client.id);
    expect(session).toMatchObject({
      clientFirstName: "Lucía",
      durationMinutes: 30,
      location: "Brickell café",
      specialRequests: "Practice small talk",
      paymentStatus: "free",
      conflict: null,
      // A guest has no conversation with the companion: the contact the booking holds.
      reach: { kind: "contact", name: "Lucía Gómez", email: client.email, phone: null },
    });
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.kind, "companion-booking-new"));
    expect(mails.some((mail) => mail.toAddress === companion.email)).toBe(true);

    // Only to that companion: another companion's account never sees the session or the address.
    const otherCompanion = await signUpUser(t.app);
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, otherCompanion.email));
    await linkCompanionAccount(t.database.db, row?.id ?? "", "6");
    const theirs = await as(otherCompanion, "GET", "/api/workspace");
    expect(theirs.statusCode).toBe(200);
    expect(JSON.stringify(theirs.json())).not.toContain(client.email);
  });

  it("a client who wrote to the companion is reached in that conversation, not by their contact; a session that does not stand gives neither", async () => {
    const client = await signUpMember(t.app, t.database.db);
    // A verified account's free consultation is confirmed at once.
    await verifyEmailFromOutbox(t.app, t.database.db, client.email);
    const saturday = next(6);
    const booked = await as(client, "POST", "/api/bookings", { ...freeConsultation(saturday, "19:00"), email: client.email, phone: "+1 305 555 0199" });
    expect(booked.statusCode).toBe(201);
    const bookingId = booked.json().booking.id;
    const reachOf = async () => (await as(companion, "GET", "/api/workspace")).json().upcoming.find((row: { id: string }) => row.id === bookingId)?.reach;
    expect(await reachOf()).toEqual({ kind: "contact", name: "Lucía Gómez", email: client.email, phone: "+1 305 555 0199" });

    const conversationId = (await as(client, "POST", `/api/companions/${COMPANION}/messages`, { message: "See you Saturday!" })).json().conversationId;
    expect(await reachOf()).toEqual({ kind: "conversation", conversationId });
    // The companion's account answers that conversation.
    expect((await as(companion, "GET", `/api/conversations/${conversationId}`)).statusCode).toBe(200);
    const workspace = JSON.stringify((await as(companion, "GET", "/api/workspace")).json());
    expect(workspace).not.toContain(client.email);

    expect((await as(client, "POST", `/api/bookings/${bookingId}/cancel`, {})).statusCode).toBe(200);
    expect(await reachOf()).toBeNull();
  });

  it("time off added after a booking keeps the booking and shows the conflict", async () => {
    const friday = next(5);
    const created = await bookConfirmedConsultation(friday, "20:00");
    const off = await as(companion, "POST", "/api/workspace/time-off", { startsOn: friday, endsOn: friday, note: "Family wedding" });
    expect(off.statusCode).toBe(201);
    const workspace = (await as(companion, "GET", "/api/workspace")).json();
    const session = workspace.upcoming.find((row: { id: string }) => row.id === created.json().booking.id);
    expect(session.status).toBe("confirmed");
    expect(session.conflict).toMatch(/time off \(Family wedding\)/);
    const calendar = (await as(admin, "GET", `/api/admin/companions/${COMPANION}/calendar?week=${friday}`)).json();
    expect(calendar.days[0].timeOff).toBe("Family wedding");
    expect(calendar.sessions[0]).toMatchObject({ clientName: "Lucía Gómez", conflict: expect.stringMatching(/time off/) });
    // Removing the time off removes the conflict.
    const exceptionId = off.json().exceptions.at(-1).id;
    expect((await as(companion, "DELETE", `/api/workspace/time-off/${exceptionId}`)).statusCode).toBe(200);
    const again = (await as(companion, "GET", "/api/workspace")).json();
    expect(again.upcoming.find((row: { id: string }) => row.id === created.json().booking.id).conflict).toBeNull();
  });

  it("refuses impossible dates with a 400, never a 500 from the database", async () => {
    expect((await as(null, "GET", `/api/booking/availability?companionId=${COMPANION}&date=2026-99-99`)).statusCode).toBe(400);
    expect((await as(admin, "GET", `/api/admin/companions/${COMPANION}/calendar?week=2026-02-31`)).statusCode).toBe(400);
    expect((await as(companion, "POST", "/api/workspace/time-off", { startsOn: "2026-02-31", endsOn: "2026-02-31" })).statusCode).toBe(400);
    expect((await as(null, "POST", "/api/bookings", freeConsultation("2027-02-29", "19:00"))).statusCode).toBe(400);
  });

  it("an admin edits a companion's hours from the back office", async () => {
    const everyDay = { weeklyHours: DEFAULT_WEEKLY_HOURS, bufferMinutes: 0 };
    const saved = await as(admin, "PUT", `/api/admin/companions/${COMPANION}/availability`, everyDay);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().weeklyHours[2]).toEqual([{ start: "09:00", end: "24:00" }]);
    expect((await as(admin, "GET", `/api/admin/companions/${COMPANION}/availability`)).json().bufferMinutes).toBe(0);
  });

  it("a profile says when the companion is next available", async () => {
    const response = await as(null, "GET", `/api/booking/next-available?companionId=${COMPANION}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().nextAvailable).toMatchObject({ date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), time: expect.stringMatching(/^\d{2}:00$/) });
  });
});
