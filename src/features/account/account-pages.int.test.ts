import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuilds } from "../../../scripts/ensure-builds.ts";
import { loadWebBuild } from "../../server/http/pages.ts";
import { signUpUser, type SignedInUser } from "../../server/testing/accounts.ts";
import { signUpMember } from "../../server/testing/members.ts";
import { createTestApp, type TestApp } from "../../server/testing/test-app.ts";

/** The account's pages as the real web build draws them for each viewer, and where it sends a visitor. */

const BUILD_TIMEOUT_MS = 240_000;

let t: TestApp;
let member: SignedInUser;
let otherMember: SignedInUser;

beforeAll(async () => {
  ensureBuilds();
  const webBuild = await loadWebBuild(path.resolve("build/client"));
  if (!webBuild) throw new Error("No web build in build/: `npm run build` first.");
  t = await createTestApp({ webBuild });
  member = await signUpMember(t.app, t.database.db);
  otherMember = await signUpMember(t.app, t.database.db);
}, BUILD_TIMEOUT_MS);

afterAll(() => t?.close());

const get = (url: string, cookie?: string) => t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

describe("the account settings page", () => {
  it("sends a visitor to log in, and back here after, in the page's language", async () => {
    const logins = { "/account": "/auth?next=%2Faccount", "/es/account": "/es/auth?next=%2Fes%2Faccount" };
    for (const [url, login] of Object.entries(logins)) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toBe(login);
    }
  });

  it("is drawn for a signed-in account, with its own address only", async () => {
    const free = await signUpUser(t.app);
    const response = await get("/account", free.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`Signed in as ${free.email}.`);
    expect(response.body).not.toContain(member.email);
  });
});

describe("My VIP Profile", () => {
  it("sends a visitor home at once, in the page's language", async () => {
    const homes = { "/user-profile": "/", "/es/user-profile": "/es" };
    for (const [url, home] of Object.entries(homes)) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toBe(home);
    }
  });

  it("shows a member their own profile and subscription, none of another member's", async () => {
    const response = await get("/user-profile", member.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(member.email);
    expect(response.body).toContain("Edit Profile");
    expect(response.body).toContain("Active");
    expect(response.body).not.toContain(otherMember.email);
  });

  it("draws nothing of the profile for a free member (the page tells them, then goes home)", async () => {
    const free = await signUpUser(t.app);
    const response = await get("/user-profile", free.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("VIP Access Required");
    expect(response.body).toContain('href="/vip-signup"');
    expect(response.body).not.toContain("Edit Profile");
  });
});
