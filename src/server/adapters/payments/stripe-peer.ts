import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for the Stripe API (tests only): answers the paths our Stripe provider and webhook
 * handler call, in Stripe's wire format (form-encoded requests, JSON answers), and records the requests.
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
  close(): Promise<void>;
}

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
          price: { object: "price", ...(subscription.price ?? { id: "price_1VipMonthly", lookup_key: "price_vip_monthly" }) },
        },
      ],
    },
  };
}

export async function startStripePeer(): Promise<StripePeer> {
  const requests: StripePeer["requests"] = [];
  const subscriptions = new Map<string, PeerSubscription>();
  const paymentSessions: StripePeer["paymentSessions"] = new Map();
  const refundsByKey = new Map<string, PeerRefund>();
  const peer = { refunds: [] as PeerRefund[], refundStatus: "succeeded" as "succeeded" | "pending", failingCancels: 0 };
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
      const subscriptionMatch = /^\/v1\/subscriptions\/([\w-]+)$/.exec(url.pathname);
      if (request.method === "POST" && url.pathname === "/v1/checkout/sessions") {
        const id = `cs_test_${requests.length}`;
        const mode = body.get("mode") ?? "subscription";
        if (mode === "payment") {
          const expiresAt = Number(body.get("expires_at") ?? 0);
          const amount = Number(body.get("line_items[0][price_data][unit_amount]") ?? 0);
          const tooSoon = expiresAt < Date.now() / 1000 + 30 * 60 - 5;
          if (tooSoon) return send(400, { error: { type: "invalid_request_error", message: "expires_at must be at least 30 minutes from now" } });
          paymentSessions.set(id, { id, status: "open", amount, metadata: nested(body, "metadata"), expiresAt });
        }
        return send(200, { id, object: "checkout.session", mode, url: `https://checkout.stripe.test/c/${id}` });
      }
      const expireMatch = /^\/v1\/checkout\/sessions\/([\w-]+)\/expire$/.exec(url.pathname);
      if (request.method === "POST" && expireMatch) {
        const session = paymentSessions.get(expireMatch[1] ?? "");
        if (!session || session.status !== "open")
          return send(400, { error: { type: "invalid_request_error", message: "Only Checkout Sessions with a status of open can be expired." } });
        session.status = "expired";
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
        return send(200, { ...refund, object: "refund" });
      }
      // An invoice's payments: each invoice here was paid by the payment intent `pi_<invoice id>`.
      if (request.method === "GET" && url.pathname === "/v1/invoice_payments") {
        const invoice = body.get("invoice") ?? "";
        const payment = { type: "payment_intent", payment_intent: `pi_${invoice}` };
        return send(200, { object: "list", data: [{ id: `inpay_${invoice}`, object: "invoice_payment", invoice, status: "paid", payment }], has_more: false });
      }
      if (request.method === "GET" && url.pathname === "/v1/prices") {
        return send(200, { object: "list", data: [{ id: "price_1VipMonthly", object: "price", lookup_key: "price_vip_monthly" }], has_more: false });
      }
      if (request.method === "POST" && url.pathname === "/v1/billing_portal/sessions") {
        return send(200, { id: "bps_1", object: "billing_portal.session", url: "https://billing.stripe.test/p/session" });
      }
      if (subscriptionMatch) {
        const subscription = subscriptions.get(subscriptionMatch[1] ?? "");
        if (!subscription) return send(404, { error: { type: "invalid_request_error", message: "No such subscription" } });
        if (request.method === "DELETE" && peer.failingCancels > 0) {
          peer.failingCancels -= 1;
          return send(500, { error: { type: "api_error", message: "Something went wrong on Stripe's end." } });
        }
        if (request.method === "DELETE") subscription.status = "canceled";
        return send(200, subscriptionJson(subscription));
      }
      send(404, { error: { type: "invalid_request_error", message: `Unknown path ${url.pathname}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    subscriptions,
    paymentSessions,
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
