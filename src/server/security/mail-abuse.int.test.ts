import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createDiskStore } from "../adapters/storage/store.ts";
import { seedDatabase } from "../db/seed.ts";
import { outbox, rateLimitCounters } from "../db/platform-tables.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { floridaToday } from "../../shared/bookings.ts";

/**
 * The public forms mail an address nobody has proven. They must not carry the sender's words to it (our
 * template and a reference only), and one address receives only a few a day, whoever asks.
 */
let t: TestApp;
let address = 0;
const SPAM = "Claim your prize at http://evil.example/win";

beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.database.db, { store: createDiskStore(t.config.dataDir), portraits: false, sampleData: true });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(outbox);
  await t.database.db.delete(rateLimitCounters);
});

const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, payload, headers: { "x-forwarded-for": `198.51.100.${++address % 250}` } });
const mailTo = async (email: string) =>
  (await t.database.db.select().from(outbox).where(eq(outbox.toAddress, email)))
    .map((mail) => `${mail.subject}\n${mail.textBody}\n${JSON.stringify(mail.attachments)}`)
    .join("\n");
const inDays = (days: number) => floridaToday(new Date(Date.now() + days * 86_400_000));

describe("mail to unproven addresses", () => {
  it("a consultation, a franchise enquiry and a free booking confirm with our words and a reference, never the typed text", async () => {
    expect((await post("/api/consultations", { name: SPAM, email: "victim@example.com", phone: "3055550100", message: SPAM })).statusCode).toBe(201);
    expect(
      (await post("/api/franchise-enquiries", { name: SPAM, email: "victim2@example.com", phone: "3055550100", city: SPAM, message: SPAM })).statusCode,
    ).toBe(201);
    const booking = {
      companionId: "2",
      fullName: SPAM,
      email: "victim3@example.com",
      sessionType: "consultation",
      date: inDays(4),
      time: "12:00",
      location: SPAM,
      specialRequests: SPAM,
    };
    expect((await post("/api/bookings", booking)).statusCode).toBe(201);
    for (const email of ["victim@example.com", "victim2@example.com", "victim3@example.com"]) {
      const mails = await mailTo(email);
      expect(mails, email).toMatch(/reference [0-9A-F]{8}|Booking reference: [0-9A-F]{8}/);
      expect(mails, email).not.toContain("evil.example");
      expect(Buffer.from(mails.match(/"contentBase64":"([^"]+)"/)?.[1] ?? "", "base64").toString()).not.toContain("evil.example");
    }
  });

  it("sends at most 5 a day to one address, from however many client addresses", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      statuses.push((await post("/api/consultations", { name: "Ana", email: "flooded@example.com", phone: "3055550100" })).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
