import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createStripeClient, createStripeProvider } from "../../server/adapters/payments/stripe.ts";
import { startStripePeer, type StripePeer } from "../../server/adapters/payments/stripe-peer.ts";
import { createDiskStore } from "../../server/adapters/storage/store.ts";
import type { StripeConfig } from "../../server/config.ts";
import { bookings, payments } from "./tables.server.ts";
import { outbox, rateLimitCounters } from "../../server/db/platform-tables.ts";
import { subscriptions } from "../billing/tables.server.ts";
import { users } from "../../server/auth/tables.ts";
import { seedDatabase } from "../../server/db/seed.ts";
import { signUpUser } from "../../server/testing/accounts.ts";
import { createTestApp, type TestApp } from "../../server/testing/test-app.ts";
import { floridaToday } from "../../shared/bookings.ts";
import { sweepBookingPayments } from "./payments.server.ts";
import type { BookingDeps } from "./service.server.ts";

/** Bookings paid through Stripe Checkout in payment mode, against the local Stripe peer. */

const WEBHOOK_SECRET = "whsec_test_bookings";
let peer: StripePeer;
let stripe: Stripe;
let t: TestApp;
let deps: BookingDeps;
let eventCounter = 0;

const inDays = (days: number) => floridaToday(new Date(Date.now() + days * 86_400_000));

beforeAll(async () => {
  peer = await startStripePeer();
  const stripeConfig: StripeConfig = { secretKey: "sk_test_local", webhookSecret: WEBHOOK_SECRET, priceId: "price_vip_monthly", apiUrl: peer.url };
  stripe = createStripeClient(stripeConfig);
  const provider = createStripeProvider(stripe, stripeConfig);
  t = await createTestApp({ config: { stripe: stripeConfig }, payments: { provider, stripe } });
  await seedDatabase(t.database.db, { store: createDiskStore(t.config.dataDir), portraits: false, sampleData: true });
  deps = { db: t.database.db, config: t.config, provider, secret: t.config.authSecret ?? "" };
});
afterAll(async () => {
  await t.close();
  await peer.close();
});
beforeEach(async () => {
  for (const table of [payments, bookings, outbox, rateLimitCounters]) await t.database.db.delete(table);
  peer.requests.length = 0;
  peer.refunds.length = 0;
  peer.refundStatus = "succeeded";
});

function event(type: string, object: Record<string, unknown>, id = `evt_b${++eventCounter}`) {
  return { id, object: "event", type, created: Math.floor(Date.now() / 1000), api_version: "2025-03-31.basil", data: { object } };
}

async function deliver(payload: object) {
  const body = JSON.stringify(payload);
  const signature = stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET });
  const response = await t.app.inject({
    method: "POST",
    url: "/api/billing/stripe/webhook",
    payload: body,
    headers: { "content-type": "application/json", "stripe-signature": signature },
  });
  expect(response.statusCode).toBe(200);
  return response.json().outcome as string;
}

/** Books a Coffee Chat; returns the booking, its guest token and the Checkout Session the peer holds. */
async function book(time = "18:00") {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/bookings",
    payload: { companionId: "2", fullName: "Ana López", email: "ana@example.com", sessionType: "coaching", date: inDays(5), time, location: "Wynwood" },
  });
  expect(response.statusCode).toBe(201);
  const { booking, checkoutUrl, manageUrl } = response.json();
  const sessionId = String(checkoutUrl).split("/").pop() ?? "";
  const session = peer.paymentSessions.get(sessionId);
  if (!session) throw new Error("no checkout session at the peer");
  return { id: booking.id as string, token: new URL(manageUrl, "http://x").searchParams.get("token") ?? "", session };
}

const completed = (session: { id: string; metadata: Record<string, string>; amount: number }, paymentIntent = `pi_${session.id}`) =>
  event("checkout.session.completed", {
    id: session.id,
    object: "checkout.session",
    mode: "payment",
    payment_status: "paid",
    payment_intent: paymentIntent,
    amount_total: session.amount,
    metadata: session.metadata,
  });
const refunded = (paymentIntent: string, amount = 22_000) =>
  event("charge.refunded", {
    id: `ch_${paymentIntent}`,
    object: "charge",
    payment_intent: paymentIntent,
    amount,
    amount_refunded: amount,
    customer: null,
    metadata: {},
  });
const bookingRow = async (id: string) => (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0];

describe("Stripe Checkout in payment mode", () => {
  it("opens a payment-mode session for the server's price, with the booking in metadata and an expiry Stripe accepts", async () => {
    const before = Date.now();
    const { id, session } = await book();
    const request = peer.requests.find((entry) => entry.path === "/v1/checkout/sessions");
    expect(request?.body.get("mode")).toBe("payment");
    expect(request?.body.get("line_items[0][price_data][unit_amount]")).toBe("22000");
    expect(request?.body.get("line_items[0][price_data][currency]")).toBe("usd");
    expect(request?.body.get("customer_email")).toBe("ana@example.com");
    expect(request?.body.get("payment_intent_data[metadata][bookingId]")).toBe(id);
    // Stripe's page speaks the booking's language (English here).
    expect(request?.body.get("locale")).toBe("en");
    expect(session.metadata).toMatchObject({ kind: "booking", bookingId: id });
    // At least Stripe's 30 minutes from when the session was asked for, however long the request took.
    expect(session.expiresAt).toBeGreaterThanOrEqual(Math.floor(before / 1000) + 30 * 60);
    expect((await bookingRow(id))?.status).toBe("pending");
  });

  it("confirms on checkout.session.completed, once; a replay and a second delivery change nothing", async () => {
    const { id, session } = await book();
    const paid = completed(session);
    expect(await deliver(paid)).toBe("applied");
    expect(await deliver(paid)).toBe("duplicate");
    expect(await deliver(completed(session))).toBe("applied");
    expect(await bookingRow(id)).toMatchObject({ status: "confirmed", paymentStatus: "paid" });
    const mails = (await t.database.db.select().from(outbox)).map((mail) => mail.kind).sort();
    expect(mails).toEqual(["booking-confirmation", "booking-notification"]);
    expect(peer.refunds).toHaveLength(0);
  });

  it("marks an abandoned session's payment expired", async () => {
    const { id, session } = await book();
    expect(await deliver(event("checkout.session.expired", { id: session.id, object: "checkout.session", mode: "payment", metadata: session.metadata }))).toBe(
      "applied",
    );
    const [expiredPayment] = await t.database.db.select().from(payments).where(eq(payments.bookingId, id));
    expect(expiredPayment?.status).toBe("expired");
  });

  it("refunds automatically a late payment for a slot another client took after the hold lapsed", async () => {
    const first = await book();
    // The hold lapses, the sweep closes the session at Stripe, someone else books and pays the slot...
    await sweepBookingPayments(deps, undefined, new Date(Date.now() + 16 * 60_000));
    expect(peer.requests.some((entry) => entry.path === `/v1/checkout/sessions/${first.session.id}/expire`)).toBe(true);
    const second = await book();
    await deliver(completed(second.session));
    // ...and then the first client's payment arrives anyway: refunded in full, once.
    await deliver(completed(first.session));
    expect(peer.refunds).toEqual([expect.objectContaining({ payment_intent: `pi_${first.session.id}` })]);
    expect((await bookingRow(first.id))?.status).toBe("expired");
    expect((await bookingRow(second.id))?.status).toBe("confirmed");
    expect((await t.database.db.select().from(outbox)).map((mail) => mail.kind)).toContain("booking-payment-refunded");
  });

  it("refunds a cancellation 24 hours ahead through Stripe; the refund state comes back by webhook", async () => {
    peer.refundStatus = "pending";
    const { id, token, session } = await book();
    await deliver(completed(session));
    const cancel = await t.app.inject({ method: "POST", url: `/api/bookings/${id}/cancel`, payload: { token } });
    expect(cancel.json().booking).toMatchObject({ status: "cancelled", paymentStatus: "refund_pending" });
    const refund = peer.requests.find((entry) => entry.path === "/v1/refunds");
    expect(refund?.body.get("payment_intent")).toBe(`pi_${session.id}`);
    expect(refund?.idempotencyKey).toBeTruthy();
    // A sweep retrying owed refunds does not refund twice.
    await sweepBookingPayments(deps);
    expect(peer.refunds).toHaveLength(1);
    expect(await deliver(refunded(`pi_${session.id}`))).toBe("applied");
    expect(await bookingRow(id)).toMatchObject({ paymentStatus: "refunded" });
    const admin = (await t.database.db.select().from(payments).where(eq(payments.bookingId, id)))[0];
    expect(admin?.status).toBe("refunded");
  });

  it("tells a booking's refund from a membership's: charge.refunded for a booking leaves the member's subscription alone", async () => {
    const member = await signUpUser(t.app);
    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, member.email));
    const userId = user?.id ?? "";
    await t.database.db.insert(subscriptions).values({
      userId,
      subscribed: true,
      tier: "VIP",
      status: "active",
      provider: "stripe",
      providerCustomerId: `cus_${userId}`,
      currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000),
    });
    const { id, session } = await book();
    await deliver(completed(session));
    await deliver({ ...refunded(`pi_${session.id}`), data: { object: { ...refunded(`pi_${session.id}`).data.object, customer: `cus_${userId}` } } });
    expect(await bookingRow(id)).toMatchObject({ paymentStatus: "refunded" });
    const [membership] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    expect(membership?.subscribed).toBe(true);
    // A membership's refund (a charge we have no booking payment for) still ends the membership.
    await deliver(
      event("charge.refunded", {
        id: "ch_vip",
        object: "charge",
        payment_intent: "pi_vip",
        amount: 2999,
        amount_refunded: 2999,
        customer: `cus_${userId}`,
        metadata: {},
      }),
    );
    const [ended] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    expect(ended?.subscribed).toBe(false);
  });

  it("limits how many payment pages one booking may open", async () => {
    const { id, token } = await book();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      statuses.push((await t.app.inject({ method: "POST", url: `/api/bookings/${id}/pay`, payload: { token } })).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
