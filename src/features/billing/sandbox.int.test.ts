import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { outbox } from "../../server/db/platform-tables.ts";
import { subscriptions } from "./tables.server.ts";
import { signUpUser, type SignedInUser } from "../../server/testing/accounts.ts";
import { signUpAdmin } from "../../server/testing/members.ts";
import { createTestApp, type TestApp } from "../../server/testing/test-app.ts";
import { formatLongDate } from "../../shared/format.ts";

let t: TestApp;
let user: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.reset();
  user = await signUpUser(t.app);
});

const call = (method: "GET" | "POST", url: string, payload?: unknown, cookie: string | undefined = user.cookie) =>
  t.app.inject({ method, url, payload: payload as object, headers: cookie ? { cookie } : {} });
const state = async () => (await call("GET", "/api/billing/subscription")).json();
const checkoutId = (url: string) => new URL(url).pathname.split("/").pop() ?? "";

async function payNewCheckout(): Promise<string> {
  const { url } = (await call("POST", "/api/billing/checkout")).json();
  expect(url).toMatch(/\/sandbox\/checkout\/[0-9a-f-]{36}$/);
  const id = checkoutId(url);
  expect((await call("POST", `/api/billing/sandbox/checkouts/${id}/pay`)).statusCode).toBe(200);
  return id;
}

describe("the sandbox checkout", () => {
  it("asks visitors to log in first", async () => {
    const response = await call("POST", "/api/billing/checkout", undefined, "");
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe("You need to be logged in to subscribe.");
    expect(response.json().error.id).toBe("vip.logInToSubscribe");
  });

  it("activates a month of VIP when paid, once however often Pay is pressed", async () => {
    expect((await state()).is_member).toBe(false);
    const id = await payNewCheckout();
    await call("POST", `/api/billing/sandbox/checkouts/${id}/pay`);
    const after = await state();
    expect(after).toMatchObject({ subscribed: true, subscription_tier: "VIP", status: "active", provider: "sandbox", is_member: true });
    const days = (new Date(after.subscription_end).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    expect((await call("GET", "/api/account/me")).json().isMember).toBe(true);
    expect((await call("POST", "/api/billing/checkout")).statusCode).toBe(409);
  });

  it("returns the payer to the welcome page with the page the upgrade started from, never to another site", async () => {
    const successUrlFor = async (returnTo: string) => {
      const { url } = (await call("POST", "/api/billing/checkout", { locale: "en", returnTo })).json();
      return (await call("GET", `/api/billing/sandbox/checkouts/${checkoutId(url)}`)).json().successUrl as string;
    };
    expect(await successUrlFor("/profiles/4?sort=rating")).toMatch(/\/membership\/welcome\?next=%2Fprofiles%2F4%3Fsort%3Drating$/);
    for (const elsewhere of ["//evil.example/x", "/\\evil.example", "https://evil.example", "/profiles\n/4"]) {
      expect(await successUrlFor(elsewhere), elsewhere).toMatch(/\/membership\/welcome$/);
    }
  });

  it("returns the person who does not pay now to the page the upgrade started from, never to another site", async () => {
    const cancelUrlFor = async (body: object) => {
      const { url } = (await call("POST", "/api/billing/checkout", body)).json();
      return (await call("GET", `/api/billing/sandbox/checkouts/${checkoutId(url)}`)).json().cancelUrl as string;
    };
    expect(await cancelUrlFor({ locale: "en", returnTo: "/profiles/4?sort=rating" })).toMatch(/^http:\/\/[^/]+\/profiles\/4\?sort=rating$/);
    expect(await cancelUrlFor({ locale: "es", returnTo: "/es" })).toMatch(/^http:\/\/[^/]+\/es$/);
    // No page named: the membership's page, in the checkout's language.
    expect(await cancelUrlFor({ locale: "es" })).toMatch(/^http:\/\/[^/]+\/es\/become-member$/);
    for (const elsewhere of ["//evil.example/x", "/\\evil.example", "https://evil.example"]) {
      expect(await cancelUrlFor({ locale: "en", returnTo: elsewhere }), elsewhere).toMatch(/^http:\/\/[^/]+\/become-member$/);
    }
  });

  it("keeps another user's checkout private", async () => {
    const { url } = (await call("POST", "/api/billing/checkout")).json();
    const other = await signUpUser(t.app);
    expect((await call("POST", `/api/billing/sandbox/checkouts/${checkoutId(url)}/pay`, undefined, other.cookie)).statusCode).toBe(404);
  });
});

describe("the sandbox billing portal", () => {
  it("cancels at period end (still a member), resumes, and refunds within 30 days (membership ends at once)", async () => {
    await payNewCheckout();
    expect((await call("POST", "/api/billing/portal")).json().url).toMatch(/\/sandbox\/portal$/);
    // The account's state says whether the membership renews or ends at subscription_end: the pages say which.
    const me = async () => (await call("GET", "/api/account/me")).json();
    expect(await me()).toMatchObject({ isMember: true, membershipRenews: true });
    const cancelled = (await call("POST", "/api/billing/sandbox/portal/cancel")).json();
    expect(cancelled).toMatchObject({ cancel_at_period_end: true, is_member: true });
    expect(await me()).toMatchObject({ isMember: true, membershipRenews: false });
    expect((await call("POST", "/api/billing/sandbox/portal/resume")).json().cancel_at_period_end).toBe(false);
    expect(await me()).toMatchObject({ isMember: true, membershipRenews: true });
    const refunded = (await call("POST", "/api/billing/sandbox/portal/refund")).json();
    expect(refunded).toMatchObject({ is_member: false, status: "canceled", subscribed: false });
    // The same path as Stripe's: pressed again it refunds nothing more, and the member is mailed once (test mode).
    expect((await call("POST", "/api/billing/sandbox/portal/refund")).statusCode).toBe(200);
    expect((await call("POST", "/api/billing/portal/refund")).statusCode).toBe(200);
    const mails = (await t.database.db.select().from(outbox).where(eq(outbox.kind, "membership-refunded"))).filter((mail) => mail.toAddress === user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.textBody).toContain("Test mode: no money moves.");
  });

  it("refuses the refund after the 30-day guarantee", async () => {
    await payNewCheckout();
    await t.database.db.update(subscriptions).set({ firstPaidAt: new Date(Date.now() - 31 * 86_400_000) });
    const response = await call("POST", "/api/billing/sandbox/portal/refund");
    expect(response.statusCode).toBe(409);
    expect((await state()).is_member).toBe(true);
  });

  it("has nothing to manage before a payment", async () => {
    expect((await call("POST", "/api/billing/portal")).statusCode).toBe(409);
  });
});

describe("the member's own mails", () => {
  const mailsOf = async (kind: string) =>
    (await t.database.db.select().from(outbox).where(eq(outbox.kind, kind))).filter((mail) => mail.toAddress === user.email);

  it("mails a receipt once for a paid checkout: amount, period, how to cancel, the guarantee; test mode, never a card", async () => {
    const id = await payNewCheckout();
    await call("POST", `/api/billing/sandbox/checkouts/${id}/pay`);
    const receipts = await mailsOf("membership-receipt");
    expect(receipts).toHaveLength(1);
    const [receipt] = receipts;
    expect(receipt?.subject).toBe("Your Wingmate VIP receipt (test mode)");
    const text = receipt?.textBody ?? "";
    expect(text).toContain("Thank you for joining Wingmate VIP");
    expect(text).toContain("Amount: $29.99, VIP membership, monthly.");
    expect(text).toMatch(/Test mode: a test payment on \w+ \d+, \d{4}\. No card was charged/);
    expect(text).not.toMatch(/paid by card/i);
    expect(text).toMatch(/Period: \w+ \d+, \d{4} to \w+ \d+, \d{4}\. It renews on/);
    expect(text).toContain(`Receipt number: ${id.slice(0, 8).toUpperCase()}.`);
    expect(text).toContain(
      `Cancel anytime in Account Settings, Manage Subscription (you keep VIP until the end of the period you paid for): ${t.config.publicUrl}/account\n`,
    );
    expect(text).toMatch(/30-day money-back guarantee: .* by \w+ \d+, \d{4} for a full refund\./);
  });

  it("confirms Cancel at Period End with the date access ends, once, in the account's language", async () => {
    await t.app.inject({
      method: "PUT",
      url: "/api/account/language",
      payload: { locale: "es" },
      headers: { cookie: user.cookie, "x-requested-with": "wingmate" },
    });
    await payNewCheckout();
    const cancelled = (await call("POST", "/api/billing/sandbox/portal/cancel")).json();
    await call("POST", "/api/billing/sandbox/portal/cancel");
    const mails = await mailsOf("membership-cancelled");
    expect(mails).toHaveLength(1);
    const ends = formatLongDate(cancelled.subscription_end, "es");
    expect(mails[0]?.subject).toBe(`Tu membresía Wingmate VIP termina el ${ends}`);
    expect(mails[0]?.textBody).toContain(`Conservas todas las ventajas VIP hasta el ${ends}`);
    expect(mails[0]?.textBody).toContain("Modo de prueba: no se mueve dinero.");
    expect(mails[0]?.textBody).toContain(`${t.config.publicUrl}/es/account`);
    // Resuming and cancelling again is a new decision: it is confirmed again.
    await call("POST", "/api/billing/sandbox/portal/resume");
    await call("POST", "/api/billing/sandbox/portal/cancel");
    expect(await mailsOf("membership-cancelled")).toHaveLength(2);
  });
});

describe("VIP sign-up", () => {
  const form = (email: string) => ({ firstName: "Ana", lastName: "López", email, phone: "+1 305 555 0100", marketingConsent: true, agreedToTerms: true });

  it("requires the terms and the account's own e-mail", async () => {
    const noTerms = await call("POST", "/api/billing/vip-signup", { ...form(user.email), agreedToTerms: false });
    expect(noTerms.json().error.fields.agreedToTerms).toBe("Please agree to the terms and conditions");
    expect(noTerms.json().error.fieldIds.agreedToTerms).toBe("vip.agreeToTerms");
    const otherEmail = await call("POST", "/api/billing/vip-signup", form("someone.else@example.com"));
    expect(otherEmail.statusCode).toBe(400);
  });

  it("answers a signed-out submit with the spec's sentence", async () => {
    const response = await call("POST", "/api/billing/vip-signup", form(user.email), "");
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toMatchObject({ message: "Please log in to continue with VIP signup", id: "vip.logInToSignUp" });
  });

  it("takes the form posted by the browser itself: on to payment, or back to the form saying why", async () => {
    const post = (fields: Record<string, string>, cookie = user.cookie) =>
      t.app.inject({
        method: "POST",
        url: "/api/billing/vip-signup",
        payload: new URLSearchParams(fields).toString(),
        headers: { cookie, "content-type": "application/x-www-form-urlencoded", referer: "http://localhost/es/vip-signup" },
      });
    const fields = { firstName: "Ana", lastName: "López", email: user.email, phone: "", locale: "es" };
    const noTerms = await post(fields);
    expect(noTerms.statusCode).toBe(303);
    expect(noTerms.headers.location).toBe("/es/vip-signup?error=invalid_input&form=vip-signup");
    const signedOut = await post({ ...fields, agreedToTerms: "on" }, "");
    expect(signedOut.headers.location).toBe("/es/vip-signup?error=unauthorized&form=vip-signup");
    const paying = await post({ ...fields, agreedToTerms: "on" });
    expect(paying.statusCode).toBe(303);
    expect(paying.headers.location).toMatch(/\/sandbox\/checkout\/[0-9a-f-]{36}$/);
  });

  it("tells the business and returns the payment URL", async () => {
    const response = await call("POST", "/api/billing/vip-signup", form(user.email));
    expect(response.json().url).toMatch(/\/sandbox\/checkout\//);
    const [notice] = await t.database.db.select().from(outbox).where(eq(outbox.kind, "vip-signup"));
    expect(notice?.toAddress).toBe(t.config.notifyEmail);
    expect(notice?.textBody).toContain("vip_monthly");
    expect(notice?.replyTo).toBe(user.email);
  });
});

describe("admin visibility", () => {
  it("shows each account's membership to admins only, including complimentary ones", async () => {
    const admin = await signUpAdmin(t.app, t.database.db);
    expect((await call("GET", "/api/admin/subscriptions")).statusCode).toBe(403);
    const grant = await call("POST", "/api/admin/complimentary-memberships", { email: user.email, days: 14 }, admin.cookie);
    expect(grant.statusCode).toBe(200);
    const overview = (await call("GET", "/api/admin/subscriptions", undefined, admin.cookie)).json().subscriptions;
    expect(overview.find((row: { email: string }) => row.email === user.email)).toMatchObject({ provider: "complimentary", isMember: true });
    expect((await call("POST", "/api/billing/portal")).statusCode).toBe(409);
    // A complimentary membership ends on its date: it never renews.
    expect((await call("GET", "/api/account/me")).json()).toMatchObject({ isMember: true, membershipRenews: false });
  });
});
