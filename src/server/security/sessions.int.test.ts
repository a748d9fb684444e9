import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GOOD_PASSWORD, sessionCookieFrom, uniqueEmail } from "../testing/accounts.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

/**
 * Sessions and requests as a browser and an attacker meet them, in production settings (HTTPS public
 * address behind a trusted proxy): cookie flags, revocation, fixation, cross-site requests, CORS and the
 * security headers on every kind of answer.
 */
const SITE = "https://wingmate.example";
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    config: { publicUrl: SITE, trustProxy: true },
    register: (app) => {
      app.get("/api/test/explode", async () => {
        throw new Error("boom: select secret from somewhere");
      });
    },
  });
}, 60_000);
afterAll(() => t.close());

/** A request as the browser sends it to the production site: over HTTPS (through the proxy), from our own origin. */
const https = { "x-forwarded-proto": "https", origin: SITE };
const me = (cookie: string) => t.app.inject({ method: "GET", url: "/api/account/me", headers: { ...https, cookie } });
const signedInEmail = async (cookie: string) => ((await me(cookie)).json() as { user: { email: string } | null }).user?.email ?? null;
const signIn = (email: string, password: string, cookie = "") =>
  t.app.inject({ method: "POST", url: "/api/account/sign-in", headers: { ...https, ...(cookie ? { cookie } : {}) }, payload: { email, password } });
const setCookies = (response: LightMyRequestResponse) => [response.headers["set-cookie"] ?? []].flat();

async function signUp() {
  const email = uniqueEmail("session");
  const response = await t.app.inject({
    method: "POST",
    url: "/api/account/sign-up",
    headers: https,
    payload: { fullName: "Sess Ion", phone: "+1 305 555 0100", email, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD },
  });
  expect(response.statusCode).toBe(201);
  return { email, response, cookie: sessionCookieFrom(response) };
}

describe("the session cookie in production", () => {
  it("is __Host-, Secure, HttpOnly, SameSite=Lax, for path / and no other domain", async () => {
    const { response } = await signUp();
    const session = setCookies(response).find((cookie) => cookie.startsWith("__Host-wingmate.session_token="));
    expect(session).toBeDefined();
    expect(session).toMatch(/;\s*Secure/i);
    expect(session).toMatch(/;\s*HttpOnly/i);
    expect(session).toMatch(/;\s*SameSite=Lax/i);
    expect(session).toMatch(/;\s*Path=\//i);
    expect(session).not.toMatch(/;\s*Domain=/i);
    // Nothing else the server sets may carry the session without those flags.
    for (const cookie of setCookies(response)) expect(cookie).toMatch(/;\s*Secure/i);
  });

  it("is not accepted under its plain name (a cookie a subdomain or plain-HTTP page could plant)", async () => {
    const { cookie } = await signUp();
    const plain = cookie.replaceAll("__Host-", "");
    expect(await signedInEmail(plain)).toBeNull();
  });
});

describe("revocation", () => {
  it("sign-out ends the session on the server: a copied cookie is dead too", async () => {
    const { email, cookie } = await signUp();
    expect(await signedInEmail(cookie)).toBe(email);
    const out = await t.app.inject({ method: "POST", url: "/api/account/sign-out", headers: { ...https, cookie } });
    expect(out.statusCode).toBe(200);
    expect(await signedInEmail(cookie)).toBeNull();
    expect((await t.app.inject({ method: "GET", url: "/api/bookings/mine", headers: { ...https, cookie } })).statusCode).toBe(401);
  });

  it("a password change ends every other session, including a stolen copy of the old cookie", async () => {
    const { email, cookie } = await signUp();
    const laptop = sessionCookieFrom(await signIn(email, GOOD_PASSWORD));
    const password = "a different long passphrase 8";
    const change = await t.app.inject({
      method: "POST",
      url: "/api/account/password/change",
      headers: { ...https, cookie },
      payload: { currentPassword: GOOD_PASSWORD, password, confirmPassword: password },
    });
    expect(change.statusCode).toBe(200);
    expect(await signedInEmail(laptop)).toBeNull();
    const renewed = sessionCookieFrom(change);
    expect(renewed).not.toBe("");
    expect(renewed).not.toBe(cookie);
    expect(await signedInEmail(cookie)).toBeNull();
    expect(await signedInEmail(renewed)).toBe(email);
  });
});

describe("session fixation", () => {
  it("signing in never adopts a session the browser already carried: a new token every time", async () => {
    const { email, cookie: planted } = await signUp();
    const forged = "__Host-wingmate.session_token=attacker-chosen.value";
    for (const carried of [planted, forged]) {
      const response = await signIn(email, GOOD_PASSWORD, carried);
      expect(response.statusCode).toBe(200);
      const issued = sessionCookieFrom(response);
      expect(issued).not.toBe("");
      expect(issued).not.toBe(carried);
      expect(await signedInEmail(issued)).toBe(email);
    }
    expect(await signedInEmail(forged)).toBeNull();
  });
});

describe("requests from other sites", () => {
  it("refuses a cross-site POST with a valid session cookie, by Origin or by Sec-Fetch-Site", async () => {
    const { cookie } = await signUp();
    const payload = { firstName: "Hacked", lastName: "", phoneNumber: "", countryCode: "", zipCode: "", bio: "" };
    for (const headers of [{ origin: "https://evil.example" }, { origin: "null" }, { "sec-fetch-site": "cross-site" }, { "sec-fetch-site": "same-site" }]) {
      const response = await t.app.inject({
        method: "PATCH",
        url: "/api/account/profile",
        headers: { "x-forwarded-proto": "https", cookie, ...headers },
        payload,
      });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
    }
  });

  it("decides on every state-changing request, however its path is written (encoded, doubled slashes, case)", async () => {
    const { cookie } = await signUp();
    const paths = [
      "/%61pi/account/profile",
      "/api/account/%70rofile",
      "//api/account/profile",
      "/api//account/profile",
      "/API/account/profile",
      "/Api/Account/Profile",
    ];
    const payload = { firstName: "Hacked", lastName: "", phoneNumber: "", countryCode: "", zipCode: "", bio: "" };
    for (const url of paths) {
      const response = await t.app.inject({ method: "PATCH", url, headers: { "x-forwarded-proto": "https", cookie, origin: "https://evil.example" }, payload });
      expect(response.statusCode, url).toBe(403);
    }
    const me = (await t.app.inject({ method: "GET", url: "/api/account/me", headers: { "x-forwarded-proto": "https", cookie } })).json();
    expect(me.profile.firstName).not.toBe("Hacked");
  });

  it("grants no CORS access to other origins, for simple requests or preflights", async () => {
    const { cookie } = await signUp();
    const read = await t.app.inject({ method: "GET", url: "/api/account/me", headers: { origin: "https://evil.example", cookie } });
    expect(read.headers["access-control-allow-origin"]).toBeUndefined();
    expect(read.headers["access-control-allow-credentials"]).toBeUndefined();
    const preflight = await t.app.inject({
      method: "OPTIONS",
      url: "/api/account/profile",
      headers: { origin: "https://evil.example", "access-control-request-method": "PATCH", "access-control-request-headers": "content-type" },
    });
    expect(preflight.headers["access-control-allow-origin"]).toBeUndefined();
    expect(preflight.headers["access-control-allow-methods"]).toBeUndefined();
  });
});

describe("security headers", () => {
  it.each([
    ["200", "/api/health", 200],
    ["404", "/api/no-such-route", 404],
    ["500", "/api/test/explode", 500],
  ] as const)("are on a %s answer", async (_label, url, status) => {
    const response = await t.app.inject({ method: "GET", url, headers: { "x-forwarded-proto": "https" } });
    expect(response.statusCode).toBe(status);
    expect(response.headers).toMatchObject({
      "x-content-type-options": "nosniff",
      "x-frame-options": "DENY",
      "referrer-policy": "strict-origin-when-cross-origin",
      "cross-origin-opener-policy": "same-origin",
      "cross-origin-resource-policy": "same-origin",
      "strict-transport-security": "max-age=31536000; includeSubDomains",
    });
    expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(response.headers["content-security-policy"]).not.toContain("unsafe-eval");
    expect(response.headers["x-powered-by"]).toBeUndefined();
    if (status === 500) expect(response.body).not.toMatch(/boom|select secret|\.ts:\d+/);
  });

  it("are on an answer to a body that is not JSON, and HSTS only over HTTPS", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/account/sign-in",
      headers: { "content-type": "application/json", origin: SITE },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers).toMatchObject({ "x-frame-options": "DENY", "x-content-type-options": "nosniff" });
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });
});
