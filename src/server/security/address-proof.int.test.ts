import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDiskStore } from "../adapters/storage/store.ts";
import { seedDatabase } from "../db/seed.ts";
import { companionAccounts } from "../auth/tables.ts";
import { outbox } from "../db/platform-tables.ts";
import { GOOD_PASSWORD, sessionCookieFrom, signInUser, signUpUser, uniqueEmail, verificationTokenFromOutbox } from "../testing/accounts.ts";
import { signUpAdmin } from "../testing/members.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

/**
 * An address proves a mailbox, not a password: whoever signs up first with someone else's address (one in
 * ADMIN_EMAILS, one a companion is invited with) gains nothing when the owner opens the mailed link.
 */
let t: TestApp;
const OWNER_PASSWORD = "the owner's own long passphrase 7";

beforeAll(async () => {
  t = await createTestApp({ config: { adminEmails: ["owner@example.com", "second-owner@example.com"] } });
  await seedDatabase(t.database.db, { store: createDiskStore(t.config.dataDir), portraits: false, sampleData: true });
});
afterAll(() => t.close());

const me = (cookie = "") => t.app.inject({ method: "GET", url: "/api/account/me", headers: { cookie } });
const confirm = (token: string, cookie = "") =>
  t.app.inject({ method: "POST", url: "/api/account/verify-email", payload: { token }, headers: cookie ? { cookie } : {} });

async function newestMail(to: string, kind: string) {
  const [mail] = await t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.toAddress, to), eq(outbox.kind, kind)))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  return mail;
}

async function setPasswordFromMail(email: string, password: string) {
  const mail = await newestMail(email, "password-set");
  const token = new URL(/http\S+/.exec(mail?.textBody ?? "")?.[0] ?? "http://invalid/").searchParams.get("token") ?? "";
  return t.app.inject({ method: "POST", url: "/api/account/password/reset", payload: { token, password, confirmPassword: password } });
}

describe("confirming an address someone else registered", () => {
  it("a mail scanner's GET of the link changes nothing: it only opens the page that asks", async () => {
    const squatter = await signUpUser(t.app, { email: "second-owner@example.com" });
    const token = await verificationTokenFromOutbox(t.database.db, squatter.email);
    const opened = await t.app.inject({ method: "GET", url: `/api/account/verify-email?token=${token}` });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe(`/auth?mode=verify&token=${token}`);
    expect((await me(squatter.cookie)).json().user.emailVerified).toBe(false);
  });

  it("ends the squatter's sessions, grants nothing, and the owner becomes admin by choosing the password", async () => {
    const squatter = await signUpUser(t.app, { email: "owner@example.com" });
    const token = await verificationTokenFromOutbox(t.database.db, squatter.email);

    const confirmed = await confirm(token);
    expect(confirmed.json()).toEqual({ ok: true, outcome: "set-password" });
    expect((await me(squatter.cookie)).json().user).toBeNull();

    // Signed in again with the password they chose, the squatter has an unproven plain account.
    const again = await signInUser(t.app, squatter.email);
    expect((await me(again)).json()).toMatchObject({ role: "user", user: { emailVerified: false } });

    // The owner chooses the password from the mailbox: the address is proven, the role comes, the squatter is out.
    expect((await setPasswordFromMail("owner@example.com", OWNER_PASSWORD)).statusCode).toBe(200);
    expect((await me(again)).json().user).toBeNull();
    const owner = await signInUser(t.app, "owner@example.com", OWNER_PASSWORD);
    expect((await me(owner)).json()).toMatchObject({ role: "admin", user: { emailVerified: true } });
    const oldPassword = await t.app.inject({ method: "POST", url: "/api/account/sign-in", payload: { email: "owner@example.com", password: GOOD_PASSWORD } });
    expect(oldPassword.statusCode).toBe(401);
  });

  it("a companion's invitation waits for the mailbox owner's password, not the squatter's", async () => {
    const admin = await signUpAdmin(t.app, t.database.db);
    const email = uniqueEmail("invited");
    const squatter = await signUpUser(t.app, { email });
    const invite = await t.app.inject({ method: "POST", url: "/api/admin/companions/2/account", payload: { email }, headers: { cookie: admin.cookie } });
    expect(invite.json()).toMatchObject({ outcome: "invited" });

    await confirm(await verificationTokenFromOutbox(t.database.db, email));
    const again = await signInUser(t.app, email);
    expect((await me(again)).json().role).toBe("user");
    expect(await t.database.db.select().from(companionAccounts).where(eq(companionAccounts.companionId, "2"))).toHaveLength(0);
    expect((await me(squatter.cookie)).json().user).toBeNull();

    await setPasswordFromMail(email, OWNER_PASSWORD);
    expect((await me(await signInUser(t.app, email, OWNER_PASSWORD))).json().role).toBe("wingwoman");
  });

  it("from the account's own signed-in browser, the address is proven at once", async () => {
    const user = await signUpUser(t.app);
    const confirmed = await confirm(await verificationTokenFromOutbox(t.database.db, user.email), user.cookie);
    expect(confirmed.json()).toEqual({ ok: true, outcome: "verified" });
    expect((await me(user.cookie)).json().user.emailVerified).toBe(true);
    expect((await confirm(await verificationTokenFromOutbox(t.database.db, user.email))).json().outcome).toBe("already");
  });

  it("a forged or foreign link is refused with a clear message", async () => {
    const response = await confirm("not-a-token");
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: "invalid_token", message: "This link is invalid or has expired. Please ask for a new one." });
  });
});

describe("mails to an address nobody has proven", () => {
  it("greet without the name typed at sign-up", async () => {
    const user = await signUpUser(t.app, { fullName: "https://evil.example/verify?case=8812 Smith" });
    const mail = await newestMail(user.email, "email-verification");
    expect(mail?.textBody).not.toContain("evil.example");
    expect(mail?.textBody.startsWith("Hello,")).toBe(true);
  });
});

describe("sign-up with an address that has an account", () => {
  it("answers as for a new address, signs nobody in, and mails the owner a sign-in and a reset link", async () => {
    const owner = await signUpUser(t.app);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/account/sign-up",
      payload: { fullName: "Someone Else", phone: "3055550100", email: owner.email.toUpperCase(), password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ok: true });
    expect(sessionCookieFrom(response)).toBe("");
    const mail = await newestMail(owner.email, "already-registered");
    expect(mail?.subject).toBe("You already have a Wingmate account");
    expect(mail?.textBody).toContain("/auth?tab=forgot");
  });
});

describe("password reset requests", () => {
  it("a stranger's requests for an address never refuse its owner's", async () => {
    const owner = await signUpUser(t.app);
    const forgot = (remoteAddress: string) =>
      t.app.inject({ method: "POST", url: "/api/account/password/forgot", payload: { email: owner.email }, remoteAddress });
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await forgot("203.0.113.7")).statusCode).toBe(200);
    expect((await forgot("203.0.113.7")).statusCode).toBe(429);
    expect((await forgot("198.51.100.20")).statusCode).toBe(200);
  });
});
