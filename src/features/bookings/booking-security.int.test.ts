import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createDiskStore } from "../../server/adapters/storage/store.ts";
import { bookings, consultations, payments } from "./tables.server.ts";
import { companions } from "../companions/tables.server.ts";
import { outbox, rateLimitCounters } from "../../server/db/platform-tables.ts";
import { seedDatabase } from "../../server/db/seed.ts";
import { signUpUser, uniqueEmail, verifyEmailFromOutbox } from "../../server/testing/accounts.ts";
import { manageTokenOf, queuedMailKinds } from "../../server/testing/outbox.ts";
import { createTestApp, type TestApp } from "../../server/testing/test-app.ts";
import { DEFAULT_WEEKLY_HOURS } from "../../shared/availability.ts";
import { floridaToday } from "../../shared/bookings.ts";
import { sweepBookingPayments } from "./payments.server.ts";
import type { BookingDeps } from "./service.server.ts";

/**
 * What a stranger can do with the booking form: learn another guest's booking, learn a locked companion's
 * name, hold calendars for addresses nobody proved, lock someone out of their own address, or make a
 * booking mail carry their words.
 */
let t: TestApp;
let deps: BookingDeps;
/** Companion 7 is not a preview profile: visitors and free members may not see its name. */
const LOCKED = "7";
let lockedName = "";

const inDays = (days: number) => floridaToday(new Date(Date.now() + days * 86_400_000));
const MINUTE = 60_000;
const VICTIM_IP = "203.0.113.10";
const ATTACKER_IP = "198.51.100.66";

beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.database.db, { store: createDiskStore(t.config.dataDir), portraits: false, sampleData: true });
  const { createSandboxProvider } = await import("../../server/adapters/payments/sandbox.ts");
  deps = { db: t.database.db, config: t.config, provider: createSandboxProvider(t.database.db, t.config.publicUrl), secret: t.config.authSecret ?? "" };
  const [locked] = await t.database.db.select({ name: companions.name }).from(companions).where(eq(companions.id, LOCKED));
  lockedName = locked?.name ?? "";
  expect(lockedName).not.toBe("");
});
afterAll(() => t.close());
beforeEach(async () => {
  for (const table of [payments, bookings, consultations, outbox, rateLimitCounters]) await t.database.db.delete(table);
});

const booking = (overrides: Record<string, unknown> = {}) => ({
  companionId: "2",
  fullName: "Ana López",
  email: "ana@example.com",
  sessionType: "coaching",
  date: inDays(5),
  time: "18:00",
  location: "Wynwood Walls",
  specialRequests: "A quiet table, please",
  ...overrides,
});
const post = (url: string, payload: object, options: { ip?: string; cookie?: string } = {}) =>
  t.app.inject({ method: "POST", url, payload, remoteAddress: options.ip ?? VICTIM_IP, headers: options.cookie ? { cookie: options.cookie } : {} });
const get = (url: string, cookie?: string) => t.app.inject({ method: "GET", url, remoteAddress: VICTIM_IP, headers: cookie ? { cookie } : {} });
const mailsTo = (email: string) => t.database.db.select().from(outbox).where(eq(outbox.toAddress, email));
/** The mails the booking flow queued (sign-ups' verification mails aside). */
const mailKinds = () => queuedMailKinds(t.database.db);
const tokenOf = manageTokenOf;

/** The link mailed to confirm a free session, as the guest's mail program shows it. */
async function confirmationLinkTo(email: string): Promise<URL> {
  const [mail] = (await mailsTo(email)).filter((row) => row.kind === "booking-confirm-request");
  const found = /http\S+\/bookings\/\S+/.exec(mail?.textBody ?? "")?.[0];
  if (!found) throw new Error(`no confirmation link mailed to ${email}`);
  return new URL(found);
}

async function verifiedAccount(email = uniqueEmail("verified")) {
  const user = await signUpUser(t.app, { email });
  await verifyEmailFromOutbox(t.app, t.database.db, email);
  return user;
}

describe("the double-click answer goes to the same client only", () => {
  it("a stranger who sends a guest's e-mail and slot gets slot_taken, never the booking or its link", async () => {
    const mine = await post("/api/bookings", booking({ requestKey: "browser-key-0123456789abcdef" }));
    expect(mine.statusCode).toBe(201);
    const { booking: made, manageUrl } = mine.json();
    for (const requestKey of [undefined, "another-browser-key-0123456789"]) {
      const stolen = await post("/api/bookings", booking({ requestKey }), { ip: ATTACKER_IP });
      expect(stolen.statusCode).toBe(409);
      expect(stolen.json().error.code).toBe("slot_taken");
      expect(stolen.body).not.toContain(made.id);
      expect(stolen.body).not.toContain(tokenOf(manageUrl));
      expect(stolen.body).not.toContain("Wynwood");
    }
    // The browser that made it, clicking twice, is given its own hold back.
    const again = await post("/api/bookings", booking({ requestKey: "browser-key-0123456789abcdef" }));
    expect(again.statusCode).toBe(201);
    expect(again.json().booking.id).toBe(made.id);
    expect(await t.database.db.select().from(bookings)).toHaveLength(1);
  });

  it("a signed-in account gets its own hold back; nobody else does, guest or account", async () => {
    const owner = await signUpUser(t.app);
    const first = await post("/api/bookings", booking(), { cookie: owner.cookie });
    expect(first.statusCode).toBe(201);
    expect((await post("/api/bookings", booking(), { cookie: owner.cookie })).json().booking.id).toBe(first.json().booking.id);
    const other = await signUpUser(t.app);
    expect((await post("/api/bookings", booking(), { cookie: other.cookie, ip: ATTACKER_IP })).statusCode).toBe(409);
    expect((await post("/api/bookings", booking(), { ip: ATTACKER_IP })).statusCode).toBe(409);
  });
});

describe("a locked companion's name", () => {
  it("is not in the answer to a visitor's free consultation, nor in its mails", async () => {
    const response = await post("/api/bookings", booking({ companionId: LOCKED, sessionType: "consultation", email: "guest@example.com" }));
    expect(response.statusCode).toBe(201);
    expect(response.body).not.toContain(lockedName);
    const link = await confirmationLinkTo("guest@example.com");
    const id = link.pathname.split("/").pop() ?? "";
    const confirmed = await post(`/api/bookings/${id}/confirm`, { confirmation: link.searchParams.get("confirm") });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).not.toContain(lockedName);
    const read = await get(`/api/bookings/${id}?token=${encodeURIComponent(link.searchParams.get("token") ?? "")}`);
    expect(read.json().booking.companion.name).toBe("your companion");
    const mails = await mailsTo("guest@example.com");
    expect(mails.map((mail) => mail.kind).sort()).toEqual(["booking-confirm-request", "booking-confirmation"]);
    for (const mail of mails) {
      expect(`${mail.subject}\n${mail.textBody}`).not.toContain(lockedName);
      for (const file of mail.attachments) expect(Buffer.from(file.contentBase64, "base64").toString()).not.toContain(lockedName);
    }
  });

  it("is in no error: a taken slot or a time outside the companion's hours", async () => {
    expect((await post("/api/bookings", booking({ companionId: LOCKED }))).statusCode).toBe(201);
    const taken = await post("/api/bookings", booking({ companionId: LOCKED, email: "someone@example.com" }), { ip: ATTACKER_IP });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe("slot_taken");
    expect(taken.body).not.toContain(lockedName);
    await t.database.db
      .update(companions)
      .set({ weeklyHours: DEFAULT_WEEKLY_HOURS.map(() => []) })
      .where(eq(companions.id, LOCKED));
    try {
      const outside = await post("/api/bookings", booking({ companionId: LOCKED, time: "12:00" }));
      expect(outside.statusCode).toBe(400);
      expect(outside.json().error).toMatchObject({
        code: "outside_availability",
        message: "This time is outside the companion's hours. Please choose another slot.",
        id: "booking.error.outsideHours",
        fields: { time: "This time is outside the companion's hours. Please choose another slot." },
        fieldIds: { time: "booking.error.outsideHours" },
      });
      expect(outside.body).not.toContain(lockedName);
    } finally {
      await t.database.db.update(companions).set({ weeklyHours: DEFAULT_WEEKLY_HOURS }).where(eq(companions.id, LOCKED));
    }
  });

  it("is not in a free member's own list of bookings", async () => {
    const user = await verifiedAccount();
    const made = await post("/api/bookings", booking({ companionId: LOCKED, sessionType: "consultation", email: user.email }), { cookie: user.cookie });
    expect(made.statusCode).toBe(201);
    expect(made.body).not.toContain(lockedName);
    const mine = await get("/api/bookings/mine", user.cookie);
    expect(mine.json().bookings).toHaveLength(1);
    expect(mine.body).not.toContain(lockedName);
  });
});

describe("a free consultation for an address nobody proved", () => {
  it("is held, not confirmed, until its address confirms it by the mailed link (a POST; opening the link changes nothing)", async () => {
    const response = await post("/api/bookings", booking({ sessionType: "consultation", email: "guest@example.com" }));
    expect(response.statusCode).toBe(201);
    const { booking: held, manageUrl } = response.json();
    expect(held).toMatchObject({ status: "pending", paymentStatus: "free", payable: false, cancellable: true });
    expect(held.holdExpiresAt).not.toBeNull();
    // Only the guest is mailed, with our words and a link: the business hears of it once it is confirmed.
    expect(await mailKinds()).toEqual(["booking-confirm-request"]);
    const link = await confirmationLinkTo("guest@example.com");
    expect(link.pathname).toBe(`/bookings/${held.id}`);
    // Mail scanners open links: a GET of the page or of the booking confirms nothing.
    expect((await get(`${link.pathname}${link.search}`)).statusCode).toBeLessThan(500);
    expect((await get(`/api/bookings/${held.id}?token=${encodeURIComponent(link.searchParams.get("token") ?? "")}`)).json().booking.status).toBe("pending");
    // The link the form answered with does not confirm: only the mailed one does.
    expect((await post(`/api/bookings/${held.id}/confirm`, { confirmation: tokenOf(manageUrl) })).statusCode).toBe(404);
    expect(await mailKinds()).toEqual(["booking-confirm-request"]);
    const confirmed = await post(`/api/bookings/${held.id}/confirm`, { confirmation: link.searchParams.get("confirm") });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().booking).toMatchObject({ status: "confirmed", paymentStatus: "free" });
    expect(await mailKinds()).toEqual(["booking-confirm-request", "booking-confirmation", "booking-notification"]);
    // Confirming twice is harmless and mails nothing more.
    expect((await post(`/api/bookings/${held.id}/confirm`, { confirmation: link.searchParams.get("confirm") })).statusCode).toBe(200);
    expect(await mailKinds()).toHaveLength(3);
  });

  it("lapses like an unpaid hold when nobody confirms it, freeing the slot", async () => {
    const { booking: held } = (await post("/api/bookings", booking({ sessionType: "consultation", email: "guest@example.com" }))).json();
    expect((await post("/api/bookings", booking({ sessionType: "consultation", email: "other@example.com" }), { ip: ATTACKER_IP })).statusCode).toBe(409);
    expect(await sweepBookingPayments(deps, undefined, new Date(Date.now() + 16 * MINUTE))).toMatchObject({ expired: 1 });
    const link = await confirmationLinkTo("guest@example.com");
    const late = await post(`/api/bookings/${held.id}/confirm`, { confirmation: link.searchParams.get("confirm") });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe("hold_expired");
    expect((await post("/api/bookings", booking({ sessionType: "consultation", email: "other@example.com" }), { ip: ATTACKER_IP })).statusCode).toBe(201);
    expect(await mailKinds()).not.toContain("booking-notification");
  });

  it("is confirmed at once for a signed-in account whose e-mail is verified", async () => {
    const user = await verifiedAccount();
    const response = await post("/api/bookings", booking({ sessionType: "consultation", email: user.email }), { cookie: user.cookie });
    expect(response.json().booking).toMatchObject({ status: "confirmed", paymentStatus: "free" });
    expect(await mailKinds()).toEqual(["booking-confirmation", "booking-notification"]);
  });

  it("cannot be made more than 90 days ahead (nor can any booking)", async () => {
    for (const sessionType of ["consultation", "coaching"]) {
      const far = await post("/api/bookings", booking({ sessionType, date: inDays(91) }));
      expect(far.statusCode).toBe(400);
      expect(far.json().error).toMatchObject({
        code: "too_far_ahead",
        message: "Bookings open up to 90 days ahead. Please choose an earlier date.",
        id: "booking.form.tooFarAhead",
      });
    }
    expect((await post("/api/bookings", booking({ date: inDays(89) }))).statusCode).toBe(201);
  });
});

describe("nobody is locked out of their own address", () => {
  it("unpaid holds made with someone's e-mail do not stop them booking", async () => {
    for (const days of [6, 7, 8, 9, 10, 11]) {
      expect((await post("/api/bookings", booking({ date: inDays(days), email: "target@example.com" }), { ip: ATTACKER_IP })).statusCode).toBe(201);
    }
    const real = await post("/api/bookings", booking({ time: "18:00", email: "target@example.com" }));
    expect(real.statusCode).toBe(201);
  });

  it("confirmation mails someone else asked for do not stop the owner of a verified account booking a free session", async () => {
    const user = await verifiedAccount(uniqueEmail("target"));
    for (const days of [6, 7, 8, 9, 10, 11]) {
      await post("/api/bookings", booking({ sessionType: "consultation", date: inDays(days), email: user.email }), { ip: `198.51.100.${days}` });
    }
    expect((await mailsTo(user.email)).filter((mail) => mail.kind === "booking-confirm-request").length).toBeLessThanOrEqual(5);
    const own = await post("/api/bookings", booking({ sessionType: "consultation", time: "18:00", email: user.email }), { cookie: user.cookie });
    expect(own.statusCode).toBe(201);
    expect(own.json().booking.status).toBe("confirmed");
  });
});

describe("booking mails and typed text", () => {
  it("a session 'paid' through the test shop counts as unpaid: its mails carry our words, not the typed ones", async () => {
    const SPAM = "Claim your prize at http://evil.example/win";
    const created = await post("/api/bookings", booking({ fullName: SPAM, location: SPAM, specialRequests: SPAM, email: "victim@example.com" }));
    const checkoutId = String(created.json().checkoutUrl).split("/").pop();
    expect((await post(`/api/billing/sandbox/checkouts/${checkoutId}/pay`, {})).statusCode).toBe(200);
    const mails = await mailsTo("victim@example.com");
    expect(mails.map((mail) => mail.kind)).toContain("booking-confirmation");
    for (const mail of mails) {
      expect(`${mail.subject}\n${mail.textBody}`).not.toContain("evil.example");
      for (const file of mail.attachments) expect(Buffer.from(file.contentBase64, "base64").toString()).not.toContain("evil.example");
    }
  });
});
