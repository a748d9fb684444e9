import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { accounts, sessions, users } from "../../server/auth/tables.ts";
import { outbox } from "../../server/db/platform-tables.ts";
import { subscriptions } from "../billing/tables.server.ts";
import { GOOD_PASSWORD, sessionCookieFrom, signUpUser, uniqueEmail, verifyEmailFromOutbox } from "../../server/testing/accounts.ts";
import { createTestApp, type TestApp } from "../../server/testing/test-app.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ config: { adminEmails: ["boss@example.com"], trustProxy: true } });
});
afterAll(() => t.close());
beforeEach(() => t.database.reset());

const me = (cookie?: string) => t.app.inject({ method: "GET", url: "/api/account/me", headers: cookie ? { cookie } : {} });
const signIn = (email: string, password: string, ip = "203.0.113.1") =>
  t.app.inject({ method: "POST", url: "/api/account/sign-in", payload: { email, password }, headers: { "x-forwarded-for": ip } });

describe("sign-up", () => {
  it("creates the account, its profile from the full name and phone, and a session", async () => {
    const user = await signUpUser(t.app, { fullName: "Ana María López", phone: "+1 305 555 0100" });
    const state = (await me(user.cookie)).json();
    expect(state.user.email).toBe(user.email);
    expect(state.profile).toMatchObject({ firstName: "Ana", lastName: "María López", phoneNumber: "+1 305 555 0100" });
    expect(state).toMatchObject({ role: "user", isMember: false, subscription: { subscribed: false, subscription_tier: null, subscription_end: null } });
  });

  it("stores an argon2id hash, never the password", async () => {
    const user = await signUpUser(t.app);
    const [row] = await t.database.db
      .select({ password: accounts.password })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(eq(users.email, user.email));
    expect(row?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it("sets an httpOnly SameSite=Lax session cookie", async () => {
    const password = GOOD_PASSWORD;
    const response = await t.app.inject({
      method: "POST",
      url: "/api/account/sign-up",
      payload: { fullName: "Sam Reyes", phone: "3055550101", email: uniqueEmail(), password, confirmPassword: password },
    });
    const cookie = response.cookies.find((item) => item.name === "wingmate.session_token");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
  });

  it.each([
    [{ fullName: "  " }, "fullName", "Please enter your full name."],
    [{ phone: "" }, "phone", "Please enter your phone number."],
    [{ confirmPassword: "something else entirely" }, "confirmPassword", "Please make sure your passwords match."],
    [{ password: "short", confirmPassword: "short" }, "password", "Use at least 12 characters."],
    [{ password: "x".repeat(129), confirmPassword: "x".repeat(129) }, "password", "Use at most 128 characters."],
    [{ password: "password1234", confirmPassword: "password1234" }, "password", "This password is too common. Please choose one that is harder to guess."],
    [
      { email: "same.as.password@example.com", password: "same.as.password@example.com", confirmPassword: "same.as.password@example.com" },
      "password",
      "Your password must not be your e-mail address.",
    ],
  ])("refuses %o with a message on %s", async (change, field, message) => {
    const payload = { fullName: "Ana López", phone: "3055550100", email: uniqueEmail(), password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD, ...change };
    const response = await t.app.inject({ method: "POST", url: "/api/account/sign-up", payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
  });

  it("gives each field's message with its catalog id, for the page to say in its language", async () => {
    const payload = { fullName: "", phone: "3055550100", email: uniqueEmail(), password: "short", confirmPassword: "other" };
    const { error } = (await t.app.inject({ method: "POST", url: "/api/account/sign-up", payload })).json();
    expect(error.fieldIds).toMatchObject({
      fullName: "form.enterFullName",
      password: "auth.passwordTooShort",
      confirmPassword: "auth.passwordsDontMatch.description",
    });
    expect(error.fields).toMatchObject({ fullName: "Please enter your full name.", confirmPassword: "Please make sure your passwords match." });
  });

  it("makes no second account for the same e-mail, whatever its case, and says so only to the address", async () => {
    const user = await signUpUser(t.app);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/account/sign-up",
      payload: {
        fullName: "Other",
        phone: "3055550100",
        email: user.email.toUpperCase(),
        password: "another long passphrase 9",
        confirmPassword: "another long passphrase 9",
      },
    });
    expect(response.statusCode).toBe(201);
    expect(sessionCookieFrom(response)).toBe("");
    expect(
      await t.database.db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, user.email)),
    ).toHaveLength(1);
    expect((await signIn(user.email, "another long passphrase 9")).statusCode).toBe(401);
  });

  it("makes an ADMIN_EMAILS account admin only once it has verified the address", async () => {
    // The usual first deploy: nobody owns the address yet, and whoever signs up first with it is not made admin.
    const user = await signUpUser(t.app, { email: "boss@example.com" });
    expect((await me(user.cookie)).json().role).toBe("user");
    await verifyEmailFromOutbox(t.app, t.database.db, "boss@example.com");
    expect((await me(user.cookie)).json().role).toBe("admin");
  });

  it("queues a verification e-mail with a working link", async () => {
    const user = await signUpUser(t.app);
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.toAddress, user.email));
    expect(mail?.kind).toBe("email-verification");
    const link = new URL(/http\S+/.exec(mail?.textBody ?? "")?.[0] ?? "");
    expect(link.pathname).toBe("/auth");
    expect(link.searchParams.get("mode")).toBe("verify");
    const response = await t.app.inject({
      method: "POST",
      url: "/api/account/verify-email",
      payload: { token: link.searchParams.get("token") },
      headers: { cookie: user.cookie },
    });
    expect(response.json()).toEqual({ ok: true, outcome: "verified" });
    expect((await me(user.cookie)).json().user.emailVerified).toBe(true);
  });
});

describe("the account's language", () => {
  const mailsTo = (email: string) => t.database.db.select().from(outbox).where(eq(outbox.toAddress, email));

  it("is the sign-up page's: a Spanish sign-up gets its confirmation in Spanish, linking back to Spanish pages", async () => {
    const user = await signUpUser(t.app, { locale: "es" });
    const [mail] = await mailsTo(user.email);
    expect(mail?.subject).toBe("Confirma tu correo para Wingmate");
    // Until the address is proven, the name typed at sign-up is not repeated to it.
    expect(mail?.textBody).toContain("Hola:");
    const link = new URL(/http\S+/.exec(mail?.textBody ?? "")?.[0] ?? "");
    expect(link.pathname).toBe("/es/auth");
    // A link mailed before confirming became a POST opens the Spanish confirmation page.
    const older = await t.app.inject({ method: "GET", url: "/api/account/verify-email?token=abc&lang=es" });
    expect(older.headers.location).toBe("/es/auth?mode=verify&token=abc");
  });

  it("changes with the switcher, and the next mail follows it", async () => {
    const user = await signUpUser(t.app);
    const change = (locale: string, cookie = user.cookie) =>
      t.app.inject({ method: "PUT", url: "/api/account/language", payload: { locale }, headers: { cookie, "x-requested-with": "wingmate" } });
    expect((await change("es")).statusCode).toBe(200);
    expect((await change("fr")).statusCode).toBe(400);
    expect((await t.app.inject({ method: "PUT", url: "/api/account/language", payload: { locale: "es" } })).statusCode).toBe(401);
    await t.app.inject({ method: "POST", url: "/api/account/password/forgot", payload: { email: user.email } });
    // The address is not proven yet, so the link is worded as choosing the password.
    const reset = (await mailsTo(user.email)).find((mail) => mail.kind === "password-set");
    expect(reset?.subject).toBe("Elige tu contraseña de Wingmate");
    expect(reset?.textBody).toMatch(/\/es\/auth\?mode=reset&token=/);
  });
});

describe("sign-in and sign-out", () => {
  it("signs in with a fresh session each time, and refuses a wrong password", async () => {
    const user = await signUpUser(t.app);
    const refused = (await signIn(user.email, "wrong password here")).json().error;
    expect([refused.message, refused.id]).toEqual(["Invalid e-mail or password.", "auth.invalidCredentials"]);
    const first = await signIn(user.email, user.password);
    const second = await signIn(user.email.toUpperCase(), user.password);
    expect(first.statusCode).toBe(200);
    expect(sessionCookieFrom(first)).not.toBe(sessionCookieFrom(second));
    expect((await me(sessionCookieFrom(second))).json().user.email).toBe(user.email);
  });

  it("revokes the session on the server at sign-out: the replayed cookie gets 401", async () => {
    const user = await signUpUser(t.app);
    const out = await t.app.inject({ method: "POST", url: "/api/account/sign-out", headers: { cookie: user.cookie } });
    expect(out.statusCode).toBe(200);
    expect((await me(user.cookie)).json().user).toBeNull();
    const replay = await t.app.inject({ method: "GET", url: "/api/account/export", headers: { cookie: user.cookie } });
    expect(replay.statusCode).toBe(401);
  });

  it("stops an account after 8 failures from one address, and an IPv6 address counts by its /64", async () => {
    const user = await signUpUser(t.app);
    for (let attempt = 1; attempt <= 8; attempt++) {
      expect((await signIn(user.email, "not the password!", `2001:db8:1:2::${attempt.toString(16)}`)).statusCode).toBe(401);
    }
    const ninth = await signIn(user.email, user.password, "2001:db8:1:2:ffff::9");
    expect(ninth.statusCode).toBe(429);
    expect(Number(ninth.headers["retry-after"])).toBeGreaterThan(0);
    expect(ninth.json().error.message).toMatch(/Too many failed attempts/);
  });

  it("never lets a stranger elsewhere lock the owner out: across addresses, only a delay", async () => {
    const user = await signUpUser(t.app);
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await signIn(user.email, "not the password!", `198.51.100.${attempt}`)).statusCode).toBe(401);
    }
    const started = Date.now();
    const owner = await signIn(user.email, user.password, "203.0.113.50");
    expect(owner.statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(700);
  });

  it("limits sign-ups per IP", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 51; attempt++) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/account/sign-up",
        headers: { "x-forwarded-for": "192.0.2.88" },
        payload: { fullName: "Many Accounts", phone: "3055550100", email: uniqueEmail("bulk"), password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 50).every((status) => status === 201)).toBe(true);
    expect(statuses[50]).toBe(429);
  });

  it("limits sign-in attempts per IP", async () => {
    let last = 0;
    for (let attempt = 0; attempt < 31; attempt++) last = (await signIn(uniqueEmail(), "whatever password", "192.0.2.77")).statusCode;
    expect(last).toBe(429);
  });
});

describe("guards and same-origin", () => {
  it.each([
    ["GET", "/api/account/export"],
    ["PATCH", "/api/account/profile"],
    ["POST", "/api/account/password/change"],
    ["POST", "/api/account/verification/resend"],
    ["POST", "/api/account/delete"],
  ] as const)("%s %s answers 401 without a session", async (method, url) => {
    const response = await t.app.inject({ method, url, payload: method === "GET" ? undefined : {} });
    expect(response.statusCode).toBe(401);
  });

  it("refuses a cross-site POST (CSRF) and accepts our own origin", async () => {
    const user = await signUpUser(t.app);
    const payload = { firstName: "Ana", lastName: "", phoneNumber: "", countryCode: "", zipCode: "", bio: "Hi" };
    const evil = await t.app.inject({
      method: "PATCH",
      url: "/api/account/profile",
      payload,
      headers: { cookie: user.cookie, origin: "https://evil.example" },
    });
    expect(evil.statusCode).toBe(403);
    const fetchMeta = await t.app.inject({
      method: "PATCH",
      url: "/api/account/profile",
      payload,
      headers: { cookie: user.cookie, "sec-fetch-site": "cross-site" },
    });
    expect(fetchMeta.statusCode).toBe(403);
    const own = await t.app.inject({ method: "PATCH", url: "/api/account/profile", payload, headers: { cookie: user.cookie, origin: t.config.publicUrl } });
    expect(own.statusCode).toBe(200);
    expect(own.json().bio).toBe("Hi");
  });
});

describe("passwords", () => {
  it("resets through the e-mailed link once, revoking every session", async () => {
    const user = await signUpUser(t.app);
    await verifyEmailFromOutbox(t.app, t.database.db, user.email, user.cookie);
    const forgot = await t.app.inject({ method: "POST", url: "/api/account/password/forgot", payload: { email: user.email } });
    expect(forgot.statusCode).toBe(200);
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.kind, "password-reset"));
    const token = new URL(/http\S+/.exec(mail?.textBody ?? "")?.[0] ?? "").searchParams.get("token");
    const newPassword = "a brand new passphrase 7";
    const reset = await t.app.inject({
      method: "POST",
      url: "/api/account/password/reset",
      payload: { token, password: newPassword, confirmPassword: newPassword },
    });
    expect(reset.statusCode).toBe(200);
    expect((await me(user.cookie)).json().user).toBeNull();
    expect((await signIn(user.email, user.password)).statusCode).toBe(401);
    expect((await signIn(user.email, newPassword)).statusCode).toBe(200);
    const again = await t.app.inject({
      method: "POST",
      url: "/api/account/password/reset",
      payload: { token, password: newPassword, confirmPassword: newPassword },
    });
    expect(again.statusCode).toBe(400);
  });

  it("answers the same for an unknown e-mail (no account discovery)", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/account/password/forgot", payload: { email: uniqueEmail() } });
    expect(response.statusCode).toBe(200);
    expect(await t.database.db.select().from(outbox)).toHaveLength(0);
  });

  it("changes the password and signs out the other sessions", async () => {
    const user = await signUpUser(t.app);
    const other = sessionCookieFrom(await signIn(user.email, user.password));
    const password = "another long passphrase 9";
    const change = await t.app.inject({
      method: "POST",
      url: "/api/account/password/change",
      headers: { cookie: user.cookie },
      payload: { currentPassword: user.password, password, confirmPassword: password },
    });
    expect(change.statusCode).toBe(200);
    expect((await me(other)).json().user).toBeNull();
    expect((await me(sessionCookieFrom(change) || user.cookie)).json().user?.email).toBe(user.email);
  });

  it("tells the owner of a changed password, in the account's language, with the way back in if it was not them", async () => {
    const user = await signUpUser(t.app, { fullName: "Lucía Gómez", locale: "es" });
    await verifyEmailFromOutbox(t.app, t.database.db, user.email, user.cookie);
    const password = "another long passphrase 9";
    await t.app.inject({
      method: "POST",
      url: "/api/account/password/change",
      headers: { cookie: user.cookie },
      payload: { currentPassword: user.password, password, confirmPassword: password },
    });
    const [notice] = await t.database.db.select().from(outbox).where(eq(outbox.kind, "password-changed"));
    expect(notice?.toAddress).toBe(user.email);
    expect(notice?.subject).toBe("Se cambió tu contraseña de Wingmate");
    expect(notice?.textBody).toContain("Hola, Lucía:");
    expect(notice?.textBody).toMatch(/Si no fuiste tú, elige ahora una contraseña nueva/);
    expect(notice?.textBody).toMatch(/\/es\/auth\?tab=forgot/);
    expect(notice?.textBody).not.toContain(password);
  });

  it("tells the owner after a reset through the mailed link too, but not when the link only chose a first password", async () => {
    const unproven = await signUpUser(t.app);
    await t.app.inject({ method: "POST", url: "/api/account/password/forgot", payload: { email: unproven.email } });
    const resetWith = async (kind: string, email: string) => {
      const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.kind, kind));
      const token = new URL(/http\S+/.exec(mail?.textBody ?? "")?.[0] ?? "").searchParams.get("token");
      const password = "a brand new passphrase 7";
      const reset = await t.app.inject({ method: "POST", url: "/api/account/password/reset", payload: { token, password, confirmPassword: password } });
      expect(reset.statusCode, email).toBe(200);
      await t.database.db.delete(outbox).where(eq(outbox.kind, kind));
    };
    await resetWith("password-set", unproven.email);
    expect(await t.database.db.select().from(outbox).where(eq(outbox.kind, "password-changed"))).toEqual([]);

    const owner = await signUpUser(t.app);
    await verifyEmailFromOutbox(t.app, t.database.db, owner.email, owner.cookie);
    await t.app.inject({ method: "POST", url: "/api/account/password/forgot", payload: { email: owner.email } });
    await resetWith("password-reset", owner.email);
    const [notice] = await t.database.db.select().from(outbox).where(eq(outbox.kind, "password-changed"));
    expect(notice).toMatchObject({ toAddress: owner.email, subject: "Your Wingmate password was changed" });
    expect(notice?.textBody).toContain("If this wasn't you");
  });
});

describe("my data", () => {
  it("exports everything stored about me, without secrets", async () => {
    const user = await signUpUser(t.app);
    const response = await t.app.inject({ method: "GET", url: "/api/account/export", headers: { cookie: user.cookie } });
    expect(response.headers["content-disposition"]).toContain("attachment");
    const data = response.json();
    expect(data.account.email).toBe(user.email);
    expect(data.profile.firstName).toBe("Ana");
    expect(JSON.stringify(data)).not.toMatch(/argon2|session_token|"token"/);
  });

  it("deletes the account after the password is confirmed; signing in then fails", async () => {
    const user = await signUpUser(t.app);
    // A proven address: the mails sent to it are the account's to erase.
    await verifyEmailFromOutbox(t.app, t.database.db, user.email, user.cookie);
    const wrong = await t.app.inject({
      method: "POST",
      url: "/api/account/delete",
      headers: { cookie: user.cookie },
      payload: { password: "not my password" },
    });
    expect(wrong.statusCode).toBe(400);
    const response = await t.app.inject({ method: "POST", url: "/api/account/delete", headers: { cookie: user.cookie }, payload: { password: user.password } });
    expect(response.statusCode).toBe(200);
    expect((await signIn(user.email, user.password)).statusCode).toBe(401);
    expect(await t.database.db.select().from(sessions)).toHaveLength(0);
    expect(await t.database.db.select().from(outbox).where(eq(outbox.toAddress, user.email))).toHaveLength(0);
  });
});

describe("membership state", () => {
  it("is a member only with subscribed, a tier and a period end in the future", async () => {
    const user = await signUpUser(t.app);
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, user.email));
    const userId = row?.id ?? "";
    const future = new Date(Date.now() + 86_400_000);
    await t.database.db.insert(subscriptions).values({ userId, subscribed: true, tier: "VIP", currentPeriodEnd: future });
    await t.database.changes.settle(); // every instance's session cache has heard of the change
    expect((await me(user.cookie)).json()).toMatchObject({
      isMember: true,
      subscription: { subscribed: true, subscription_tier: "VIP", subscription_end: future.toISOString() },
    });
    await t.database.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.userId, userId));
    await t.database.changes.settle();
    expect((await me(user.cookie)).json().isMember).toBe(false);
  });
});
