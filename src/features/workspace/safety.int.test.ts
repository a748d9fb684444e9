import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDiskStore } from "../../server/adapters/storage/store.ts";
import { linkCompanionAccount } from "../../server/auth/profiles.ts";
import { profiles, users } from "../../server/auth/tables.ts";
import { auditLog, outbox } from "../../server/db/platform-tables.ts";
import { seedDatabase } from "../../server/db/seed.ts";
import { signUpUser, uniqueEmail, type SignedInUser } from "../../server/testing/accounts.ts";
import { signUpAdmin, signUpMember } from "../../server/testing/members.ts";
import { createTestApp, type TestApp } from "../../server/testing/test-app.ts";
import type { BookingStatus } from "../../shared/bookings.ts";
import { bookings } from "../bookings/tables.server.ts";
import { sweepSafetyAlerts } from "./safety.server.ts";
import { safetyAlerts, sessionCheckIns } from "./tables.server.ts";

const COMPANION = "5";
const OTHER_COMPANION = "6";
const COMPANION_PHONE = "+1 305 555 0177";
const MINUTE = 60_000;
let t: TestApp;
let companion: SignedInUser;
let otherCompanion: SignedInUser;
let client: SignedInUser & { userId: string };
let admin: SignedInUser & { userId: string };

const as = (who: SignedInUser | null, method: "GET" | "POST", url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...(who ? { cookie: who.cookie } : {}), ...headers } });
const tap = (who: SignedInUser | null, id: string, action: "started" | "ended" | "emergency") => as(who, "POST", `/api/workspace/sessions/${id}/${action}`);
const deps = () => ({ db: t.database.db, notifyEmail: t.config.notifyEmail, publicUrl: t.config.publicUrl });

async function linkedCompanion(companionId: string, phone: string): Promise<SignedInUser> {
  const account = await signUpUser(t.app, { fullName: "Valentina Ruiz", phone });
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
  await linkCompanionAccount(t.database.db, row?.id ?? "", companionId);
  return account;
}

/** A session of `companionId` starting `startsIn` minutes from `from` (now by default), one hour long, booked by the client. */
async function session(
  startsIn: number,
  { status = "confirmed" as BookingStatus, companionId = COMPANION, from = Date.now(), location = "Brickell café" } = {},
) {
  const startsAt = new Date(from + startsIn * MINUTE);
  const [row] = await t.database.db
    .insert(bookings)
    .values({
      userId: client.userId,
      companionId,
      sessionType: "consultation",
      startsAt,
      endsAt: new Date(startsAt.getTime() + 60 * MINUTE),
      location,
      fullName: "Lucía Gómez",
      email: client.email,
      status,
      paymentStatus: status === "pending" ? "unpaid" : "free",
    })
    .returning({ id: bookings.id, startsAt: bookings.startsAt, endsAt: bookings.endsAt });
  if (!row) throw new Error("no booking");
  return row;
}

const alertsOf = (bookingId: string) => t.database.db.select().from(safetyAlerts).where(eq(safetyAlerts.bookingId, bookingId));
const auditOf = (bookingId: string, action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectId, bookingId), eq(auditLog.action, action)));
const staffMails = (kind: string) =>
  t.database.db
    .select()
    .from(outbox)
    .where(like(outbox.kind, `safety-alert-${kind}`));

beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.database.db, { store: createDiskStore(t.config.dataDir), portraits: false, sampleData: false });
  companion = await linkedCompanion(COMPANION, COMPANION_PHONE);
  otherCompanion = await linkedCompanion(OTHER_COMPANION, "+1 305 555 0188");
  client = await signUpMember(t.app, t.database.db);
  admin = await signUpAdmin(t.app, t.database.db);
});
afterAll(() => t.close());

describe("the safety check-in: who", () => {
  it("is the session's companion's alone: a visitor 401, the client and an admin 403, another companion 404", async () => {
    const { id } = await session(10);
    expect((await tap(null, id, "started")).statusCode).toBe(401);
    expect((await tap(client, id, "started")).statusCode).toBe(403);
    expect((await tap(admin, id, "started")).statusCode).toBe(403);
    const other = await tap(otherCompanion, id, "started");
    expect(other.statusCode).toBe(404);
    expect(other.json().error.message).toBe("This session does not exist.");
    expect((await tap(otherCompanion, id, "emergency")).statusCode).toBe(404);
    expect(await alertsOf(id)).toEqual([]);
    const own = await tap(companion, id, "started");
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ outcome: "started", safety: { window: "open", endedAt: null } });
  });

  it("refuses a made-up session id with a 400 and a message, never a 500", async () => {
    const response = await tap(companion, "not-a-session", "started");
    expect(response.statusCode).toBe(400);
  });
});

describe("the safety check-in: when", () => {
  it("opens 30 minutes before the start: earlier is a 409 that says when", async () => {
    const { id } = await session(45);
    const early = await tap(companion, id, "started");
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatchObject({ code: "too_early", message: "The check-in opens 30 minutes before the session starts." });
    expect((await tap(companion, id, "emergency")).statusCode).toBe(409);
    const { id: soon } = await session(25);
    expect((await tap(companion, soon, "started")).statusCode).toBe(200);
  });

  it("ends safely only after it started", async () => {
    const { id } = await session(-5);
    const ended = await tap(companion, id, "ended");
    expect(ended.statusCode).toBe(409);
    expect(ended.json().error).toMatchObject({ code: "not_started", message: "Tap Started first: a session ends safely after it has started." });
    expect((await tap(companion, id, "started")).statusCode).toBe(200);
    expect((await tap(companion, id, "ended")).json()).toMatchObject({ outcome: "ended", safety: { endedAt: expect.any(String) } });
  });

  it("closes 12 hours after the end, and only a confirmed session has one", async () => {
    const { id: old } = await session(-14 * 60);
    expect((await tap(companion, old, "started")).json().error.code).toBe("closed");
    const { id: pending } = await session(5, { status: "pending" });
    const refused = await tap(companion, pending, "started");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: "not_confirmed", message: "Only a confirmed session has a safety check-in." });
    const { id: cancelled } = await session(5, { status: "cancelled" });
    expect((await tap(companion, cancelled, "emergency")).json().error.code).toBe("not_confirmed");
  });
});

describe("the safety check-in: taps", () => {
  it("records a double tap once: the first time stands", async () => {
    const { id } = await session(0);
    const [first, second] = await Promise.all([tap(companion, id, "started"), tap(companion, id, "started")]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    const third = await tap(companion, id, "started");
    expect(third.json().safety.startedAt).toBe(first.json().safety.startedAt);
    await tap(companion, id, "ended");
    const endedAgain = await tap(companion, id, "ended");
    const rows = await t.database.db.select().from(sessionCheckIns).where(eq(sessionCheckIns.bookingId, id));
    expect(rows).toHaveLength(1);
    expect(endedAgain.json().safety.endedAt).toBe(rows[0]?.endedAt?.toISOString());
  });

  it("works as a browser's own form post before the app starts: back to the workspace with the outcome, or the refusal's code", async () => {
    const { id } = await session(10);
    const form = { "content-type": "application/x-www-form-urlencoded", referer: `${t.config.publicUrl}/workspace`, origin: t.config.publicUrl };
    const posted = await as(companion, "POST", `/api/workspace/sessions/${id}/started`, form);
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe("/workspace?done=started&outcome=started");
    const { id: later } = await session(120);
    const refused = await as(companion, "POST", `/api/workspace/sessions/${later}/started`, form);
    expect(refused.headers.location).toBe("/workspace?error=too_early&form=started");
  });

  it("shows on the companion's workspace: the window, the taps and an open emergency", async () => {
    const { id } = await session(15);
    const { id: later } = await session(24 * 60);
    await tap(companion, id, "started");
    const workspace = (await as(companion, "GET", "/api/workspace")).json();
    const card = (sessionId: string) => workspace.upcoming.find((item: { id: string }) => item.id === sessionId);
    expect(card(id).safety).toMatchObject({ window: "open", startedAt: expect.any(String), endedAt: null, emergencyAlertedAt: null });
    expect(card(later).safety).toMatchObject({ window: "before", startedAt: null });
  });
});

describe("the emergency button", () => {
  it("alerts staff at once (dashboard, mail, audit), records a double tap once, and tells the companion", async () => {
    const { id } = await session(-20, { location: "Rooftop bar, 1 Collins Ave" });
    const [first, second] = await Promise.all([tap(companion, id, "emergency"), tap(companion, id, "emergency")]);
    expect(first.json()).toMatchObject({ outcome: "alerted", safety: { emergencyAlertedAt: expect.any(String) } });
    expect(second.statusCode).toBe(200);
    const alerts = await alertsOf(id);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ kind: "emergency", acknowledgedAt: null });
    expect(await auditOf(id, "safety.emergency")).toHaveLength(1);

    const mails = (await staffMails("emergency")).filter((mail) => mail.textBody.includes("Rooftop bar, 1 Collins Ave"));
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual([admin.email, t.config.notifyEmail].sort());
    expect(mails[0]?.subject).toMatch(/^Safety alert: EMERGENCY, /);
    expect(mails[0]?.textBody).toContain(`Call the companion now: ${COMPANION_PHONE}`);

    const list = (await as(admin, "GET", "/api/admin/safety-alerts")).json();
    expect(list.open.find((alert: { session: { id: string } }) => alert.session.id === id)).toMatchObject({
      kind: "emergency",
      companion: { phone: COMPANION_PHONE },
      session: { location: "Rooftop bar, 1 Collins Ave", clientFirstName: "Lucía" },
    });
  });
});

describe("the safety sweep", () => {
  it("raises a missed check-in 15 minutes after the start and a missed check-out 30 minutes after the end, each once, with mail to staff", async () => {
    const base = Date.now() + 20 * 86_400_000;
    const { id, startsAt, endsAt } = await session(0, { from: base, location: "Wynwood gallery" });
    const at = (time: Date, minutes: number) => new Date(time.getTime() + minutes * MINUTE);
    const raisedFor = async () => (await alertsOf(id)).map((alert) => alert.kind).sort();

    expect(await sweepSafetyAlerts(deps(), at(startsAt, 14))).toBe(0);
    expect(await sweepSafetyAlerts(deps(), at(startsAt, 15))).toBe(1);
    expect(await sweepSafetyAlerts(deps(), at(startsAt, 16))).toBe(0);
    expect(await raisedFor()).toEqual(["missed_check_in"]);

    // Two instances sweep at the same moment: one alert between them.
    const both = await Promise.all([sweepSafetyAlerts(deps(), at(endsAt, 31)), sweepSafetyAlerts(deps(), at(endsAt, 31))]);
    expect(both[0] + both[1]).toBe(1);
    expect(await sweepSafetyAlerts(deps(), at(endsAt, 45))).toBe(0);
    expect(await raisedFor()).toEqual(["missed_check_in", "missed_check_out"]);

    expect(await auditOf(id, "safety.alert.raised")).toHaveLength(2);
    const mails = (await staffMails("missed-check-%")).filter((mail) => mail.textBody.includes("Wynwood gallery"));
    expect(mails).toHaveLength(4);
    const checkOut = mails.find((mail) => mail.kind === "safety-alert-missed-check-out" && mail.toAddress === t.config.notifyEmail);
    expect(checkOut?.subject).toMatch(/^Safety alert: missed check-out, /);
    expect(checkOut?.textBody).toContain("has not tapped Ended safely 30 minutes after the session ended.");
    expect(checkOut?.textBody).toContain(`Call the companion now: ${COMPANION_PHONE}`);
    expect(checkOut?.textBody).toContain("Place: Wynwood gallery");
  });

  it("raises nothing for a session checked in and out on time, or one not confirmed", async () => {
    const base = Date.now() + 30 * 86_400_000;
    const kept = await session(0, { from: base });
    await t.database.db.insert(sessionCheckIns).values({ bookingId: kept.id, startedAt: kept.startsAt, endedAt: kept.endsAt });
    const cancelled = await session(0, { from: base, status: "cancelled", companionId: OTHER_COMPANION });
    expect(await sweepSafetyAlerts(deps(), new Date(kept.endsAt.getTime() + 60 * MINUTE))).toBe(0);
    expect(await alertsOf(kept.id)).toEqual([]);
    expect(await alertsOf(cancelled.id)).toEqual([]);
  });

  it("mails an admin in the account's language", async () => {
    const spanishAdmin = await signUpUser(t.app, { email: uniqueEmail("admin-es"), locale: "es" });
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, spanishAdmin.email));
    await t.database.db
      .update(profiles)
      .set({ role: "admin" })
      .where(eq(profiles.userId, row?.id ?? ""));
    const base = Date.now() + 40 * 86_400_000;
    const { id, startsAt } = await session(0, { from: base, location: "Coconut Grove" });
    expect(await sweepSafetyAlerts(deps(), new Date(startsAt.getTime() + 20 * MINUTE))).toBe(1);
    const [mail] = (await staffMails("missed-check-in")).filter((item) => item.toAddress === spanishAdmin.email && item.textBody.includes("Coconut Grove"));
    expect(mail?.subject).toMatch(/^Alerta de seguridad: no marcó el inicio, /);
    expect(mail?.textBody).toContain(`Llama ahora: ${COMPANION_PHONE}`);
    await t.database.db
      .update(profiles)
      .set({ role: "user" })
      .where(eq(profiles.userId, row?.id ?? ""));
    expect(await alertsOf(id)).toHaveLength(1);
  });
});

describe("staff acknowledge an alert", () => {
  it("only staff see and acknowledge; once acknowledged it leaves the open list for the history, audited once", async () => {
    const { id } = await session(-10);
    await tap(companion, id, "emergency");
    const [alert] = await alertsOf(id);
    const url = `/api/admin/safety-alerts/${alert?.id}/acknowledge`;
    expect((await as(null, "GET", "/api/admin/safety-alerts")).statusCode).toBe(401);
    expect((await as(companion, "GET", "/api/admin/safety-alerts")).statusCode).toBe(403);
    expect((await as(client, "POST", url)).statusCode).toBe(403);
    expect((await as(companion, "POST", url)).statusCode).toBe(403);

    expect((await as(admin, "POST", url)).json()).toEqual({ outcome: "acknowledged" });
    expect((await as(admin, "POST", url)).json()).toEqual({ outcome: "already" });
    expect((await as(admin, "POST", "/api/admin/safety-alerts/00000000-0000-4000-8000-000000000000/acknowledge")).statusCode).toBe(404);
    const list = (await as(admin, "GET", "/api/admin/safety-alerts")).json();
    expect(list.open.some((item: { id: string }) => item.id === alert?.id)).toBe(false);
    expect(list.recent.find((item: { id: string }) => item.id === alert?.id)).toMatchObject({
      acknowledgedBy: "Ana María López",
      acknowledgedAt: expect.any(String),
    });
    const audited = await auditOf(id, "safety.alert.acknowledged");
    expect(audited).toHaveLength(1);
    expect(audited[0]?.actorId).toBe(admin.userId);

    // Acknowledged, the companion's card no longer shows it, and the button can alert again.
    const again = await tap(companion, id, "emergency");
    expect(again.json().safety.emergencyAlertedAt).not.toBeNull();
    expect(await alertsOf(id)).toHaveLength(2);
  });
});
