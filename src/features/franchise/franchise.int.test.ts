import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { franchiseEnquiries } from "./tables.server.ts";
import { outbox } from "../../server/db/platform-tables.ts";
import { createTestApp, type TestApp } from "../../server/testing/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { notifyEmail: "franchise-team@wingmate.test" } });
});
afterAll(() => t.close());

const enquiry = { name: "Dana Owner", email: "Dana@Example.com", phone: "+1 404 555 0199", city: "Atlanta", message: "I run two event venues downtown." };
const send = (payload: object) => t.app.inject({ method: "POST", url: "/api/franchise-enquiries", payload });

describe("a franchise enquiry", () => {
  it("is stored, mailed to the business and confirmed to the sender", async () => {
    const response = await send(enquiry);
    expect(response.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(franchiseEnquiries).where(eq(franchiseEnquiries.email, "dana@example.com"));
    expect(row).toMatchObject({ name: "Dana Owner", city: "Atlanta", status: "new" });
    const business = await t.database.db.select().from(outbox).where(eq(outbox.kind, "franchise-enquiry"));
    expect(business[0]).toMatchObject({ toAddress: "franchise-team@wingmate.test", replyTo: "dana@example.com" });
    expect(business[0]?.textBody).toContain("I run two event venues downtown.");
    const confirmation = await t.database.db.select().from(outbox).where(eq(outbox.kind, "franchise-confirmation"));
    expect(confirmation[0]?.toAddress).toBe("dana@example.com");
    expect(confirmation[0]?.textBody).toContain("$25,000 per city");
  });

  it("confirms in Spanish to a sender who wrote from the Spanish page", async () => {
    expect((await send({ ...enquiry, email: "lucia@example.com", locale: "es" })).statusCode).toBe(201);
    const confirmations = await t.database.db.select().from(outbox).where(eq(outbox.toAddress, "lucia@example.com"));
    expect(confirmations[0]?.subject).toBe("Tu solicitud de franquicia Wingmate");
    expect(confirmations[0]?.textBody).toMatch(/^Hola:\n\nGracias por tu interés/);
    expect(confirmations[0]?.textBody).toContain("por ciudad");
    expect(confirmations[0]?.textBody).toContain("El equipo de Wingmate");
  });

  it("refuses missing or bad fields with a message for each, storing nothing", async () => {
    const before = (await t.database.db.select().from(franchiseEnquiries)).length;
    const response = await send({ ...enquiry, email: "not-an-address", city: "", phone: "call me" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      email: "Please enter a valid e-mail address.",
      city: "Which city would you like to open in?",
      phone: "Please enter a valid phone number.",
    });
    expect(response.json().error.fieldIds).toMatchObject({ email: "form.invalidEmail", city: "enquiry.cityRequired", phone: "form.invalidPhone" });
    expect(await t.database.db.select().from(franchiseEnquiries)).toHaveLength(before);
  });

  it("keeps header injection out of the business mail's subject", async () => {
    const response = await send({ ...enquiry, city: "Tampa\r\nBcc: victim@example.com" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.city).toBe("Please write the city on one line.");
  });
});
