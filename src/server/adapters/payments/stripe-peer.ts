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
}

export interface StripePeer {
  url: string;
  port: number;
  requests: { method: string; path: string; body: URLSearchParams }[];
  subscriptions: Map<string, PeerSubscription>;
  close(): Promise<void>;
}

function subscriptionJson(subscription: PeerSubscription) {
  return {
    id: subscription.id,
    object: "subscription",
    customer: subscription.customer,
    status: subscription.status,
    cancel_at_period_end: subscription.cancel_at_period_end,
    metadata: subscription.metadata,
    items: { object: "list", data: [{ id: `si_${subscription.id}`, object: "subscription_item", current_period_end: subscription.current_period_end }] },
  };
}

export async function startStripePeer(): Promise<StripePeer> {
  const requests: StripePeer["requests"] = [];
  const subscriptions = new Map<string, PeerSubscription>();
  const server: Server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://peer");
      const body = new URLSearchParams(request.method === "GET" ? url.search : raw);
      requests.push({ method: request.method ?? "GET", path: url.pathname, body });
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { "content-type": "application/json", "request-id": `req_${requests.length}` });
        response.end(JSON.stringify(payload));
      };
      const subscriptionMatch = /^\/v1\/subscriptions\/([\w-]+)$/.exec(url.pathname);
      if (request.method === "POST" && url.pathname === "/v1/checkout/sessions") {
        return send(200, { id: `cs_test_${requests.length}`, object: "checkout.session", mode: "subscription", url: `https://checkout.stripe.test/c/${requests.length}` });
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
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
