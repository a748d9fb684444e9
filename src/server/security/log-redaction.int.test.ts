import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../db/platform-tables.ts";
import { signUpUser } from "../testing/accounts.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { urlForLog } from "../http/log-redaction.ts";

/** Tokens in links (password reset, verification, booking links) never reach the request log. */
let t: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ config: { logLevel: "info" }, logStream: { write: (line) => void lines.push(line) } });
});
afterAll(() => t.close());

describe("request logs", () => {
  it("keep the query's names but none of its values", async () => {
    const user = await signUpUser(t.app);
    await t.app.inject({ method: "POST", url: "/api/account/password/forgot", payload: { email: user.email } });
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.toAddress, user.email), eq(outbox.kind, "password-set")));
    const link = new URL(/http\S+/.exec(mail?.textBody ?? "")?.[0] ?? "http://x/");
    const token = link.searchParams.get("token") ?? "";
    expect(token.length).toBeGreaterThan(10);
    await t.app.inject({ method: "GET", url: `${link.pathname}${link.search}` });
    await t.app.inject({ method: "GET", url: `/api/account/verify-email?token=${token}` });
    const log = lines.join("");
    expect(log).toContain("token=[redacted]");
    expect(log).not.toContain(token);
  });

  it("redacts every value, encoded or not", () => {
    expect(urlForLog("/auth?mode=reset&token=abc.def")).toBe("/auth?mode=[redacted]&token=[redacted]");
    expect(urlForLog("/bookings/1?token=1%2E2&paid=1")).toBe("/bookings/1?token=[redacted]&paid=[redacted]");
    expect(urlForLog("/plain/path")).toBe("/plain/path");
  });

  it("redacts a calendar feed's token, which is its path", () => {
    const token = "a".repeat(43);
    expect(urlForLog(`/api/calendar/${token}.ics`)).toBe("/api/calendar/[redacted].ics");
    expect(urlForLog(`/api/calendar/${token}.ics?x=1`)).toBe("/api/calendar/[redacted].ics?x=[redacted]");
    expect(urlForLog(`/api/calendar/${token}`)).toBe("/api/calendar/[redacted]");
  });
});
