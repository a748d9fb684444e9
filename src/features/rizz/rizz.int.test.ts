import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../server/testing/test-app.ts";
import { RIZZ_LIMIT_MESSAGE, rizzMessages } from "../../shared/rizz.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { trustProxy: true } });
});
afterAll(() => t.close());

const generate = (payload: object, ip = "203.0.113.7") =>
  t.app.inject({ method: "POST", url: "/api/rizz/generate", payload, headers: { "x-forwarded-for": ip } });

describe("POST /api/rizz/generate", () => {
  it("answers pickupLines, with playful as the default vibe", async () => {
    const response = await generate({ interests: "jazz, sailing" });
    expect(response.statusCode).toBe(200);
    expect(response.json().pickupLines.length).toBeGreaterThanOrEqual(6);
  });

  it("answers in Spanish when the page asks in Spanish, and in English otherwise", async () => {
    const spanish = (await generate({ interests: "salsa", vibe: "witty", locale: "es" })).json().pickupLines as string[];
    expect(spanish.join(" ")).toMatch(/¿|conversación|contigo/);
    expect(spanish.join(" ")).not.toMatch(/\b(you|your|the)\b/i);
    const english = (await generate({ interests: "salsa", vibe: "witty" })).json().pickupLines as string[];
    expect(english.join(" ")).toMatch(/\byou\b/i);
    expect((await generate({ interests: "salsa", locale: "fr" })).statusCode).toBe(400);
  });

  it("refuses blank or over-long input with clear messages", async () => {
    const blank = (await generate({ interests: "   " })).json().error;
    expect(blank.fields.interests).toBe("Please enter their interests to generate personalized lines.");
    expect(blank.fieldIds.interests).toBe(rizzMessages.missing.description);
    expect((await generate({ interests: "x".repeat(501) })).json().error.fields.interests).toMatch(/under 500 characters/);
    expect((await generate({ interests: "jazz", context: "x".repeat(301) })).statusCode).toBe(400);
    expect((await generate({ interests: "jazz", vibe: "creepy" })).statusCode).toBe(400);
  });

  it("stops a script with 429 and Retry-After", async () => {
    let last = await generate({ interests: "jazz" }, "198.51.100.99");
    for (let attempt = 1; attempt < 181; attempt++) last = await generate({ interests: "jazz" }, "198.51.100.99");
    expect(last.statusCode).toBe(429);
    expect(last.json().error).toMatchObject({
      message: "You have generated a lot of lines this hour. Please take a short break and try again.",
      id: RIZZ_LIMIT_MESSAGE,
    });
  });
});
