import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

/**
 * Every /api route declares what it sends: a schema for each success status and the error body for 4xx and
 * 5xx. The serializer keeps only what those schemas name, so a route without one could leak whatever its
 * service returned. A new route without a response schema fails here.
 */
describe("route table", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const apiRoutes = () => t.app.routeTable.filter((route) => route.url.startsWith("/api/"));

  it("has a response schema for every status of every /api route", () => {
    const missing = apiRoutes()
      .filter((route) => {
        const statuses = Object.keys(Object(route.schema?.response ?? {}));
        const success = statuses.some((status) => /^[23]\d\d$/.test(status));
        return !success || !statuses.includes("4xx") || !statuses.includes("5xx");
      })
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
  });

  it("walks a real table", () => {
    expect(apiRoutes().length).toBeGreaterThan(80);
  });
});
