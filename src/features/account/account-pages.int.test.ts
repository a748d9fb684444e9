import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuilds } from "../../../scripts/ensure-builds.ts";
import { loadWebBuild } from "../../server/http/pages.ts";
import { signUpUser, verificationTokenFromOutbox, type SignedInUser } from "../../server/testing/accounts.ts";
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

describe("the sign-up form", () => {
  it("says before the click that VIP checkout comes next, at what price, and that it can be skipped, in each language", async () => {
    const english = (await get("/auth?tab=signup")).body;
    expect(english).toContain("Sign Up &amp; Go to VIP Checkout");
    expect(english).toContain("Next comes the VIP checkout, $29.99/month — you can skip it and keep your free account.");
    const spanish = (await get("/es/auth?tab=signup")).body;
    expect(spanish).toContain("Registrarse e ir al pago VIP");
    expect(spanish).toContain("Después viene el pago VIP, $29.99/mes: puedes saltarlo y quedarte con tu cuenta gratuita.");
  });

  it("after a sign-up posted by the browser itself, offers the membership and the way on with the free account", async () => {
    const free = await signUpUser(t.app);
    const page = (await get("/auth?done=sign-up&next=%2Fprofiles%2F2", free.cookie)).body;
    expect(page).toContain("Complete My Membership");
    expect(page).toMatch(/<a[^>]*href="\/profiles\/2"[^>]*>Not now, keep my free account<\/a>/);
  });
});

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

describe("the page a confirmation link opens, as the server draws it (before the app starts)", () => {
  const verifyPage = (token: string, prefix = "") => `${prefix}/auth?${new URLSearchParams({ mode: "verify", token })}`;
  /** The confirmation form posted by a browser without the app: the answer is the page to go back to. */
  const postForm = (url: string, page: string, body: string, cookie: string) =>
    t.app.inject({
      method: "POST",
      url,
      payload: body,
      headers: { cookie, "content-type": "application/x-www-form-urlencoded", referer: `${t.config.publicUrl}${page}`, origin: t.config.publicUrl },
    });

  it("asks, then says the address is confirmed; the same link again says it was already", async () => {
    const user = await signUpUser(t.app);
    const token = await verificationTokenFromOutbox(t.database.db, user.email);
    const opened = await get(verifyPage(token), user.cookie);
    expect(opened.body).toContain("Confirm My E-mail");
    const posted = await postForm("/api/account/verify-email", verifyPage(token), new URLSearchParams({ token }).toString(), user.cookie);
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe("/auth?done=verify-email&outcome=verified");
    expect((await get(String(posted.headers.location), user.cookie)).body).toContain("E-mail confirmed");
    for (const cookie of [user.cookie, undefined]) {
      const again = await get(verifyPage(token), cookie);
      expect(again.body).toContain("E-mail already confirmed");
      expect(again.body).not.toContain("Confirm My E-mail");
    }
  });

  it("says a broken link is invalid or expired, with the way to a new one, for the account and for a visitor", async () => {
    const user = await signUpUser(t.app);
    const broken = `${await verificationTokenFromOutbox(t.database.db, user.email)}x`;
    const signedIn = await get(verifyPage(broken), user.cookie);
    expect(signedIn.body).toContain("This link is invalid or expired");
    expect(signedIn.body).toContain("Send a New Link");
    expect(signedIn.body).toContain('action="/api/account/verification/resend"');
    expect(signedIn.body).not.toContain("Your Account");
    const visitor = await get(verifyPage(broken));
    expect(visitor.body).toContain("This link is invalid or expired");
    expect(visitor.body).toContain("Log in to send yourself a new link.");
    expect(visitor.body).toContain('href="/auth?next=%2Faccount"');
    const spanish = await get(verifyPage(broken, "/es"));
    expect(spanish.body).toContain("Este enlace no es válido o ha caducado");
    expect(spanish.body).toContain('href="/es/auth?next=%2Fes%2Faccount"');
  });

  it("sends a new link from the form without the app, and says it went", async () => {
    const user = await signUpUser(t.app);
    const page = verifyPage("not-a-link");
    const posted = await postForm("/api/account/verification/resend", page, "", user.cookie);
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe("/auth?done=resend");
    expect((await get(String(posted.headers.location), user.cookie)).body).toContain("A new confirmation link is on its way to your inbox.");
  });
});
