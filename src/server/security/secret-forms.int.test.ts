import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GOOD_PASSWORD, sessionCookieFrom, signUpUser } from "../testing/accounts.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

/**
 * The forms that carry a password post, and their routes take a browser's own form post (sent before the app
 * has started, or without script): the browser is sent back to the page, and no address it is sent to
 * carries what was typed.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const formPost = (url: string, fields: Record<string, string>, referer = "http://localhost/auth") =>
  t.app.inject({
    method: "POST",
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded", referer, origin: t.config.publicUrl },
  });

describe("a form posted before the app has started", () => {
  it("signs in and returns to the page, with nothing typed in the address", async () => {
    const user = await signUpUser(t.app);
    const response = await formPost("/api/account/sign-in", { email: user.email, password: user.password }, "http://localhost/es/auth?tab=login");
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/es/auth?done=sign-in");
    expect(sessionCookieFrom(response)).not.toBe("");
  });

  it("returns a failure to the page as a code, keeping the page's own query", async () => {
    const user = await signUpUser(t.app);
    const response = await formPost("/api/account/sign-in", { email: user.email, password: "not the password at all" }, "http://localhost/auth?tab=login");
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/auth?tab=login&error=invalid_email_or_password&form=sign-in");
    expect(String(response.headers.location)).not.toContain(encodeURIComponent(user.email));
  });

  it("signs up from the form's fields, the language among them", async () => {
    const email = `form-post-${Date.now()}@example.com`;
    const response = await formPost(
      "/api/account/sign-up",
      { fullName: "Form Poster", phone: "+1 305 555 0100", email, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD, locale: "es" },
      "http://localhost/es/auth?tab=signup",
    );
    expect(response.headers.location).toBe("/es/auth?done=sign-up");
    const me = await t.app.inject({ method: "GET", url: "/api/account/me", headers: { cookie: sessionCookieFrom(response) } });
    expect(me.json().user.email).toBe(email);
  });

  it("sends a post from another site, or from a page elsewhere, to our own page only", async () => {
    const response = await formPost("/api/account/sign-in", { email: "a@example.com", password: "x" }, "https://evil.example/auth");
    expect(response.headers.location).toBe("/auth?error=invalid_email_or_password&form=sign-in");
    const crossSite = await t.app.inject({
      method: "POST",
      url: "/api/account/sign-in",
      payload: "email=a%40example.com&password=x",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
    });
    expect(crossSite.headers.location).toBe("/auth?error=cross_origin&form=sign-in");
    expect(crossSite.cookies).toHaveLength(0);
  });

  it("is a JSON route's own answer for the app, unchanged", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/account/sign-in", payload: { email: "nobody@example.com", password: "whatever it is" } });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe("invalid_email_or_password");
  });
});
