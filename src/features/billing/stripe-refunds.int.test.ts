import path from "node:path";
import { and, eq } from "drizzle-orm";
import type Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ensureBuilds } from "../../../scripts/ensure-builds.ts";
import { loadWebBuild } from "../../server/http/pages.ts";
import { createStripeClient, createStripeProvider } from "../../server/adapters/payments/stripe.ts";
import { startStripePeer, type StripePeer } from "../../server/adapters/payments/stripe-peer.ts";
import type { StripeConfig } from "../../server/config.ts";
import { auditLog, outbox } from "../../server/db/platform-tables.ts";
import { users } from "../../server/auth/tables.ts";
import { signUpUser, type SignedInUser } from "../../server/testing/accounts.ts";
import { signUpAdmin } from "../../server/testing/members.ts";
import { createTestApp, type TestApp } from "../../server/testing/test-app.ts";
import { payments } from "../bookings/tables.server.ts";
import { subscriptions } from "./tables.server.ts";

/** The money-back guarantee and staff refunds with Stripe, against the local peer that speaks Stripe's API. */
const WEBHOOK_SECRET = "whsec_test_secret";
let peer: StripePeer;
let stripe: Stripe;
let t: TestApp;
let user: SignedInUser;
let userId: string;
let eventCounter = 0;

beforeAll(async () => {
  ensureBuilds();
  const webBuild = await loadWebBuild(path.resolve("build/client"));
  if (!webBuild) throw new Error("No web build in build/: `npm run build` first.");
  peer = await startStripePeer();
  const stripeConfig: StripeConfig = { secretKey: "sk_test_local", webhookSecret: WEBHOOK_SECRET, priceId: "price_vip_monthly", apiUrl: peer.url };
  stripe = createStripeClient(stripeConfig);
  t = await createTestApp({ config: { stripe: stripeConfig }, payments: { provider: createStripeProvider(stripe, stripeConfig), stripe }, webBuild });
}, 240_000);
afterAll(async () => {
  await t.close();
  await peer.close();
});
beforeEach(async () => {
  await t.database.reset();
  peer.requests.length = 0;
  peer.refunds.length = 0;
  user = await signUpUser(t.app, { locale: "es" });
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, user.email));
  userId = row?.id ?? "";
});

const event = (type: string, object: Record<string, unknown>, id = `evt_refund_${++eventCounter}`) => ({
  id,
  object: "event",
  type,
  created: Math.floor(Date.now() / 1000),
  api_version: "2025-03-31.basil",
  data: { object },
});

function deliver(payload: object) {
  const body = JSON.stringify(payload);
  const signature = stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET });
  return t.app.inject({
    method: "POST",
    url: "/api/billing/stripe/webhook",
    payload: body,
    headers: { "content-type": "application/json", "stripe-signature": signature },
  });
}

/** A member who paid the first invoice `in_<subscription>` through Stripe. */
async function subscribe(subscriptionId = "sub_guarantee") {
  peer.subscriptions.set(subscriptionId, {
    id: subscriptionId,
    customer: `cus_${userId}`,
    status: "active",
    cancel_at_period_end: false,
    current_period_end: Math.floor(Date.now() / 1000) + 30 * 86_400,
    metadata: { userId },
  });
  await deliver(
    event("checkout.session.completed", {
      id: "cs_1",
      object: "checkout.session",
      client_reference_id: userId,
      customer: `cus_${userId}`,
      subscription: subscriptionId,
    }),
  );
  await deliver(
    event("invoice.paid", {
      id: `in_${subscriptionId}`,
      object: "invoice",
      customer: `cus_${userId}`,
      subscription: subscriptionId,
      amount_paid: 2999,
      billing_reason: "subscription_create",
    }),
  );
}

const refund = (cookie = user.cookie) => t.app.inject({ method: "POST", url: "/api/billing/portal/refund", headers: { cookie } });
const me = async () => (await t.app.inject({ method: "GET", url: "/api/billing/subscription", headers: { cookie: user.cookie } })).json();
const refundMails = () => t.database.db.select().from(outbox).where(eq(outbox.kind, "membership-refunded"));
const ledger = () =>
  t.database.db
    .select()
    .from(payments)
    .where(and(eq(payments.kind, "subscription"), eq(payments.userId, userId)));

describe("the 30-day money-back guarantee with Stripe", () => {
  it("offers the refund within 30 days, then refunds at Stripe once, ends the subscription now, records it and mails the member", async () => {
    await subscribe();
    expect(await me()).toMatchObject({ is_member: true, refundable_until: expect.any(String) });
    const response = await refund();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ is_member: false, status: "canceled", refundable_until: null });

    expect(peer.refunds).toHaveLength(1);
    expect(peer.refunds[0]).toMatchObject({ payment_intent: "pi_in_sub_guarantee", idempotencyKey: expect.stringMatching(/^refund-membership-refund:/) });
    const made = peer.requests.find((request) => request.path === "/v1/refunds");
    expect(made?.body.get("metadata[kind]")).toBe("subscription");
    expect(peer.requests.some((request) => request.method === "DELETE" && request.path === "/v1/subscriptions/sub_guarantee")).toBe(true);
    expect(peer.subscriptions.get("sub_guarantee")?.status).toBe("canceled");

    const [row] = await ledger();
    expect(row).toMatchObject({ status: "refunded", providerRefundId: peer.refunds[0]?.id });
    const mails = await refundMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.toAddress).toBe(user.email);
    expect(mails[0]?.subject).toBe("Tu reembolso de Wingmate VIP");
    expect(mails[0]?.textBody).toContain("$29.99");

    // Stripe's own events about it arrive later: harmless (no second mail, no second ledger change).
    await deliver(event("charge.refunded", { id: "ch_1", object: "charge", customer: `cus_${userId}`, amount: 2999, amount_refunded: 2999 }));
    await deliver(event("customer.subscription.deleted", { id: "sub_guarantee", object: "subscription", customer: `cus_${userId}`, metadata: { userId } }));
    expect(await refundMails()).toHaveLength(1);
    expect(await ledger()).toHaveLength(1);
    expect(await me()).toMatchObject({ is_member: false, status: "canceled" });
  });

  it("refunds once on a double submit, at the same moment or one after the other", async () => {
    await subscribe();
    const both = await Promise.all([refund(), refund()]);
    expect(both.map((response) => response.statusCode)).toEqual([200, 200]);
    expect((await refund()).statusCode).toBe(200);
    expect(peer.refunds).toHaveLength(1);
    const keys = peer.requests.filter((request) => request.path === "/v1/refunds").map((request) => request.idempotencyKey);
    expect(new Set(keys).size).toBe(1);
    expect(await refundMails()).toHaveLength(1);
    expect((await ledger()).map((row) => row.status)).toEqual(["refunded"]);
  });

  it("answers 409 after the 30 days, and refunds nothing", async () => {
    await subscribe();
    await t.database.db
      .update(subscriptions)
      .set({ firstPaidAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(subscriptions.userId, userId));
    expect((await me()).refundable_until).toBeNull();
    const response = await refund();
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: "refund_window_over", message: "The 30-day money-back guarantee has ended for this membership." });
    expect(peer.refunds).toHaveLength(0);
    expect(await me()).toMatchObject({ is_member: true });
  });

  it("takes the browser's own form post (before the app has started) and returns to the page it was on", async () => {
    await subscribe();
    const response = await t.app.inject({
      method: "POST",
      url: "/api/billing/portal/refund",
      payload: "",
      headers: { cookie: user.cookie, "content-type": "application/x-www-form-urlencoded", referer: "http://localhost:3000/es/account" },
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toMatch(/^\/es\/account\?done=/);
    expect(peer.refunds).toHaveLength(1);
    expect(await me()).toMatchObject({ is_member: false });
  });

  it("offers the refund on the account page as a form the browser posts itself, and not after the 30 days", async () => {
    await subscribe();
    const page = async () => (await t.app.inject({ method: "GET", url: "/es/account", headers: { cookie: user.cookie } })).body;
    const offered = await page();
    expect(offered).toContain('action="/api/billing/portal/refund"');
    expect(offered).toContain("Sí, reembolsar y terminar la membresía");
    await t.database.db
      .update(subscriptions)
      .set({ firstPaidAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(subscriptions.userId, userId));
    expect(await page()).not.toContain('action="/api/billing/portal/refund"');
    const refused = await t.app.inject({ method: "GET", url: "/es/account?error=refund_window_over&form=refund", headers: { cookie: user.cookie } });
    expect(refused.body).toContain("La garantía de devolución de 30 días de esta membresía ya terminó.");
  });

  it("lets the VIP sign-up's form, posted before the app has started, go on to Stripe's Checkout (the pages' CSP)", async () => {
    // The browser holds a form's redirect to the page's form-action: Checkout's origin is allowed, and only it.
    for (const url of ["/vip-signup", "/api/health"]) {
      const answer = await t.app.inject({ method: "GET", url, headers: { cookie: user.cookie } });
      expect(answer.headers["content-security-policy"]).toMatch(new RegExp(`form-action 'self' ${peer.url}(;|$)`));
    }
  });

  it("asks a visitor to log in, and refuses an account with no membership payment", async () => {
    expect((await t.app.inject({ method: "POST", url: "/api/billing/portal/refund" })).statusCode).toBe(401);
    expect((await refund()).statusCode).toBe(409);
  });
});

describe("staff refunds", () => {
  const staffRefund = (id: string, cookie: string | null, payload: object = {}) =>
    t.app.inject({ method: "POST", url: `/api/admin/payments/${id}/refund`, payload, ...(cookie ? { headers: { cookie } } : {}) });

  it("refunds a membership payment in full, after the 30 days too, audited with the reason; admins only", async () => {
    await subscribe("sub_staff");
    await t.database.db
      .update(subscriptions)
      .set({ firstPaidAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(subscriptions.userId, userId));
    const [payment] = await ledger();
    const id = payment?.id ?? "";
    expect((await staffRefund(id, null)).statusCode).toBe(401);
    expect((await staffRefund(id, user.cookie)).statusCode).toBe(403);

    const admin = await signUpAdmin(t.app, t.database.db);
    const response = await staffRefund(id, admin.cookie, { reason: "Charged twice" });
    expect(response.statusCode).toBe(200);
    expect(peer.refunds).toHaveLength(1);
    expect(peer.subscriptions.get("sub_staff")?.status).toBe("canceled");
    expect(await me()).toMatchObject({ is_member: false, status: "canceled" });
    expect((await ledger())[0]?.status).toBe("refunded");
    const listed = (await t.app.inject({ method: "GET", url: "/api/admin/payments", headers: { cookie: admin.cookie } })).json();
    expect(listed.payments.find((row: { id: string }) => row.id === id)).toMatchObject({ status: "refunded", refundedAt: expect.any(String) });
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "membership.refund"));
    expect(audit).toMatchObject({ actorId: admin.userId, subjectType: "payment", subjectId: id });
    expect(audit?.after).toMatchObject({ reason: "Charged twice", amountCents: 2999, status: "refunded" });
    expect(await refundMails()).toHaveLength(1);

    // Refunded already: staff are told, and nothing is refunded twice.
    expect((await staffRefund(id, admin.cookie)).statusCode).toBe(409);
    expect(peer.refunds).toHaveLength(1);
  });
});
