import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServerProcess, type RunningServer } from "./testing/server-process.ts";

/**
 * `npm start` in production, as an operator runs it: without SEED_SAMPLE_DATA the site has the starting
 * catalogue and nothing invented: no sample events, no sample reviews.
 */
describe("a production start without SEED_SAMPLE_DATA", () => {
  let server: RunningServer;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "wingmate-production-"));
    server = await startServerProcess(["--import", "tsx", "src/server/main.ts"], { DATA_DIR: dataDir });
  }, 120_000);
  afterAll(async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("shows the starting catalogue and no sample events or reviews", async () => {
    const get = async (url: string) => (await fetch(`${server.url}${url}`)).json();
    expect((await get("/api/events")).events).toEqual([]);
    const reviews = await Promise.all(["1", "2", "3", "m1"].map(async (id) => (await get(`/api/companions/${id}/reviews`)).reviews));
    expect(reviews.flat()).toEqual([]);
    const profile = await get("/api/companions/1");
    expect(profile.companion.name).toBeTruthy();
  });
});
