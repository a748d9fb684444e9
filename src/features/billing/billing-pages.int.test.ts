import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuilds } from "../../../scripts/ensure-builds.ts";
import { loadWebBuild } from "../../server/http/pages.ts";
import { signUpUser, type SignedInUser } from "../../server/testing/accounts.ts";
import { createTestApp, type TestApp } from "../../server/testing/test-app.ts";

/** The membership's pages (welcome, the sandbox checkout and portal) as the real web build draws them, from their loaders. */

const BUILD_TIMEOUT_MS = 240_000;

let t: TestApp;
let buyer: SignedInUser;
let stranger: SignedInUser;
/** The buyer's membership checkout, paid before the tests. */
let paidCheckout: string;
let openCheckout: string;

const get = (url: string, cookie?: string) => t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
const post = (url: string, cookie: string, payload?: object) => t.app.inject({ method: "POST", url, payload, headers: { cookie } });

async function startCheckout(who: SignedInUser): Promise<string> {
  const response = await post("/api/billing/checkout", who.cookie, { locale: "en", returnTo: "/profiles/4" });
  expect(response.statusCode).toBe(200);
  return new URL(response.json<{ url: string }>().url).pathname.split("/").pop() ?? "";
}

beforeAll(async () => {
  ensureBuilds();
  const webBuild = await loadWebBuild(path.resolve("build/client"));
  if (!webBuild) throw new Error("No web build in build/: `npm run build` first.");
  t = await createTestApp({ webBuild });
  buyer = await signUpUser(t.app);
  stranger = await signUpUser(t.app);
  openCheckout = await startCheckout(stranger);
  paidCheckout = await startCheckout(buyer);
  expect((await post(`/api/billing/sandbox/checkouts/${paidCheckout}/pay`, buyer.cookie)).statusCode).toBe(200);
}, BUILD_TIMEOUT_MS);

afterAll(() => t?.close());

describe("the pages about one's own membership", () => {
  it("send a visitor to log in, and back to the same address after", async () => {
    const welcome = await get("/membership/welcome?next=%2Fprofiles%2F4");
    expect(welcome.statusCode).toBe(302);
    expect(welcome.headers.location).toBe(`/auth?next=${encodeURIComponent("/membership/welcome?next=%2Fprofiles%2F4")}`);
    const portal = await get("/es/sandbox/portal");
    expect(portal.statusCode).toBe(302);
    expect(portal.headers.location).toBe(`/es/auth?next=${encodeURIComponent("/es/sandbox/portal")}`);
  });

  it("welcome a new member in the first HTML, with the way back to where the upgrade started", async () => {
    const response = await get("/membership/welcome?next=%2Fprofiles%2F4", buyer.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("Welcome, VIP!");
    expect(response.body).toContain('href="/profiles/4"');
  });

  it("show each account its own membership in the portal", async () => {
    const member = await get("/sandbox/portal", buyer.cookie);
    expect(member.statusCode).toBe(200);
    expect(member.body).toContain("Active: renews on");
    expect(member.body).toContain("Cancel at Period End");
    const free = await get("/sandbox/portal", stranger.cookie);
    expect(free.body).toContain("You have no active membership.");
    expect(free.body).not.toContain("Active: renews on");
  });
});

describe("the sandbox checkout page", () => {
  it("shows a membership's checkout to its own account only", async () => {
    const own = await get(`/sandbox/checkout/${openCheckout}`, stranger.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain("Pay $29.99 (test)");
    for (const cookie of [buyer.cookie, undefined]) {
      const other = await get(`/sandbox/checkout/${openCheckout}`, cookie);
      expect(other.statusCode).toBe(200);
      expect(other.body).toContain("This checkout does not exist or belongs to another account.");
      expect(other.body).not.toContain("Pay $29.99 (test)");
    }
  });

  it("offers to keep the free account: a link back to the page the upgrade started from", async () => {
    const own = (await get(`/sandbox/checkout/${openCheckout}`, stranger.cookie)).body;
    expect(own).toMatch(/<a[^>]*href="\/profiles\/4"[^>]*>Not now, keep my free account<\/a>/);
    expect((await get(`/sandbox/checkout/${paidCheckout}`, buyer.cookie)).body).not.toContain("Not now, keep my free account");
  });

  it("offers the way on once paid, and is not broken by an address that names no checkout", async () => {
    expect((await get(`/sandbox/checkout/${paidCheckout}`, buyer.cookie)).body).toContain("Already paid: continue");
    expect((await get("/sandbox/checkout/not-a-checkout", buyer.cookie)).body).toContain("This checkout does not exist or belongs to another account.");
  });
});
