import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { formatLogLine } from "./request-log.ts";

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ logStream: { write: (line) => void lines.push(line) }, config: { logLevel: "info" } });
});
afterAll(() => t.close());

describe("request logs", () => {
  it("write one line per request when it completes, and nothing for health checks", async () => {
    lines.length = 0;
    await t.app.inject({ method: "GET", url: "/api/health" });
    await t.app.inject({ method: "GET", url: "/api/site" });
    const requests = lines
      .map((line) => JSON.parse(line) as { msg: string; req?: { url: string }; status?: number })
      .filter((entry) => entry.msg === "request");
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ req: { url: "/api/site" }, status: 200 });
  });

  it("read as one plain line in development", () => {
    const line = JSON.stringify({
      level: 30,
      time: Date.UTC(2026, 10, 24, 19, 2, 7),
      msg: "request",
      req: { method: "GET", url: "/api/events" },
      status: 200,
      ms: 12,
    });
    expect(formatLogLine(line)).toMatch(/^\d{2}:\d{2}:\d{2} INFO {2}GET \/api\/events 200 12ms\n$/);
    expect(formatLogLine(JSON.stringify({ level: 40, time: 0, msg: "slow source", url: "https://x.test" }))).toMatch(
      /WARN {2}slow source url=https:\/\/x\.test\n$/,
    );
    const ready = formatLogLine(
      JSON.stringify({ level: 30, time: 0, msg: "Wingmate is ready", adapters: { database: "PGlite (embedded)", mail: "outbox only" } }),
    );
    expect(ready).toMatch(/INFO {2}Wingmate is ready\n {4}database {2}PGlite \(embedded\)\n {4}mail {6}outbox only\n$/);
  });
});
