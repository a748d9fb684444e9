import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpUser, type SignedInUser } from "../testing/accounts.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

/**
 * API answers depend on who asks (the account with its phone number, the catalogue as a member sees it), so
 * no browser or shared cache may keep them or hand one reader's answer to another: every /api answer is
 * `private, no-store` and varies by cookie, unless its route says it is public and the same for everyone.
 */
let t: TestApp;
let member: SignedInUser;

beforeAll(async () => {
  t = await createTestApp({
    register: (app) => {
      app.get("/api/test/explode", async () => {
        throw new Error("boom");
      });
    },
  });
  member = await signUpUser(t.app, { phone: "+1 305 555 0199" });
}, 60_000);
afterAll(() => t.close());

const varies = (response: LightMyRequestResponse) =>
  String(response.headers.vary ?? "")
    .toLowerCase()
    .split(",")
    .map((part) => part.trim());

function expectPersonal(response: LightMyRequestResponse) {
  expect(response.headers["cache-control"]).toBe("private, no-store");
  expect(varies(response)).toContain("cookie");
}

describe("cache policy of API answers", () => {
  it("keeps the signed-in account (with its phone number) out of every cache", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/account/me", headers: { cookie: member.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("0199");
    expectPersonal(response);
  });

  it("keeps the account out of caches when its path is encoded (the router decodes it)", async () => {
    const response = await t.app.inject({ method: "GET", url: "/%61pi/account/me", headers: { cookie: member.cookie } });
    expect(response.statusCode).toBe(200);
    expectPersonal(response);
  });

  it("keeps the signed-out answer of the same address out of caches too", async () => {
    expectPersonal(await t.app.inject({ method: "GET", url: "/api/account/me" }));
  });

  it("keeps the member catalogue (prepared, compressed JSON) out of caches, still varying by encoding", async () => {
    for (const encoding of ["br", "identity"]) {
      const response = await t.app.inject({ method: "GET", url: "/api/companions", headers: { cookie: member.cookie, "accept-encoding": encoding } });
      expect(response.statusCode).toBe(200);
      expectPersonal(response);
      expect(varies(response)).toContain("accept-encoding");
      expect(varies(response).filter((part) => part === "cookie")).toHaveLength(1);
    }
  });

  it("covers errors and unknown API addresses", async () => {
    for (const url of ["/api/account/export", "/api/no-such-thing", "/api/test/explode"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expectPersonal(response);
    }
  });

  it("keeps a route's own stricter policy", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/account/export", headers: { cookie: member.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(varies(response)).toContain("cookie");
  });

  it("leaves public, viewer-independent answers cacheable, without varying by cookie", async () => {
    for (const url of ["/api/site", "/api/site-facts"]) {
      const response = await t.app.inject({ method: "GET", url, headers: { cookie: member.cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("public, max-age=300");
      expect(varies(response)).not.toContain("cookie");
    }
  });

  it("leaves answers outside /api to their own policy", async () => {
    const robots = await t.app.inject({ method: "GET", url: "/robots.txt" });
    expect(robots.headers["cache-control"]).toBe("public, max-age=3600");
    expect(varies(robots)).not.toContain("cookie");
  });
});
