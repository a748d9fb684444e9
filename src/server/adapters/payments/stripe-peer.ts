import { createHmac } from "node:crypto";
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for Stripe (tests only): answers the paths our Stripe provider and webhook handler call, in
 * Stripe's wire format (form-encoded requests, JSON answers), and records the requests. Like Stripe, it hosts
 * the Checkout page a browser is sent to (`/c/pay/<session>`) and the Billing Portal (`/p/session/<session>`), and, given a webhook endpoint, sends signed
 * events to it (`Stripe-Signature`, retried until answered 2xx): a paid checkout, a refund, a cancelled
 * subscription.
 */
export interface PeerSubscription {
  id: string;
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  current_period_end: number;
  metadata: Record<string, string>;
  /** The subscribed price; the VIP price unless a test says otherwise. */
  price?: { id: string; lookup_key: string | null };
}

export interface PeerRefund {
  id: string;
  payment_intent: string;
  amount: number;
  /** The key it was made under (Stripe's `Idempotency-Key` header). */
  idempotencyKey?: string;
  status: "succeeded" | "pending";
}

/** Where the peer sends its events, as Stripe's dashboard is told: the endpoint and its signing secret. */
export interface PeerWebhook {
  url: string;
  secret: string;
}

export interface PeerDelivery {
  eventId: string;
  type: string;
  /** The endpoint's answer, 0 when it could not be reached. */
  status: number;
}

export interface StripePeer {
  url: string;
  port: number;
  requests: { method: string; path: string; body: URLSearchParams; idempotencyKey?: string }[];
  subscriptions: Map<string, PeerSubscription>;
  /** Checkout sessions made in payment mode, by id. */
  paymentSessions: Map<string, { id: string; status: "open" | "complete" | "expired"; amount: number; metadata: Record<string, string>; expiresAt: number }>;
  /** Refunds made (one per idempotency key, as Stripe does); `refundStatus` sets what new ones report. */
  refunds: PeerRefund[];
  refundStatus: "succeeded" | "pending";
  /** Makes the next this-many subscription cancels fail with a 500, as an outage would (the SDK retries twice). */
  failingCancels: number;
  /** The webhook endpoint, when set (it may be set once the server's address is known). */
  webhook: PeerWebhook | null;
  /** Every attempt to deliver an event, in order. */
  deliveries: PeerDelivery[];
  /** Resolves once every event made so far has been delivered (or given up on). */
  webhooksDelivered(): Promise<void>;
  close(): Promise<void>;
}

/** A Checkout Session as the hosted page and its payment need it. */
interface HostedSession {
  id: string;
  mode: "subscription" | "payment";
  status: "open" | "complete" | "expired";
  successUrl: string;
  cancelUrl: string;
  customer: string | null;
  email: string | null;
  clientReferenceId: string | null;
  metadata: Record<string, string>;
  subscriptionMetadata: Record<string, string>;
  paymentMetadata: Record<string, string>;
  /** What is bought: the price (subscription mode) or the line's own amount and name (payment mode). */
  priceId: string | null;
  amount: number;
  description: string;
}

/** The VIP price the peer knows (the spec's lookup key), and what it costs. */
const VIP_PRICE = { id: "price_1VipMonthly", lookup_key: "price_vip_monthly", unit_amount: 2999 };
const RETRY_DELAYS_MS = [100, 400, 1600, 5000];

/** Stripe's form encoding of nested fields: `metadata[bookingId]=...` -> { bookingId: ... }. */
function nested(body: URLSearchParams, prefix: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of body) {
    if (key.startsWith(`${prefix}[`) && key.endsWith("]")) result[key.slice(prefix.length + 1, -1)] = value;
  }
  return result;
}

function subscriptionJson(subscription: PeerSubscription) {
  return {
    id: subscription.id,
    object: "subscription",
    customer: subscription.customer,
    status: subscription.status,
    cancel_at_period_end: subscription.cancel_at_period_end,
    metadata: subscription.metadata,
    items: {
      object: "list",
      data: [
        {
          id: `si_${subscription.id}`,
          object: "subscription_item",
          current_period_end: subscription.current_period_end,
          price: { object: "price", ...(subscription.price ?? { id: VIP_PRICE.id, lookup_key: VIP_PRICE.lookup_key }) },
        },
      ],
    },
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** Stripe's hosted Checkout page, reduced to what a person does there: see what they buy, pay, or go back. */
function checkoutPage(session: HostedSession | undefined): string {
  const what =
    session?.mode === "subscription" ? `VIP Membership, ${dollars(session.amount)} / month` : `${session?.description}, ${dollars(session?.amount ?? 0)}`;
  const body =
    session?.status === "open"
      ? `<p>${escapeHtml(what)}</p>
<p>${escapeHtml(session.email ?? "")}</p>
<form method="post"><button type="submit">Pay ${escapeHtml(dollars(session.amount))}</button></form>
<p><a href="${escapeHtml(session.cancelUrl)}">Back</a></p>`
      : `<p>This Checkout Session is no longer available.</p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Checkout (Stripe test peer)</title></head>
<body><main><h1>Checkout (Stripe test peer)</h1>${body}</main></body></html>`;
}

/** Stripe's hosted Billing Portal, reduced to what the customer sees first: their subscriptions, and the way back. */
function portalPage(session: { returnUrl: string } | undefined, held: PeerSubscription[]): string {
  const body = session
    ? `<ul>${held.map((subscription) => `<li>VIP Membership: ${escapeHtml(subscription.status)}</li>`).join("")}</ul>
<p><a href="${escapeHtml(session.returnUrl)}">Return to Wingmate</a></p>`
    : `<p>This portal session is no longer available.</p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Billing portal (Stripe test peer)</title></head>
<body><main><h1>Billing portal (Stripe test peer)</h1>${body}</main></body></html>`;
}

export async function startStripePeer(options: { webhook?: PeerWebhook } = {}): Promise<StripePeer> {
  const requests: StripePeer["requests"] = [];
  const subscriptions = new Map<string, PeerSubscription>();
  const paymentSessions: StripePeer["paymentSessions"] = new Map();
  const hostedSessions = new Map<string, HostedSession>();
  const portalSessions = new Map<string, { customer: string; returnUrl: string }>();
  /** Invoices of paid subscriptions, by their payment intent (`pi_<invoice id>`, as /v1/invoice_payments says). */
  const invoicesByPaymentIntent = new Map<string, { customer: string; amount: number }>();
  const refundsByKey = new Map<string, PeerRefund>();
  const deliveries: PeerDelivery[] = [];
  const peer = {
    refunds: [] as PeerRefund[],
    refundStatus: "succeeded" as "succeeded" | "pending",
    failingCancels: 0,
    webhook: options.webhook ?? null,
  };
  let origin = "";
  let made = 0;
  let queue = Promise.resolve();

  /** Sends a signed event to the webhook endpoint after those before it, retrying as Stripe does until it is answered 2xx. */
  function emit(type: string, object: object): void {
    const webhook = peer.webhook;
    if (!webhook) return;
    const event = {
      id: `evt_peer_${++made}`,
      object: "event",
      type,
      created: Math.floor(Date.now() / 1000),
      api_version: "2025-03-31.basil",
      livemode: false,
      pending_webhooks: 1,
      data: { object },
    };
    queue = queue.then(async () => {
      for (const delay of [0, ...RETRY_DELAYS_MS]) {
        if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
        const payload = JSON.stringify(event);
        const timestamp = Math.floor(Date.now() / 1000);
        const signature = createHmac("sha256", webhook.secret).update(`${timestamp}.${payload}`).digest("hex");
        const status = await fetch(webhook.url, {
          method: "POST",
          headers: { "content-type": "application/json", "stripe-signature": `t=${timestamp},v1=${signature}` },
          body: payload,
        }).then(
          (answer) => answer.status,
          () => 0,
        );
        deliveries.push({ eventId: event.id, type, status });
        if (status >= 200 && status < 300) return;
      }
    });
  }

  /** The customer pays: the subscription (and its first invoice) or the payment exists, and Stripe says so by webhook. */
  function complete(session: HostedSession): void {
    session.status = "complete";
    const customer = session.customer ?? `cus_peer_${++made}`;
    if (session.mode === "payment") {
      const open = paymentSessions.get(session.id);
      if (open) open.status = "complete";
      const paymentIntent = `pi_${session.id}`;
      emit("checkout.session.completed", {
        ...sessionJson(session, customer),
        payment_intent: paymentIntent,
        amount_total: session.amount,
      });
      return;
    }
    const subscription: PeerSubscription = {
      id: `sub_peer_${++made}`,
      customer,
      status: "active",
      cancel_at_period_end: false,
      current_period_end: Math.floor(Date.now() / 1000) + 30 * 86_400,
      metadata: session.subscriptionMetadata,
      price: { id: session.priceId ?? VIP_PRICE.id, lookup_key: session.priceId === VIP_PRICE.id ? VIP_PRICE.lookup_key : null },
    };
    subscriptions.set(subscription.id, subscription);
    const invoice = `in_${subscription.id}`;
    invoicesByPaymentIntent.set(`pi_${invoice}`, { customer, amount: session.amount });
    emit("checkout.session.completed", { ...sessionJson(session, customer), subscription: subscription.id, amount_total: session.amount });
    emit("customer.subscription.created", subscriptionJson(subscription));
    emit("invoice.paid", {
      id: invoice,
      object: "invoice",
      customer,
      status: "paid",
      amount_paid: session.amount,
      billing_reason: "subscription_create",
      parent: { type: "subscription_details", subscription_details: { subscription: subscription.id, metadata: subscription.metadata } },
    });
  }

  function sessionJson(session: HostedSession, customer: string | null) {
    return {
      id: session.id,
      object: "checkout.session",
      mode: session.mode,
      status: session.status,
      payment_status: session.status === "complete" ? "paid" : "unpaid",
      client_reference_id: session.clientReferenceId,
      customer,
      customer_email: session.email,
      metadata: session.metadata,
      url: session.status === "open" ? `${origin}/c/pay/${session.id}` : null,
    };
  }

  function openSession(id: string, body: URLSearchParams): HostedSession {
    const mode = body.get("mode") === "payment" ? "payment" : "subscription";
    const priceId = body.get("line_items[0][price]");
    return {
      id,
      mode,
      status: "open",
      successUrl: (body.get("success_url") ?? "").replaceAll("{CHECKOUT_SESSION_ID}", id),
      cancelUrl: body.get("cancel_url") ?? "",
      customer: body.get("customer"),
      email: body.get("customer_email"),
      clientReferenceId: body.get("client_reference_id"),
      metadata: nested(body, "metadata"),
      subscriptionMetadata: nested(body, "subscription_data[metadata]"),
      paymentMetadata: nested(body, "payment_intent_data[metadata]"),
      priceId,
      amount: mode === "payment" ? Number(body.get("line_items[0][price_data][unit_amount]") ?? 0) : VIP_PRICE.unit_amount,
      description: body.get("line_items[0][price_data][product_data][name]") ?? "",
    };
  }

  /** A refund done: Stripe tells the endpoint its charge is refunded. */
  function emitChargeRefunded(refund: PeerRefund): void {
    const invoice = invoicesByPaymentIntent.get(refund.payment_intent);
    const session = hostedSessions.get(refund.payment_intent.replace(/^pi_/, ""));
    const amount = invoice?.amount ?? session?.amount;
    if (amount === undefined) return;
    emit("charge.refunded", {
      id: `ch_${refund.payment_intent}`,
      object: "charge",
      customer: invoice?.customer ?? null,
      payment_intent: refund.payment_intent,
      amount,
      amount_refunded: amount,
      refunded: true,
      metadata: session?.paymentMetadata ?? {},
    });
  }

  const sendPage = (response: ServerResponse, status: number, html: string) => {
    response.writeHead(status, { "content-type": "text/html; charset=utf-8" });
    response.end(html);
  };

  const server: Server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://peer");
      const body = new URLSearchParams(request.method === "GET" ? url.search : raw);
      const idempotencyKey = typeof request.headers["idempotency-key"] === "string" ? request.headers["idempotency-key"] : undefined;
      requests.push({ method: request.method ?? "GET", path: url.pathname, body, idempotencyKey });
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { "content-type": "application/json", "request-id": `req_${requests.length}` });
        response.end(JSON.stringify(payload));
      };
      const hostedMatch = /^\/c\/pay\/([\w-]+)$/.exec(url.pathname);
      if (hostedMatch) {
        const session = hostedSessions.get(hostedMatch[1] ?? "");
        if (!session) return sendPage(response, 404, checkoutPage(undefined));
        if (request.method === "GET") return sendPage(response, 200, checkoutPage(session));
        if (session.status !== "open") return sendPage(response, 409, checkoutPage(session));
        complete(session);
        response.writeHead(303, { location: session.successUrl });
        return response.end();
      }
      const subscriptionMatch = /^\/v1\/subscriptions\/([\w-]+)$/.exec(url.pathname);
      if (request.method === "POST" && url.pathname === "/v1/checkout/sessions") {
        const id = `cs_test_${requests.length}`;
        const session = openSession(id, body);
        if (session.mode === "payment") {
          const expiresAt = Number(body.get("expires_at") ?? 0);
          const tooSoon = expiresAt < Date.now() / 1000 + 30 * 60 - 5;
          if (tooSoon) return send(400, { error: { type: "invalid_request_error", message: "expires_at must be at least 30 minutes from now" } });
          paymentSessions.set(id, { id, status: "open", amount: session.amount, metadata: session.metadata, expiresAt });
        }
        hostedSessions.set(id, session);
        return send(200, sessionJson(session, session.customer));
      }
      const expireMatch = /^\/v1\/checkout\/sessions\/([\w-]+)\/expire$/.exec(url.pathname);
      if (request.method === "POST" && expireMatch) {
        const session = paymentSessions.get(expireMatch[1] ?? "");
        if (!session || session.status !== "open")
          return send(400, { error: { type: "invalid_request_error", message: "Only Checkout Sessions with a status of open can be expired." } });
        session.status = "expired";
        const hosted = hostedSessions.get(session.id);
        if (hosted) hosted.status = "expired";
        return send(200, { id: session.id, object: "checkout.session", status: "expired" });
      }
      if (request.method === "POST" && url.pathname === "/v1/refunds") {
        const known = idempotencyKey ? refundsByKey.get(idempotencyKey) : undefined;
        if (known) return send(200, { ...known, object: "refund" });
        const refund: PeerRefund = {
          id: `re_test_${requests.length}`,
          payment_intent: body.get("payment_intent") ?? "",
          amount: Number(body.get("amount") ?? 0),
          status: peer.refundStatus,
          idempotencyKey,
        };
        if (idempotencyKey) refundsByKey.set(idempotencyKey, refund);
        peer.refunds.push(refund);
        send(200, { ...refund, object: "refund" });
        if (refund.status === "succeeded") emitChargeRefunded(refund);
        return;
      }
      // An invoice's payments: each invoice here was paid by the payment intent `pi_<invoice id>`.
      if (request.method === "GET" && url.pathname === "/v1/invoice_payments") {
        const invoice = body.get("invoice") ?? "";
        const payment = { type: "payment_intent", payment_intent: `pi_${invoice}` };
        return send(200, { object: "list", data: [{ id: `inpay_${invoice}`, object: "invoice_payment", invoice, status: "paid", payment }], has_more: false });
      }
      if (request.method === "GET" && url.pathname === "/v1/prices") {
        return send(200, { object: "list", data: [{ object: "price", ...VIP_PRICE }], has_more: false });
      }
      if (request.method === "POST" && url.pathname === "/v1/billing_portal/sessions") {
        const id = `bps_${requests.length}`;
        portalSessions.set(id, { customer: body.get("customer") ?? "", returnUrl: body.get("return_url") ?? "" });
        return send(200, { id, object: "billing_portal.session", customer: body.get("customer"), url: `${origin}/p/session/${id}` });
      }
      const portalMatch = /^\/p\/session\/([\w-]+)$/.exec(url.pathname);
      if (request.method === "GET" && portalMatch) {
        const session = portalSessions.get(portalMatch[1] ?? "");
        const held = [...subscriptions.values()].filter((subscription) => subscription.customer === session?.customer);
        return sendPage(response, session ? 200 : 404, portalPage(session, held));
      }
      if (subscriptionMatch) {
        const subscription = subscriptions.get(subscriptionMatch[1] ?? "");
        if (!subscription) return send(404, { error: { type: "invalid_request_error", message: "No such subscription" } });
        if (request.method === "DELETE" && peer.failingCancels > 0) {
          peer.failingCancels -= 1;
          return send(500, { error: { type: "api_error", message: "Something went wrong on Stripe's end." } });
        }
        const cancelling = request.method === "DELETE" && subscription.status !== "canceled";
        if (request.method === "DELETE") subscription.status = "canceled";
        send(200, subscriptionJson(subscription));
        if (cancelling) emit("customer.subscription.deleted", subscriptionJson(subscription));
        return;
      }
      send(404, { error: { type: "invalid_request_error", message: `Unknown path ${url.pathname}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  return {
    url: origin,
    port,
    requests,
    subscriptions,
    paymentSessions,
    deliveries,
    webhooksDelivered: () => queue,
    get webhook() {
      return peer.webhook;
    },
    set webhook(value) {
      peer.webhook = value;
    },
    get refunds() {
      return peer.refunds;
    },
    get refundStatus() {
      return peer.refundStatus;
    },
    set refundStatus(value) {
      peer.refundStatus = value;
    },
    get failingCancels() {
      return peer.failingCancels;
    },
    set failingCancels(value) {
      peer.failingCancels = value;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
