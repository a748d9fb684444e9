import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDiskStore } from "../../server/adapters/storage/store.ts";
import { linkCompanionAccount } from "../../server/auth/profiles.ts";
import { enqueueMail } from "../../server/adapters/mail/outbox.ts";
import { seedDatabase } from "../../server/db/seed.ts";
import { auditLog, outbox } from "../../server/db/platform-tables.ts";
import { bookings, consultations } from "../bookings/tables.server.ts";
import { conversations, messages } from "../messages/tables.server.ts";
import { profiles, sessions, users } from "../../server/auth/tables.ts";
import { reports } from "../reports/tables.server.ts";
import { reviews } from "../reviews/tables.server.ts";
import { GOOD_PASSWORD, signUpUser, type SignedInUser } from "../../server/testing/accounts.ts";
import { signUpAdmin, signUpMember } from "../../server/testing/members.ts";
import { createTestApp, type TestApp } from "../../server/testing/test-app.ts";

let t: TestApp;
let free: SignedInUser & { userId: string };
let member: SignedInUser & { userId: string };
let wingwoman: SignedInUser & { userId: string };
let admin: SignedInUser & { userId: string };

async function idOf(email: string): Promise<string> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.database.db, { store: createDiskStore(t.config.dataDir), portraits: false, sampleData: true });
  const freeUser = await signUpUser(t.app);
  free = { ...freeUser, userId: await idOf(freeUser.email) };
  member = await signUpMember(t.app, t.database.db);
  const companionUser = await signUpUser(t.app);
  wingwoman = { ...companionUser, userId: await idOf(companionUser.email) };
  await linkCompanionAccount(t.database.db, wingwoman.userId, "6");
  admin = await signUpAdmin(t.app, t.database.db);
});
afterAll(() => t.close());

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
const as = (who: SignedInUser | null, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: who ? { cookie: who.cookie } : {} });

const auditRows = (action: string, subjectId?: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), subjectId ? eq(auditLog.subjectId, subjectId) : undefined));

describe("every admin endpoint", () => {
  const adminRoutes = () => t.app.routeTable.filter((route) => route.url.startsWith("/api/admin/"));
  const concrete = (url: string) => url.replace(/:index/g, "0").replace(/:[a-zA-Z]+/g, randomUUID());

  it("is found in the route table", () => {
    expect(adminRoutes().length).toBeGreaterThanOrEqual(25);
  });

  it("answers 401 without a session and 403 for a user, a member and a wingwoman", async () => {
    for (const route of adminRoutes()) {
      const url = concrete(route.url);
      const method = route.method as Method;
      const body = method === "GET" || method === "DELETE" ? undefined : {};
      expect({ route, status: (await as(null, method, url, body)).statusCode }).toEqual({ route, status: 401 });
      for (const who of [free, member, wingwoman]) {
        expect({ route, status: (await as(who, method, url, body)).statusCode }).toEqual({ route, status: 403 });
      }
    }
  });
});

describe("users", () => {
  it("shows the overview figures", async () => {
    const overview = (await as(admin, "GET", "/api/admin/overview")).json();
    expect(overview.users).toBeGreaterThanOrEqual(4);
    expect(overview.admins).toBeGreaterThanOrEqual(1);
    expect(overview.members).toBeGreaterThanOrEqual(1);
    expect(overview.waiting).toHaveProperty("reviews");
  });

  it("lists newest first, searches by name or e-mail, filters by role, and pages without gaps or repeats", async () => {
    const stamp = Date.now().toString(36);
    const base = Date.now() - 60_000;
    for (let index = 0; index < 25; index++) {
      const id = `paging-${stamp}-${index}`;
      await t.database.db.insert(users).values({ id, name: `Pager ${index} ${stamp}`, email: `pager-${index}-${stamp}@example.com` });
      await t.database.db.insert(profiles).values({ userId: id, firstName: "Pager", createdAt: new Date(base + index * 1000) });
    }
    const first = (await as(admin, "GET", "/api/admin/users")).json();
    const dates = first.users.map((user: { createdAt: string }) => user.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `/api/admin/users?q=${stamp}&limit=10&sort=name${cursor ? `&cursor=${cursor}` : ""}`;
      const page = (await as(admin, "GET", query)).json();
      expect(page.total).toBe(25);
      seen.push(...page.users.map((user: { email: string }) => user.email));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(25);
    expect(new Set(seen).size).toBe(25);

    const byEmail = (await as(admin, "GET", `/api/admin/users?q=${encodeURIComponent(member.email.toUpperCase())}`)).json();
    expect(byEmail.users.map((user: { email: string }) => user.email)).toEqual([member.email]);
    expect(byEmail.users[0].membership.isMember).toBe(true);
    const admins = (await as(admin, "GET", "/api/admin/users?role=admin")).json();
    expect(admins.users.every((user: { role: string }) => user.role === "admin")).toBe(true);
    // A LIKE wildcard typed in the search is a character, not a pattern.
    expect((await as(admin, "GET", "/api/admin/users?q=%25%25")).json().total).toBe(0);
    expect((await as(admin, "GET", "/api/admin/users?cursor=not-a-cursor")).statusCode).toBe(400);
  });

  it("changes a role, audited; the last admin cannot be removed", async () => {
    const changed = await as(admin, "PATCH", `/api/admin/users/${free.userId}/role`, { role: "wingwoman" });
    expect(changed.statusCode).toBe(200);
    const [row] = await t.database.db.select({ role: profiles.role }).from(profiles).where(eq(profiles.userId, free.userId));
    expect(row?.role).toBe("wingwoman");
    expect(await auditRows("user.role", free.userId)).toHaveLength(1);
    await as(admin, "PATCH", `/api/admin/users/${free.userId}/role`, { role: "user" });

    // Every other admin steps down, then the last one cannot.
    await t.database.db.update(profiles).set({ role: "user" }).where(eq(profiles.role, "admin"));
    await t.database.db.update(profiles).set({ role: "admin" }).where(eq(profiles.userId, admin.userId));
    await t.database.changes.settle();
    const refused = await as(admin, "PATCH", `/api/admin/users/${admin.userId}/role`, { role: "user" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain("at least one admin");
    expect((await as(admin, "PATCH", `/api/admin/users/${admin.userId}/role`, { role: "superuser" })).statusCode).toBe(400);
  });

  it("disables an account: signed out everywhere and sign-in refused; enabling lets it back in", async () => {
    const target = await signUpUser(t.app);
    const targetId = await idOf(target.email);
    const second = await t.app.inject({ method: "POST", url: "/api/account/sign-in", payload: { email: target.email, password: GOOD_PASSWORD } });
    expect(second.statusCode).toBe(200);

    expect((await as(admin, "PATCH", `/api/admin/users/${targetId}/access`, { disabled: true })).statusCode).toBe(200);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, targetId))).toHaveLength(0);
    expect((await as(target, "GET", "/api/account/me")).json().user).toBeNull();
    const signIn = await t.app.inject({ method: "POST", url: "/api/account/sign-in", payload: { email: target.email, password: GOOD_PASSWORD } });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.headers["set-cookie"]).toBeUndefined();
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, targetId))).toHaveLength(0);

    expect((await as(admin, "PATCH", `/api/admin/users/${targetId}/access`, { disabled: false })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "POST", url: "/api/account/sign-in", payload: { email: target.email, password: GOOD_PASSWORD } })).statusCode).toBe(
      200,
    );
    expect(await auditRows("user.disable", targetId)).toHaveLength(1);
    expect(await auditRows("user.enable", targetId)).toHaveLength(1);
    expect((await as(admin, "PATCH", `/api/admin/users/${admin.userId}/access`, { disabled: true })).statusCode).toBe(409);
  });

  it("keeps private notes on an account", async () => {
    expect((await as(admin, "PATCH", `/api/admin/users/${member.userId}/notes`, { notes: "Prefers Brickell." })).statusCode).toBe(200);
    const [row] = await t.database.db.select({ notes: profiles.adminNotes }).from(profiles).where(eq(profiles.userId, member.userId));
    expect(row?.notes).toBe("Prefers Brickell.");
    expect(await auditRows("user.update", member.userId)).toHaveLength(1);
    expect((await as(admin, "PATCH", `/api/admin/users/nobody/notes`, { notes: "x" })).statusCode).toBe(404);
  });
});

describe("inbox rows take a status and notes, audited", () => {
  it("consultations, bookings and conversations", async () => {
    const [consultation] = await t.database.db.insert(consultations).values({ name: "Ana", email: "ana@example.com", phone: "555" }).returning();
    const url = `/api/admin/consultations/${consultation?.id}`;
    expect((await as(admin, "PATCH", url, { status: "contacted", notes: "Called, call back Friday." })).statusCode).toBe(200);
    expect((await as(admin, "PATCH", url, { status: "archived" })).statusCode).toBe(400);
    expect((await as(admin, "PATCH", url, {})).statusCode).toBe(400);
    const [after] = await t.database.db
      .select()
      .from(consultations)
      .where(eq(consultations.id, consultation?.id ?? ""));
    expect(after).toMatchObject({ status: "contacted", notes: "Called, call back Friday." });
    const [entry] = await auditRows("consultation.update", consultation?.id);
    expect(entry?.before).toEqual({ status: "new", notes: null });
    expect(entry?.actorId).toBe(admin.userId);

    const [booking] = await t.database.db
      .insert(bookings)
      .values({
        companionId: "3",
        sessionType: "wingwoman",
        startsAt: new Date(Date.now() + 86_400_000),
        endsAt: new Date(Date.now() + 90_000_000),
        location: "Brickell",
        fullName: "Ben",
        email: "ben@example.com",
      })
      .returning();
    expect((await as(admin, "PATCH", `/api/admin/bookings/${booking?.id}`, { status: "completed", notes: "Great session." })).statusCode).toBe(200);
    const [bookingAfter] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, booking?.id ?? ""));
    expect(bookingAfter).toMatchObject({ status: "completed", adminNotes: "Great session." });
    expect(await auditRows("booking.update", booking?.id)).toHaveLength(1);
    expect((await as(admin, "PATCH", `/api/admin/bookings/${randomUUID()}`, { status: "completed" })).statusCode).toBe(404);

    const [conversation] = await t.database.db.insert(conversations).values({ memberId: member.userId, companionId: "6" }).returning();
    await t.database.db
      .insert(messages)
      .values({ conversationId: conversation?.id ?? "", sender: "member", senderUserId: member.userId, body: "Are you free Friday?" });
    const list = (await as(admin, "GET", "/api/admin/conversations")).json().conversations;
    expect(list.find((row: { id: string }) => row.id === conversation?.id)).toMatchObject({
      awaitingReply: true,
      lastMessage: "Are you free Friday?",
      memberEmail: member.email,
    });
    expect((await as(admin, "GET", "/api/admin/overview")).json().waiting.conversations).toBeGreaterThanOrEqual(1);
    expect((await as(admin, "PATCH", `/api/admin/conversations/${conversation?.id}`, { notes: "VIP regular" })).statusCode).toBe(200);
    expect(await auditRows("conversation.update", conversation?.id)).toHaveLength(1);
  });

  it("reports are resolved or dismissed with a note", async () => {
    expect((await as(member, "POST", "/api/reports", { subjectType: "companion", subjectId: "4", reason: "Late twice in a row" })).statusCode).toBe(201);
    const open = (await as(admin, "GET", "/api/admin/reports?status=open")).json().reports;
    const report = open[0];
    expect(report).toMatchObject({ subjectSummary: expect.any(String), subjectLink: "/profiles/4", reporterEmail: member.email });
    expect((await as(admin, "PATCH", `/api/admin/reports/${report.id}`, { status: "resolved", notes: "Spoke with her." })).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(reports).where(eq(reports.id, report.id));
    expect(row).toMatchObject({ status: "resolved", notes: "Spoke with her.", resolvedBy: admin.userId });
    expect(await auditRows("report.resolved", report.id)).toHaveLength(1);
    expect((await as(admin, "GET", "/api/admin/reports?status=open")).json().reports.some((open: { id: string }) => open.id === report.id)).toBe(false);
  });

  it("a report about a review or a message says what it is about", async () => {
    const [review] = await t.database.db.select().from(reviews).limit(1);
    const [message] = await t.database.db.select().from(messages).limit(1);
    if (!review || !message) throw new Error("the sample data has no review or no message");
    for (const [subjectType, subjectId] of [
      ["review", review.id],
      ["message", message.id],
    ]) {
      expect((await as(member, "POST", "/api/reports", { subjectType, subjectId, reason: "Not right" })).statusCode).toBe(201);
    }
    const open: { subjectId: string; subjectSummary: string | null; subjectLink: string | null }[] = (
      await as(admin, "GET", "/api/admin/reports?status=open")
    ).json().reports;
    expect(open.find((report) => report.subjectId === review.id)).toMatchObject({
      subjectSummary: expect.stringMatching(new RegExp(`^${review.rating}★ on .+: `)),
      subjectLink: `/profiles/${review.companionId}`,
    });
    expect(open.find((report) => report.subjectId === message.id)).toMatchObject({
      subjectSummary: expect.stringContaining(message.body.slice(0, 100)),
      subjectLink: `/admin?section=conversations&c=${message.conversationId}`,
    });
  });
});

describe("operations", () => {
  it("lists the outbox and retries a failed mail once; sent mail cannot be retried", async () => {
    const id = await enqueueMail(t.database.db, { kind: "test", to: "someone@example.com", subject: "Hello", text: "Hi" });
    await t.database.db.update(outbox).set({ status: "failed", attempts: 8, lastError: "550 mailbox unavailable" }).where(eq(outbox.id, id));
    const failed = (await as(admin, "GET", "/api/admin/outbox?status=failed")).json().mail;
    expect(failed.find((mail: { id: string }) => mail.id === id)).toMatchObject({ lastError: "550 mailbox unavailable", attempts: 8 });
    expect((await as(admin, "POST", `/api/admin/outbox/${id}/retry`)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({ status: "pending", attempts: 0 });
    expect((await as(admin, "POST", `/api/admin/outbox/${id}/retry`)).statusCode).toBe(409);
    expect(await auditRows("mail.retry", id)).toHaveLength(1);
  });

  it("reorders a companion's photos, audited; a stale order is refused", async () => {
    const before = (await as(admin, "GET", "/api/admin/companions")).json().companions.find((companion: { id: string }) => companion.id === "6");
    const count = before.photos.length;
    if (count >= 2) {
      const order = [...Array(count).keys()].reverse();
      const after = (await as(admin, "PUT", "/api/admin/companions/6/photos/order", { order })).json().companion;
      expect(after.photos[0]).toEqual(before.photos[count - 1]);
    }
    expect((await as(admin, "PUT", "/api/admin/companions/6/photos/order", { order: [0, 0] })).statusCode).toBe(400);
    expect(before.accountEmail).toBe(wingwoman.email);
  });

  it("records an admin's event refresh and shows the audit log newest first with the actor", async () => {
    expect((await as(admin, "POST", "/api/events/refresh")).statusCode).toBe(200);
    const log = (await as(admin, "GET", "/api/admin/audit")).json();
    expect(log.entries[0]).toMatchObject({ action: "events.refresh", actorEmail: admin.email, actorName: expect.any(String) });
    const dates = log.entries.map((entry: { createdAt: string }) => entry.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("names the people and companions the audit log is about, not their ids", async () => {
    await as(admin, "PATCH", `/api/admin/users/${free.userId}/role`, { role: "user" });
    await as(admin, "PATCH", "/api/admin/companions/6", { hidden: false });
    const { entries } = (await as(admin, "GET", "/api/admin/audit")).json() as { entries: { action: string; subjectId: string; subjectName: string | null }[] };
    const role = entries.find((entry) => entry.action === "user.role" && entry.subjectId === free.userId);
    expect(role?.subjectName).toMatch(new RegExp(`\\(${free.email.replace(".", "\\.")}\\)$`));
    const companion = entries.find((entry) => entry.subjectId === "6");
    expect(companion?.subjectName).toBe((await as(admin, "GET", "/api/companions/6")).json().companion.name);
  });
});

describe("the back office's downloads", () => {
  it("give admins every booking and payment as a CSV file, each download audited; nobody else", async () => {
    const date = new Date(Date.now() + 12 * 86_400_000).toLocaleDateString("en-CA", { timeZone: "America/New_York" });
    const made = await as(null, "POST", "/api/bookings", {
      companionId: "5",
      fullName: "=Cleo Export",
      email: "cleo.export@example.com",
      sessionType: "coaching",
      date,
      time: "11:00",
    });
    expect(made.statusCode, made.body).toBe(201);

    const bookingsCsv = await as(admin, "GET", "/api/admin/bookings.csv");
    expect(bookingsCsv.statusCode).toBe(200);
    expect(bookingsCsv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(bookingsCsv.headers["content-disposition"]).toMatch(/^attachment; filename="wingmate-bookings-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = bookingsCsv.body.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe("Starts (Florida),Session,Companion,Client,E-mail,Phone,Location,Status,Payment,Total (USD),Booked (Florida),Notes,Booking id");
    // What a client typed never runs as a spreadsheet formula.
    expect(lines.find((line) => line.includes("cleo.export@example.com"))).toMatch(
      new RegExp(`^${date} 11:00,[^,]+,[^,]+,'=Cleo Export,cleo\\.export@example\\.com,`),
    );
    expect(await auditRows("bookings.export")).toHaveLength(1);

    const paymentsCsv = await as(admin, "GET", "/api/admin/payments.csv");
    expect(paymentsCsv.statusCode).toBe(200);
    expect(paymentsCsv.body).toContain("Created (Florida),Paid (Florida),Refunded (Florida),Kind,Description,E-mail,Amount (USD)");
    const listed = (await as(admin, "GET", "/api/admin/payments")).json().payments as { id: string }[];
    const paymentLines = paymentsCsv.body.trim().split("\r\n").slice(1);
    expect(paymentLines).toHaveLength(listed.length);
    for (const payment of listed) expect(paymentsCsv.body).toContain(payment.id);
    expect(await auditRows("payments.export")).toHaveLength(1);

    for (const who of [null, free]) {
      expect((await as(who, "GET", "/api/admin/bookings.csv")).statusCode).toBeGreaterThanOrEqual(401);
      expect((await as(who, "GET", "/api/admin/payments.csv")).statusCode).toBeGreaterThanOrEqual(401);
    }
  });
});
