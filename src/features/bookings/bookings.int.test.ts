import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createDiskStore } from "../../server/adapters/storage/store.ts";
import { bookings, consultations, outbox } from "../../server/db/schema.ts";
import { seedDatabase } from "../../server/db/seed.ts";
import { signUpUser, type SignedInUser } from "../../server/testing/accounts.ts";
import { createTestApp, type TestApp } from "../../server/testing/test-app.ts";
import { floridaToday } from "../../shared/bookings.ts";
import { sendDueReminders } from "./service.server.ts";

let t: TestApp;
let client: SignedInUser;

/** A date `days` from today in Florida. */
const inDays = (days: number) => floridaToday(new Date(Date.now() + days * 86_400_000));

beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.database.db, { store: createDiskStore(t.config.dataDir), portraits: false });
  client = await signUpUser(t.app);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(bookings);
  await t.database.db.delete(outbox);
});

const booking = (overrides: Record<string, unknown> = {}) => ({
  companionId: "2",
  fullName: "Ana López",
  email: "ana@example.com",
  phone: "",
  sessionType: "coaching",
  date: inDays(5),
  time: "18:00",
  location: "Wynwood Walls",
  specialRequests: "",
  ...overrides,
});
const post = (url: string, payload: object, cookie?: string) => t.app.inject({ method: "POST", url, payload, headers: cookie ? { cookie } : {} });

describe("booking a session", () => {
  it("computes the price on the server, ignoring a client-sent total", async () => {
    const response = await post("/api/bookings", { ...booking(), totalPrice: 1, totalPriceCents: 1 });
    expect(response.statusCode).toBe(201);
    expect(response.json().booking).toMatchObject({ totalPriceCents: 22_000, sessionLabel: "Coffee Chat", status: "confirmed" });
    const [row] = await t.database.db.select().from(bookings);
    expect(row?.totalPriceCents).toBe(22_000);
    expect(row?.startsAt.getTime()).toBeGreaterThan(Date.now());
  });

  it("lets exactly one of two concurrent bookings of the same slot through", async () => {
    const results = await Promise.all([post("/api/bookings", booking()), post("/api/bookings", booking({ email: "other@example.com" }))]);
    expect(results.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const loser = results.find((response) => response.statusCode === 409);
    expect(loser?.json().error.code).toBe("slot_taken");
    expect(await t.database.db.select().from(bookings)).toHaveLength(1);
    const slots = (await t.app.inject({ method: "GET", url: `/api/booking/availability?companionId=2&date=${inDays(5)}` })).json().unavailable;
    expect(slots).toContain("18:00");
    expect(slots).not.toContain("10:00");
  });

  it("refuses overlapping sessions, not adjacent ones", async () => {
    await post("/api/bookings", booking({ sessionType: "wingwoman", time: "18:00" })); // 18:00-22:00
    expect((await post("/api/bookings", booking({ time: "21:00" }))).statusCode).toBe(409);
    expect((await post("/api/bookings", booking({ time: "22:00" }))).statusCode).toBe(201);
  });

  it("refuses past dates and slots too soon", async () => {
    const past = await post("/api/bookings", booking({ date: inDays(-1) }));
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fields.date).toMatch(/at least 2 hours from now/);
  });

  it.each(["fullName", "email", "sessionType", "date", "time"])("answers Missing Information without %s", async (field) => {
    const response = await post("/api/bookings", booking({ [field]: "" }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe("Please fill in all required fields.");
  });

  it("mails the business and the client, with a calendar file, and a reminder 24 hours before", async () => {
    const { booking: created } = (await post("/api/bookings", booking())).json();
    const mails = await t.database.db.select().from(outbox);
    expect(mails.map((mail) => mail.kind).sort()).toEqual(["booking-confirmation", "booking-notification"]);
    const confirmation = mails.find((mail) => mail.kind === "booking-confirmation");
    expect(confirmation?.toAddress).toBe("ana@example.com");
    const ics = Buffer.from(confirmation?.attachments[0]?.contentBase64 ?? "", "base64").toString();
    expect(ics).toContain("BEGIN:VEVENT");
    expect(ics).toContain(`DTSTART:${created.startsAt.replace(/[-:]/g, "").replace(/\.\d{3}/, "")}`);

    const dayBefore = new Date(new Date(created.startsAt).getTime() - 23 * 3_600_000);
    expect(await sendDueReminders(t.database.db, t.config, new Date(dayBefore.getTime() - 2 * 3_600_000))).toBe(0);
    expect(await sendDueReminders(t.database.db, t.config, dayBefore)).toBe(1);
    expect(await sendDueReminders(t.database.db, t.config, dayBefore)).toBe(0);
  });
});

describe("my bookings", () => {
  it("lists, reschedules and cancels the owner's bookings under the policy", async () => {
    const { booking: created } = (await post("/api/bookings", booking(), client.cookie)).json();
    const mine = (await t.app.inject({ method: "GET", url: "/api/bookings/mine", headers: { cookie: client.cookie } })).json().bookings;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ id: created.id, changeable: true });
    const other = await signUpUser(t.app);
    expect((await post(`/api/bookings/${created.id}/cancel`, {}, other.cookie)).statusCode).toBe(404);
    expect((await post(`/api/bookings/${created.id}/reschedule`, { date: inDays(6), time: "12:00" }, client.cookie)).statusCode).toBe(200);
    expect((await post(`/api/bookings/${created.id}/cancel`, {}, client.cookie)).statusCode).toBe(200);
    await t.database.db.update(bookings).set({ status: "confirmed", startsAt: new Date(Date.now() + 5 * 3_600_000) }).where(eq(bookings.id, created.id));
    const late = await post(`/api/bookings/${created.id}/cancel`, {}, client.cookie);
    expect(late.statusCode).toBe(409);
  });
});

describe("consultation requests", () => {
  it("stores the request, mails the business and the requester", async () => {
    const response = await post("/api/consultations", {
      name: "Ben Ruiz",
      email: "ben@example.com",
      phone: "3055550110",
      category: "Custom Package",
      budget: "$220 - $500",
      selectedPackage: "Social Evening ($320, 4 hours)",
      message: "First time in Miami.",
      preferredDate: inDays(3),
      preferredTime: "19:00",
    });
    expect(response.statusCode).toBe(201);
    expect(await t.database.db.select().from(consultations)).toHaveLength(1);
    const kinds = (await t.database.db.select().from(outbox)).map((mail) => mail.kind).sort();
    expect(kinds).toEqual(["consultation-confirmation", "consultation-notification"]);
  });

  it.each(["name", "email", "phone"])("answers Missing Information without %s", async (field) => {
    const response = await post("/api/consultations", { name: "Ben", email: "ben@example.com", phone: "305", [field]: "" });
    expect(response.json().error.fields[field]).toBe("Please fill in all required fields.");
  });
});
