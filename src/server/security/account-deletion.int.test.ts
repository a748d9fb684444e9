import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaymentsProvider } from "../adapters/payments/provider.ts";
import { createStripeClient, createStripeProvider } from "../adapters/payments/stripe.ts";
import { startStripePeer, type StripePeer } from "../adapters/payments/stripe-peer.ts";
import { pngImage } from "../adapters/storage/fixtures.ts";
import { createDiskStore } from "../adapters/storage/store.ts";
import type { StripeConfig } from "../config.ts";
import { queryRows, type Db } from "../db/client.ts";
import { auditLog, outbox, rateLimitCounters } from "../db/platform-tables.ts";
import { bookings, payments } from "../../features/bookings/tables.server.ts";
import { companionAccounts, companionInvitations, profiles, users, verifications } from "../auth/tables.ts";
import { events } from "../../features/events/tables.server.ts";
import { memberProfiles } from "../../features/member-profiles/tables.server.ts";
import { reports } from "../../features/reports/tables.server.ts";
import { reviews } from "../../features/reviews/tables.server.ts";
import { sandboxCheckouts } from "../../features/billing/tables.server.ts";
import { seedDatabase } from "../db/seed.ts";
import { pruneExpiredData } from "../retention.ts";
import { floridaToday } from "../../shared/bookings.ts";
import { signUpUser, uniqueEmail, verifyEmailFromOutbox, type SignedInUser } from "../testing/accounts.ts";
import { signUpAdmin, signUpMember } from "../testing/members.ts";
import { multipartFile } from "../testing/multipart.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

/**
 * Account deletion and "download my data", through the real routes on a Stripe
 * stand-in: a member with a row in every table that can hold them exports all of it, and deleting the account
 * cancels the Stripe subscription first, then leaves no trace of their e-mail, name, phone or id in any table
 * or stored file, except the anonymised forms the business keeps.
 */
const WEBHOOK_SECRET = "whsec_test_secret";
let peer: StripePeer;
let stripe: Stripe;
let t: TestApp;
let db: Db;
let dataDir: string;
let admin: SignedInUser & { userId: string };
/** What the database held when the provider was asked to cancel a subscription (set by the wrapped provider). */
let atCancel: { userExists: boolean; anonymisedBookings: number } | null = null;

beforeAll(async () => {
  peer = await startStripePeer();
  dataDir = await mkdtemp(path.join(tmpdir(), "wingmate-deletion-"));
  const store = createDiskStore(dataDir);
  const stripeConfig: StripeConfig = { secretKey: "sk_test_local", webhookSecret: WEBHOOK_SECRET, priceId: "price_vip_monthly", apiUrl: peer.url };
  stripe = createStripeClient(stripeConfig);
  const stripeProvider = createStripeProvider(stripe, stripeConfig);
  // The real Stripe provider, noting what the database held at the moment of the cancel.
  const provider: PaymentsProvider = {
    ...stripeProvider,
    async cancelSubscription(subscriptionId) {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, currentEmail));
      const anonymised = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.fullName, "Deleted client"));
      atCancel = { userExists: Boolean(row), anonymisedBookings: anonymised.length };
      return stripeProvider.cancelSubscription(subscriptionId);
    },
  };
  t = await createTestApp({ config: { dataDir, stripe: stripeConfig }, store, payments: { provider, stripe } });
  db = t.database.db;
  await seedDatabase(db, { store, portraits: false, sampleData: true });
  admin = await signUpAdmin(t.app, db);
  // Companion 4 answers through its own account: its booking notices quote what the client typed.
  const wingwoman = await signUpUser(t.app, { email: uniqueEmail("wingwoman") });
  await db.insert(companionAccounts).values({ userId: await userIdOf(wingwoman.email), companionId: "4" });
}, 60_000);
afterAll(async () => {
  await t.close();
  await peer.close();
  await rm(dataDir, { recursive: true, force: true });
});

let currentEmail = "";
let counter = 0;
let eventCounter = 0;
const inDays = (days: number) => floridaToday(new Date(Date.now() + days * 86_400_000));

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
async function call(method: Method, url: string, cookie: string, payload?: object, expected = [200, 201]) {
  const response = await t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  if (!expected.includes(response.statusCode)) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response;
}

async function upload(url: string, cookie: string) {
  const form = multipartFile({ body: await pngImage(48, 48), filename: "me.png", contentType: "image/png" });
  const response = await t.app.inject({ method: "POST", url, headers: { cookie, ...form.headers }, payload: form.payload });
  if (response.statusCode >= 300) throw new Error(`upload to ${url}: ${response.statusCode} ${response.body}`);
  return response;
}

function stripeEvent(type: string, object: Record<string, unknown>) {
  return {
    id: `evt_deletion_${++eventCounter}`,
    object: "event",
    type,
    created: Math.floor(Date.now() / 1000),
    api_version: "2025-03-31.basil",
    data: { object },
  };
}

async function deliver(payload: object) {
  const body = JSON.stringify(payload);
  const signature = stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET });
  const response = await t.app.inject({
    method: "POST",
    url: "/api/billing/stripe/webhook",
    payload: body,
    headers: { "content-type": "application/json", "stripe-signature": signature },
  });
  if (response.statusCode !== 200) throw new Error(`webhook ${response.statusCode} ${response.body}`);
}

/** A Stripe member, as the webhook records one: the subscription, and its first payment in the ledger. */
async function subscribeWithStripe(userId: string): Promise<string> {
  const subscriptionId = `sub_deletion_${++counter}`;
  const customer = `cus_deletion_${counter}`;
  peer.subscriptions.set(subscriptionId, {
    id: subscriptionId,
    customer,
    status: "active",
    cancel_at_period_end: false,
    current_period_end: Math.floor(Date.now() / 1000) + 30 * 86_400,
    metadata: { userId },
  });
  await deliver(
    stripeEvent("checkout.session.completed", {
      id: `cs_sub_${counter}`,
      object: "checkout.session",
      mode: "subscription",
      client_reference_id: userId,
      customer,
      subscription: subscriptionId,
    }),
  );
  await deliver(stripeEvent("invoice.paid", { id: `in_deletion_${counter}`, object: "invoice", customer, subscription: subscriptionId, amount_paid: 2999 }));
  return subscriptionId;
}

interface Person {
  user: SignedInUser & { userId: string };
  name: string;
  phone: string;
  subscriptionId: string;
  bookingIds: { paid: string; pending: string; free: string };
  pendingCheckout: string;
}

async function userIdOf(email: string): Promise<string> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** A verified Stripe member with a row in every table that can hold a member, made through the routes where there is one. */
async function memberWithEverything(): Promise<Person> {
  const n = ++counter;
  const name = `Zelda Quintanilla${n} Brook`;
  const phone = `+1 305 555 ${String(1000 + n)}`;
  const email = uniqueEmail("leaver");
  currentEmail = email;
  const signedUp = await signUpUser(t.app, { fullName: name, phone, email });
  await verifyEmailFromOutbox(t.app, db, email);
  const user = { ...signedUp, userId: await userIdOf(email) };
  const { cookie, userId } = user;
  const subscriptionId = await subscribeWithStripe(userId);

  // Pictures: the avatar (public bucket), a member-profile image (private), a hiring headshot (private).
  await upload("/api/account/avatar", cookie);
  await call("PUT", "/api/member-profile", cookie, {
    displayName: name,
    bio: `Call me on ${phone}`,
    location: "Brickell",
    availability: "Evenings",
    age: 31,
    interests: ["jazz"],
    isPublic: true,
  });
  await db.update(memberProfiles).set({ phoneNumber: phone, email }).where(eq(memberProfiles.userId, userId));
  await upload("/api/member-profile/images", cookie);
  const headshotKey = (await upload("/api/hiring/headshot", cookie)).json().headshotUrl as string;

  // Member interactions.
  await call("POST", "/api/saved-profiles", cookie, { companionId: "1" });
  const conversationId = (await call("POST", "/api/companions/1/messages", cookie, { message: `Hello, this is ${name}, ${phone}` })).json()
    .conversationId as string;
  await call("POST", `/api/conversations/${conversationId}/messages`, admin.cookie, { message: "Hi! Happy to help." });
  await call("POST", "/api/companions/2/reviews", cookie, { rating: 5, reviewText: "A lovely evening." });
  const [review] = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.userId, userId));
  await call("POST", `/api/admin/reviews/${review?.id}/approve`, admin.cookie);
  await call("POST", "/api/reports", cookie, { subjectType: "companion", subjectId: "3", reason: `Reported by ${name}, reach me at ${email}` });
  const [event] = await db
    .insert(events)
    .values({ titleKey: `jazz night ${n}`, title: `Jazz Night ${n}`, category: "lounge", startsAt: new Date(Date.now() + 7 * 86_400_000), source: "test" })
    .returning({ id: events.id });
  await call("POST", `/api/events/${event?.id}/interest`, cookie);

  // Bookings: one paid (through the Stripe webhook), one still unpaid, one free.
  const booking = (sessionType: string, days: number) => ({
    companionId: "4",
    fullName: name,
    email,
    phone,
    sessionType,
    date: inDays(days + n * 3),
    time: "18:00",
    location: "1 Ocean Drive",
    specialRequests: `I am ${name}`,
  });
  const paid = (await call("POST", "/api/bookings", cookie, booking("coaching", 5))).json().booking.id as string;
  const pending = (await call("POST", "/api/bookings", cookie, booking("wingwoman", 6))).json().booking.id as string;
  const free = (await call("POST", "/api/bookings", cookie, booking("consultation", 7))).json().booking.id as string;
  const [paidPayment] = await db.select().from(payments).where(eq(payments.bookingId, paid));
  await deliver(
    stripeEvent("checkout.session.completed", {
      id: paidPayment?.providerCheckoutId,
      object: "checkout.session",
      mode: "payment",
      payment_status: "paid",
      payment_intent: `pi_deletion_${n}`,
      amount_total: 22_000,
      metadata: { paymentId: paidPayment?.id, bookingId: paid, kind: "booking" },
    }),
  );
  const [pendingPayment] = await db.select().from(payments).where(eq(payments.bookingId, pending));
  await call("PATCH", `/api/admin/bookings/${paid}`, admin.cookie, { notes: `Client ${name} prefers ${phone}` });

  // Forms: a consultation, a hiring application with the headshot, a franchise enquiry (different case).
  await call("POST", "/api/consultations", cookie, { name, email, phone, message: `This is ${name}` });
  await call("POST", "/api/hiring/applications", cookie, {
    name,
    age: "26-30",
    phone,
    email,
    relationshipStatus: "single",
    areasToWork: ["Miami Dade County"],
    weeklyAvailability: "10-20",
    transportationMethod: "own-car",
    experience: "Hospitality",
    motivation: `I am ${name}`,
    personalityTraits: ["Outgoing"],
    communicationStyle: "empathetic",
    socialMediaComfort: "comfortable",
    scenario1: "Introduce them.",
    scenario2: "Step back.",
    headshotUrl: headshotKey,
    backgroundCheck: true,
    terms: true,
  });
  await call("POST", "/api/franchise-enquiries", cookie, { name, email: email.toUpperCase(), phone, city: "Tampa", message: `${name} here` });

  // Account extras: a failed sign-in and a reset request (rate-limit rows, a reset token), admin notes.
  await t.app.inject({ method: "POST", url: "/api/account/sign-in", payload: { email, password: "not the password at all" } });
  await t.app.inject({ method: "POST", url: "/api/account/password/forgot", payload: { email } });
  await call("PATCH", `/api/admin/users/${userId}/notes`, admin.cookie, { notes: `Called ${phone}` });

  // No route makes these for a verified member: inserted as the rows other paths leave.
  await db.insert(companionInvitations).values({ email, companionId: "5" });
  await db.insert(companionAccounts).values({ userId, companionId: String(10 + n) });
  await db.insert(sandboxCheckouts).values({ userId });
  await db.insert(verifications).values({ id: `verification-${n}`, identifier: email, value: "123456", expiresAt: new Date(Date.now() + 3_600_000) });
  await db.insert(auditLog).values({
    actorId: admin.userId,
    action: "mail.retry",
    subjectType: "outbox",
    subjectId: "some-mail",
    before: { to: email, name },
    after: { status: "pending" },
  });

  return { user, name, phone, subscriptionId, bookingIds: { paid, pending, free }, pendingCheckout: pendingPayment?.providerCheckoutId ?? "" };
}

/** Every row of every table in the database, as JSON text (with the text of mail attachments decoded). */
async function everyRow(): Promise<{ table: string; row: Record<string, unknown>; text: string }[]> {
  const tables = await queryRows<{ tablename: string }>(db, sql`select tablename from pg_tables where schemaname = 'public' order by tablename`);
  const found: { table: string; row: Record<string, unknown>; text: string }[] = [];
  for (const { tablename } of tables) {
    const rows = await queryRows<{ json: string }>(db, sql`select row_to_json(t)::text as json from ${sql.identifier(tablename)} t`);
    for (const { json } of rows) {
      const row = JSON.parse(json) as Record<string, unknown>;
      const attachments = Array.isArray(row.attachments)
        ? (row.attachments as { contentBase64: string }[]).map((file) => Buffer.from(file.contentBase64, "base64").toString("utf8"))
        : [];
      found.push({ table: tablename, row, text: [json, ...attachments].join("\n") });
    }
  }
  return found;
}

async function storedKeys(): Promise<string[]> {
  const root = path.join(dataDir, "uploads");
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

async function tableCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { table } of await everyRow()) counts[table] = (counts[table] ?? 0) + 1;
  return counts;
}

const deleteAccount = (user: SignedInUser) =>
  t.app.inject({ method: "POST", url: "/api/account/delete", headers: { cookie: user.cookie }, payload: { password: user.password } });

describe("download my data", () => {
  it("holds a section for every table with the member's data, with their data in it and nobody else's", async () => {
    const person = await memberWithEverything();
    const response = await call("GET", "/api/account/export", person.user.cookie);
    const data = response.json();
    expect(data.account.email).toBe(person.user.email);
    expect(data.profile.phoneNumber).toBe(person.phone);
    expect(data.subscription).toMatchObject({ provider: "stripe", providerSubscriptionId: person.subscriptionId });
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.emailsSentToYou.map((mail: { kind: string }) => mail.kind)).toContain("email-verification");
    expect(data.bookings.map((booking: { id: string }) => booking.id).sort()).toEqual(Object.values(person.bookingIds).sort());
    expect(data.bookings[0]).toMatchObject({ fullName: person.name, email: person.user.email, phone: person.phone, location: "1 Ocean Drive" });
    expect(data.bookings.some((booking: { adminNotes?: string }) => "adminNotes" in booking)).toBe(false);
    expect(data.payments.map((payment: { kind: string; status: string }) => `${payment.kind}:${payment.status}`).sort()).toEqual([
      "booking:open",
      "booking:paid",
      "subscription:paid",
    ]);
    expect(data.conversations).toHaveLength(1);
    expect(data.conversations[0].messages.map((message: { sender: string }) => message.sender)).toEqual(["member", "staff"]);
    expect(data.reviews).toMatchObject([{ companionId: "2", rating: 5, reviewText: "A lovely evening.", isApproved: true }]);
    expect(data.savedProfiles).toMatchObject([{ companionId: "1" }]);
    expect(data.eventInterests).toHaveLength(1);
    expect(data.memberProfile).toMatchObject({ displayName: person.name, phoneNumber: person.phone, email: person.user.email });
    expect(data.memberProfile.images).toHaveLength(1);
    expect(data.memberProfile.images[0]).toMatch(/^\/api\/member-profiles\/[0-9a-f-]+\/images\/[\w-]+\.webp$/);
    expect(data.reports).toMatchObject([{ subjectType: "companion", subjectId: "3" }]);
    expect(data.hiringApplications).toMatchObject([{ name: person.name, phone: person.phone, hasHeadshot: true }]);
    expect(data.consultations).toMatchObject([{ name: person.name, phone: person.phone }]);
    expect(data.franchiseEnquiries).toMatchObject([{ name: person.name, city: "Tampa" }]);
    expect(data.companionInvitations).toMatchObject([{ companionId: "5" }]);
    expect(data.companionAccount).toEqual({ companionId: expect.stringMatching(/^\d+$/) });
    // Nobody else's data: not the staff account that answered, nor staff notes, nor secrets.
    const text = response.body;
    expect(text).not.toContain(admin.userId);
    expect(text).not.toContain(admin.email);
    expect(text).not.toContain("prefers");
    expect(text).not.toContain("Called +1");
    expect(text).not.toMatch(/argon2|session_token|"token"|headshotKey|staffNotes|adminNotes/);
  }, 60_000);
});

describe("deleting an account", () => {
  it("cancels the Stripe subscription before anything is deleted, then leaves no trace but the anonymised records", async () => {
    const bystander = await signUpMember(t.app, db);
    const bystanderBooking = (
      await call("POST", "/api/bookings", bystander.cookie, {
        companionId: "5",
        fullName: "Bea Stander",
        email: bystander.email,
        phone: "+1 786 555 0111",
        sessionType: "consultation",
        date: inDays(4),
        time: "12:00",
        location: "",
        specialRequests: "",
      })
    ).json().booking.id as string;
    const bystanderMail = await db.select({ id: outbox.id }).from(outbox).where(eq(outbox.toAddress, bystander.email));
    const person = await memberWithEverything();
    const { userId, email } = person.user;
    const keysBefore = await storedKeys();
    expect(keysBefore.filter((key) => key.includes(userId))).toHaveLength(3);

    atCancel = null;
    const response = await deleteAccount(person.user);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toBeNull();

    // (a) Stripe was asked first, while everything was still there.
    expect(atCancel).toEqual({ userExists: true, anonymisedBookings: 0 });
    expect(peer.subscriptions.get(person.subscriptionId)?.status).toBe("canceled");
    expect(peer.requests.some((request) => request.method === "DELETE" && request.path === `/v1/subscriptions/${person.subscriptionId}`)).toBe(true);
    // The unpaid booking was cancelled and its Stripe checkout closed.
    expect(peer.paymentSessions.get(person.pendingCheckout)?.status).toBe("expired");

    // (b) No table holds the e-mail, the name, the phone or the id; no stored file either.
    const needles = [email.toLowerCase(), person.name.toLowerCase(), person.phone, person.phone.replace(/\D/g, ""), userId.toLowerCase()];
    const leaks: string[] = [];
    for (const { table, row, text } of await everyRow()) {
      let scanned = text;
      // The audit log keeps who did what: the deleted account's id, as actor or subject, with no data behind it.
      if (table === "audit_log") {
        const { actor_id: actorId, subject_id: subjectId, ...rest } = row;
        scanned = JSON.stringify([rest, actorId === userId ? null : actorId, subjectId === userId ? null : subjectId]);
      }
      for (const needle of needles) if (scanned.toLowerCase().includes(needle)) leaks.push(`${table}: ${needle} in ${scanned.slice(0, 300)}`);
    }
    expect(leaks).toEqual([]);
    const keysAfter = await storedKeys();
    expect(keysAfter.filter((key) => needles.some((needle) => key.toLowerCase().includes(needle)))).toEqual([]);
    expect(keysAfter.filter((key) => key.startsWith("hiring-headshots"))).toHaveLength(
      keysBefore.filter((key) => key.startsWith("hiring-headshots")).length - 1,
    );

    // What is kept, anonymised: bookings and payments (tax records), the report, the review, the audit trail.
    const kept = await db
      .select()
      .from(bookings)
      .where(
        sql`${bookings.id} in (${sql.join(
          Object.values(person.bookingIds).map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    expect(kept).toHaveLength(3);
    for (const booking of kept) {
      expect(booking).toMatchObject({ userId: null, fullName: "Deleted client", phone: null, location: "", specialRequests: null, adminNotes: null });
      expect(booking.email).toMatch(/^deleted-[0-9a-f-]{36}@deleted\.invalid$/);
    }
    expect(kept.find((booking) => booking.id === person.bookingIds.pending)).toMatchObject({ status: "cancelled", paymentStatus: "expired" });
    expect(kept.find((booking) => booking.id === person.bookingIds.paid)).toMatchObject({ status: "confirmed", paymentStatus: "paid" });
    const ledger = await db
      .select()
      .from(payments)
      .where(sql`${payments.email} like 'deleted-%@deleted.invalid'`);
    expect(ledger.map((payment) => `${payment.kind}:${payment.status}`).sort()).toEqual(["booking:expired", "booking:paid", "subscription:paid"]);
    expect(await db.select({ reason: reports.reason, reporterId: reports.reporterId }).from(reports).where(eq(reports.subjectId, "3"))).toContainEqual({
      reason: "(removed with the account)",
      reporterId: null,
    });
    expect(
      await db
        .select({ name: reviews.reviewerName })
        .from(reviews)
        .where(and(eq(reviews.companionId, "2"), eq(reviews.isApproved, true))),
    ).toContainEqual({ name: "Former member" });
    const trail = await db.select().from(auditLog).where(eq(auditLog.subjectId, userId));
    expect(trail.map((entry) => entry.action).sort()).toEqual(["account.delete", "user.update"]);
    expect(trail.every((entry) => entry.before === null && entry.after === null)).toBe(true);

    // Someone else's data is untouched.
    const [other] = await db.select().from(bookings).where(eq(bookings.id, bystanderBooking));
    expect(other).toMatchObject({ fullName: "Bea Stander", email: bystander.email, userId: bystander.userId });
    expect(await db.select({ id: outbox.id }).from(outbox).where(eq(outbox.toAddress, bystander.email))).toEqual(bystanderMail);
    expect((await call("GET", "/api/account/me", bystander.cookie)).json().user.email).toBe(bystander.email);
    expect((await t.app.inject({ method: "POST", url: "/api/account/sign-in", payload: { email, password: person.user.password } })).statusCode).toBe(401);
  }, 60_000);

  it("refuses with 502 and changes nothing when Stripe cannot cancel the subscription; a retry later deletes", async () => {
    const person = await memberWithEverything();
    const countsBefore = await tableCounts();
    const keysBefore = await storedKeys();
    peer.failingCancels = 3; // the first try and the SDK's two retries
    const refused = await deleteAccount(person.user);
    expect(refused.statusCode).toBe(502);
    expect(refused.json().error).toMatchObject({
      code: "billing_cancel_failed",
      message: expect.stringMatching(/could not stop your membership payments.*not deleted/),
    });
    const countsAfter = await tableCounts();
    // Only the failed attempt's own traces may differ: none of the member's rows went.
    expect(countsAfter).toEqual(countsBefore);
    expect(await storedKeys()).toEqual(keysBefore);
    const [profile] = await db.select({ name: bookings.fullName }).from(bookings).where(eq(bookings.id, person.bookingIds.paid));
    expect(profile?.name).toBe(person.name);
    expect(peer.subscriptions.get(person.subscriptionId)?.status).toBe("active");
    expect((await call("GET", "/api/account/me", person.user.cookie)).json().user.email).toBe(person.user.email);

    peer.failingCancels = 0;
    const retried = await deleteAccount(person.user);
    expect(retried.statusCode).toBe(200);
    expect(peer.subscriptions.get(person.subscriptionId)?.status).toBe("canceled");
    expect(await db.select().from(users).where(eq(users.id, person.user.userId))).toEqual([]);
  }, 60_000);

  it("never removes the last active admin; with another admin, an admin may leave", async () => {
    // Only this admin is active: the others made by earlier tests step down first.
    await db
      .update(profiles)
      .set({ role: "user" })
      .where(and(eq(profiles.role, "admin"), sql`${profiles.userId} <> ${admin.userId}`));
    const refused = await deleteAccount(admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: "last_admin", message: expect.stringMatching(/^Wingmate needs at least one admin/) });
    expect(await db.select({ id: users.id }).from(users).where(eq(users.id, admin.userId))).toHaveLength(1);
    expect(
      await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "account.delete"), eq(auditLog.subjectId, admin.userId))),
    ).toEqual([]);

    const second = await signUpAdmin(t.app, db);
    expect((await deleteAccount(second)).statusCode).toBe(200);
    expect((await deleteAccount(admin)).statusCode).toBe(409);
  }, 60_000);

  it("an unproven address reaches nothing made without the account: signing up with someone's address cannot erase their bookings", async () => {
    const victim = uniqueEmail("victim");
    const guest = await t.app.inject({
      method: "POST",
      url: "/api/bookings",
      payload: {
        companionId: "6",
        fullName: "Vic Tim",
        email: victim,
        phone: "+1 954 555 0123",
        sessionType: "consultation",
        date: inDays(9),
        time: "11:00",
        location: "",
        specialRequests: "",
      },
    });
    expect(guest.statusCode).toBe(201);
    await t.app.inject({
      method: "POST",
      url: "/api/franchise-enquiries",
      payload: { name: "Vic Tim", email: victim, phone: "+1 954 555 0123", city: "Orlando", message: "" },
    });
    const impostor = await signUpUser(t.app, { email: victim });
    expect((await deleteAccount(impostor)).statusCode).toBe(200);
    const [booking] = await db.select().from(bookings).where(eq(bookings.id, guest.json().booking.id));
    expect(booking).toMatchObject({ fullName: "Vic Tim", email: victim });
    const counters = await db
      .select({ key: rateLimitCounters.key })
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, `mail-to:${victim}`));
    expect(counters).toHaveLength(1);
  }, 60_000);
});

describe("the retention sweep", () => {
  it("prunes mail sent or failed over 30 days ago, lapsed counters and expired tokens; twice at once prunes each row once", async () => {
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    const mail = (status: "sent" | "failed" | "pending", at: Date, kind: string) => ({
      kind,
      toAddress: "old@example.com",
      subject: "Old",
      textBody: "Old",
      status,
      sentAt: status === "sent" ? at : null,
      nextAttemptAt: at,
      createdAt: at,
    });
    await db
      .insert(outbox)
      .values([
        mail("sent", daysAgo(31), "retention-sent-old"),
        mail("failed", daysAgo(31), "retention-failed-old"),
        mail("sent", daysAgo(29), "retention-sent-recent"),
        mail("pending", daysAgo(40), "retention-pending-old"),
      ]);
    await db.insert(rateLimitCounters).values([
      { key: "retention:lapsed", count: 3, resetAt: new Date(now.getTime() - 1000) },
      { key: "retention:running", count: 3, resetAt: new Date(now.getTime() + 60_000) },
    ]);
    await db.insert(verifications).values([
      { id: "retention-expired", identifier: "reset-password:x", value: "u", expiresAt: new Date(now.getTime() - 1000) },
      { id: "retention-valid", identifier: "reset-password:y", value: "u", expiresAt: new Date(now.getTime() + 60_000) },
    ]);

    const reports = await Promise.all([pruneExpiredData(db, now), pruneExpiredData(db, now)]);
    const total = (field: "mail" | "rateLimits" | "verifications") => reports.reduce((sum, report) => sum + report[field], 0);
    const leftKinds = (
      await db
        .select({ kind: outbox.kind })
        .from(outbox)
        .where(sql`${outbox.kind} like 'retention-%'`)
    )
      .map((row) => row.kind)
      .sort();
    expect(leftKinds).toEqual(["retention-pending-old", "retention-sent-recent"]);
    expect(
      (
        await db
          .select({ key: rateLimitCounters.key })
          .from(rateLimitCounters)
          .where(sql`${rateLimitCounters.key} like 'retention:%'`)
      ).map((row) => row.key),
    ).toEqual(["retention:running"]);
    expect(
      (
        await db
          .select({ id: verifications.id })
          .from(verifications)
          .where(sql`${verifications.id} like 'retention-%'`)
      ).map((row) => row.id),
    ).toEqual(["retention-valid"]);
    expect([total("mail"), total("rateLimits"), total("verifications")]).toEqual([2, 1, 1]);
  });
});
