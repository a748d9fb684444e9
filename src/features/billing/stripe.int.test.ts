import { eq } from "drizzle-orm";
import fc from "fast-check";
import type Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createStripeClient, createStripeProvider } from "../../server/adapters/payments/stripe.ts";
import { startStripePeer, type StripePeer } from "../../server/adapters/payments/stripe-peer.ts";
import type { StripeConfig } from "../../server/config.ts";
import { outbox } from "../../server/db/platform-tables.ts";
import { users } from "../../server/auth/tables.ts";
import { signUpUser, type SignedInUser } from "../../server/testing/accounts.ts";
import { createTestApp, type TestApp } from "../../server/testing/test-app.ts";

const WEBHOOK_SECRET = "whsec_test_secret";
let peer: StripePeer;
let stripe: Stripe;
let t: TestApp;
let user: SignedInUser;
let userId: string;
let eventCounter = 0;

beforeAll(async () => {
  peer = await startStripePeer();
  const stripeConfig: StripeConfig = { secretKey: "sk_test_local", webhookSecret: WEBHOOK_SECRET, priceId: "price_vip_monthly", apiUrl: peer.url };
  stripe = createStripeClient(stripeConfig);
  t = await createTestApp({ config: { stripe: stripeConfig }, payments: { provider: createStripeProvider(stripe, stripeConfig), stripe } });
});
afterAll(async () => {
  await t.close();
  await peer.close();
});
beforeEach(async () => {
  await t.database.reset();
  peer.requests.length = 0;
  user = await signUpUser(t.app);
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, user.email));
  userId = row?.id ?? "";
});

const me = async () => (await t.app.inject({ method: "GET", url: "/api/billing/subscription", headers: { cookie: user.cookie } })).json();

function event(type: string, object: Record<string, unknown>, id = `evt_${++eventCounter}`) {
  return { id, object: "event", type, created: Math.floor(Date.now() / 1000), api_version: "2025-03-31.basil", data: { object } };
}

function deliver(payload: object, { secret = WEBHOOK_SECRET, timestamp }: { secret?: string; timestamp?: number } = {}) {
  const body = JSON.stringify(payload);
  const signature = stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp });
  return t.app.inject({
    method: "POST",
    url: "/api/billing/stripe/webhook",
    payload: body,
    headers: { "content-type": "application/json", "stripe-signature": signature },
  });
}

/** Stripe's current state of the user's subscription (what our handler reads back). */
function peerSubscription(id: string, status: string, extra: Partial<{ cancel_at_period_end: boolean; days: number }> = {}) {
  peer.subscriptions.set(id, {
    id,
    customer: `cus_${userId}`,
    status,
    cancel_at_period_end: extra.cancel_at_period_end ?? false,
    current_period_end: Math.floor(Date.now() / 1000) + (extra.days ?? 30) * 86_400,
    metadata: { userId },
  });
}

const completed = (subscriptionId: string) =>
  event("checkout.session.completed", {
    id: "cs_1",
    object: "checkout.session",
    client_reference_id: userId,
    customer: `cus_${userId}`,
    subscription: subscriptionId,
  });

describe("Stripe checkout and portal", () => {
  it("creates a subscription-mode Checkout Session for the price with the spec's lookup key", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/billing/checkout", headers: { cookie: user.cookie }, payload: { locale: "es" } });
    // The peer's own hosted Checkout page, where Stripe's would be.
    expect(response.json().url).toMatch(new RegExp(`^${peer.url}/c/pay/cs_test_\\d+$`));
    const lookup = peer.requests.find((request) => request.path === "/v1/prices");
    expect(lookup?.body.get("lookup_keys[0]")).toBe("price_vip_monthly");
    const session = peer.requests.find((request) => request.path === "/v1/checkout/sessions");
    expect(session?.body.get("mode")).toBe("subscription");
    expect(session?.body.get("client_reference_id")).toBe(userId);
    expect(session?.body.get("line_items[0][price]")).toBe("price_1VipMonthly");
    expect(session?.body.get("customer_email")).toBe(user.email);
    // Started on a Spanish page: Stripe's page is Spanish, and it returns to the Spanish welcome.
    expect(session?.body.get("locale")).toBe("es");
    expect(session?.body.get("success_url")).toMatch(/\/es\/membership\/welcome$/);
  });

  it("reuses the customer of an earlier subscription, and limits checkouts per account", async () => {
    peerSubscription("sub_old", "canceled");
    await deliver(completed("sub_old"));
    peer.requests.length = 0;
    await t.app.inject({ method: "POST", url: "/api/billing/checkout", headers: { cookie: user.cookie } });
    const session = peer.requests.find((request) => request.path === "/v1/checkout/sessions");
    expect(session?.body.get("customer")).toBe(`cus_${userId}`);
    expect(session?.body.get("customer_email")).toBeNull();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt++)
      statuses.push((await t.app.inject({ method: "POST", url: "/api/billing/checkout", headers: { cookie: user.cookie } })).statusCode);
    expect(statuses.at(-1)).toBe(429);
  });

  it("opens the Billing Portal for a customer", async () => {
    peerSubscription("sub_portal", "active");
    await deliver(completed("sub_portal"));
    const response = await t.app.inject({ method: "POST", url: "/api/billing/portal", headers: { cookie: user.cookie }, payload: { locale: "es" } });
    expect(response.json().url).toMatch(new RegExp(`^${peer.url}/p/session/bps_\\d+$`));
    const portal = peer.requests.find((request) => request.path === "/v1/billing_portal/sessions");
    expect(portal?.body.get("customer")).toBe(`cus_${userId}`);
    expect(portal?.body.get("locale")).toBe("es");
    expect(portal?.body.get("return_url")).toMatch(/\/es\/user-profile$/);
  });

  it("cancels a subscription at once (account deletion); one Stripe no longer has counts as ended, an outage throws", async () => {
    const provider = createStripeProvider(stripe, t.config.stripe as StripeConfig);
    peerSubscription("sub_leaving", "active");
    await provider.cancelSubscription("sub_leaving");
    expect(peer.subscriptions.get("sub_leaving")?.status).toBe("canceled");
    await expect(provider.cancelSubscription("sub_never_existed")).resolves.toBeUndefined();
    peerSubscription("sub_outage", "active");
    peer.failingCancels = 3;
    await expect(provider.cancelSubscription("sub_outage")).rejects.toThrow();
    peer.failingCancels = 0;
    expect(peer.subscriptions.get("sub_outage")?.status).toBe("active");
  });
});

describe("Stripe webhooks", () => {
  it("applies a signed checkout.session.completed: the user becomes a member", async () => {
    peerSubscription("sub_ok", "active");
    const response = await deliver(completed("sub_ok"));
    expect(response.statusCode).toBe(200);
    expect(await me()).toMatchObject({ is_member: true, subscribed: true, subscription_tier: "VIP", status: "active", provider: "stripe" });
  });

  it("refuses a forged or stale signature with 400 and changes nothing", async () => {
    peerSubscription("sub_forged", "active");
    expect((await deliver(completed("sub_forged"), { secret: "whsec_wrong" })).statusCode).toBe(400);
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
    expect((await deliver(completed("sub_forged"), { timestamp: tenMinutesAgo })).statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: "POST",
      url: "/api/billing/stripe/webhook",
      payload: JSON.stringify(completed("sub_forged")),
      headers: { "content-type": "application/json" },
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await me()).is_member).toBe(false);
  });

  it("applies a replayed event once", async () => {
    peerSubscription("sub_replay", "past_due");
    await deliver(completed("sub_replay"));
    const failed = event("invoice.payment_failed", { id: "in_1", object: "invoice", customer: `cus_${userId}`, subscription: "sub_replay" });
    expect((await deliver(failed)).json().outcome).toBe("applied");
    expect((await deliver(failed)).json().outcome).toBe("duplicate");
    const notices = await t.database.db.select().from(outbox).where(eq(outbox.kind, "payment-failed"));
    expect(notices).toHaveLength(1);
    expect(await me()).toMatchObject({ status: "past_due", is_member: true });
  });

  it("mails the member a receipt for each paid invoice (by card, never test mode) and confirms Cancel at Period End once", async () => {
    peerSubscription("sub_mails", "active");
    await deliver(completed("sub_mails"));
    const invoice = event("invoice.paid", {
      id: "in_mails",
      object: "invoice",
      customer: `cus_${userId}`,
      subscription: "sub_mails",
      amount_paid: 2999,
      billing_reason: "subscription_create",
    });
    await deliver(invoice);
    await deliver(invoice);
    const receipts = await t.database.db.select().from(outbox).where(eq(outbox.kind, "membership-receipt"));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.toAddress).toBe(user.email);
    expect(receipts[0]?.subject).toBe("Your Wingmate VIP receipt");
    expect(receipts[0]?.textBody).toContain("Thank you for joining Wingmate VIP");
    expect(receipts[0]?.textBody).toMatch(/Paid by card on /);
    expect(receipts[0]?.textBody).toMatch(/30-day money-back guarantee: /);
    expect(receipts[0]?.textBody).toContain("Receipt number: in_mails.");
    expect(receipts[0]?.textBody).not.toMatch(/test mode/i);

    peerSubscription("sub_mails", "active", { cancel_at_period_end: true });
    const updated = () => event("customer.subscription.updated", { id: "sub_mails", object: "subscription", customer: `cus_${userId}`, metadata: { userId } });
    await deliver(updated());
    await deliver(updated());
    const cancelled = await t.database.db.select().from(outbox).where(eq(outbox.kind, "membership-cancelled"));
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]?.subject).toMatch(/^Your Wingmate VIP membership ends on \w+ \d+, \d{4}$/);
    expect(cancelled[0]?.textBody).not.toMatch(/test mode/i);
  });

  it("ends membership at once on a refund, and cancels the subscription at Stripe", async () => {
    peerSubscription("sub_refund", "active");
    await deliver(completed("sub_refund"));
    await deliver(event("charge.refunded", { id: "ch_1", object: "charge", customer: `cus_${userId}`, amount: 2999, amount_refunded: 2999 }));
    expect(await me()).toMatchObject({ is_member: false, status: "canceled" });
    expect(peer.subscriptions.get("sub_refund")?.status).toBe("canceled");
  });

  it("keeps membership on a partial refund, or a refund of another amount", async () => {
    peerSubscription("sub_partial", "active");
    await deliver(completed("sub_partial"));
    await deliver(event("charge.refunded", { id: "ch_p", object: "charge", customer: `cus_${userId}`, amount: 2999, amount_refunded: 1000 }));
    await deliver(event("charge.refunded", { id: "ch_o", object: "charge", customer: `cus_${userId}`, amount: 5000, amount_refunded: 5000 }));
    expect(await me()).toMatchObject({ is_member: true, status: "active" });
    expect(peer.subscriptions.get("sub_partial")?.status).toBe("active");
  });

  it("does not swallow a failed cancel: the webhook fails so Stripe retries it, then applies once", async () => {
    peerSubscription("sub_stuck", "active");
    await deliver(completed("sub_stuck"));
    peer.failingCancels = 3;
    const refund = event("charge.refunded", { id: "ch_s", object: "charge", customer: `cus_${userId}`, amount: 2999, amount_refunded: 2999 });
    expect((await deliver(refund)).statusCode).toBeGreaterThanOrEqual(500);
    expect((await me()).is_member).toBe(true);
    expect((await deliver(refund)).json().outcome).toBe("applied");
    expect(await me()).toMatchObject({ is_member: false });
    expect(peer.subscriptions.get("sub_stuck")?.status).toBe("canceled");
  });

  it("gives no access once Stripe gives up retrying (unpaid), nor for a subscription to another price", async () => {
    peerSubscription("sub_unpaid", "unpaid");
    await deliver(completed("sub_unpaid"));
    expect((await me()).is_member).toBe(false);
    peer.subscriptions.set("sub_other", {
      ...(peer.subscriptions.get("sub_unpaid") as NonNullable<ReturnType<typeof peer.subscriptions.get>>),
      id: "sub_other",
      status: "active",
      price: { id: "price_cheap", lookup_key: null },
    });
    await deliver(completed("sub_other"));
    expect((await me()).is_member).toBe(false);
  });

  it("reaches the right final state whatever order created/updated/payment_failed/deleted arrive in", async () => {
    const kinds = ["customer.subscription.created", "customer.subscription.updated", "invoice.payment_failed", "customer.subscription.deleted"] as const;
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.shuffledSubarray([...kinds], { minLength: 4, maxLength: 4 }), async (order) => {
        const subscriptionId = `sub_prop_${++run}`;
        // By the time events arrive, Stripe's current state is the end of the story: deleted.
        peerSubscription(subscriptionId, "canceled");
        await deliver(completed(subscriptionId));
        for (const kind of order) {
          const object = kind.startsWith("invoice")
            ? { id: `in_${run}`, object: "invoice", customer: `cus_${userId}`, subscription: subscriptionId }
            : { id: subscriptionId, object: "subscription", customer: `cus_${userId}`, status: "active", metadata: { userId } };
          expect((await deliver(event(kind, object))).statusCode).toBe(200);
        }
        const final = await me();
        expect(final.is_member).toBe(false);
        expect(final.status).toBe("canceled");
      }),
      { numRuns: 24 },
    );
  });
});
