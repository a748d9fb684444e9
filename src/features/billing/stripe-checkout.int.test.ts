import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { headerOf, startTestSmtpServer, type TestSmtpServer } from "../../server/adapters/mail/testing.ts";
import { startServerWithStripe, type ServerWithStripe } from "../../server/testing/stripe-server.ts";

/**
 * The whole Stripe path between two processes, as in production: the server (its own process) opens Checkout
 * at the Stripe peer, the customer pays on the peer's hosted page, the peer's signed webhooks make the member,
 * and the money-back refund reaches the peer once; Stripe's own later events about it change nothing.
 */
describe("a production server with Stripe (the local peer)", () => {
  let running: ServerWithStripe;
  let smtp: TestSmtpServer;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "wingmate-stripe-"));
    smtp = await startTestSmtpServer();
    running = await startServerWithStripe(["--import", "tsx", "src/server/main.ts"], { DATA_DIR: dataDir, SMTP_URL: smtp.url });
  }, 120_000);
  afterAll(async () => {
    await running?.stop();
    await smtp?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const api = async (url: string, cookie: string, init: { method?: string; body?: object } = {}) => {
    const response = await fetch(`${running.server.url}${url}`, {
      method: init.method ?? "GET",
      headers: { cookie, ...(init.body ? { "content-type": "application/json" } : {}) },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  };

  async function signUp(email: string): Promise<string> {
    const password = "sunset over biscayne bay 7";
    const response = await fetch(`${running.server.url}/api/account/sign-up`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ fullName: "Stripe Member", phone: "+1 305 555 0150", email, password, confirmPassword: password }),
    });
    expect(response.status).toBe(201);
    return response.headers
      .getSetCookie()
      .map((setCookie) => setCookie.split(";")[0])
      .join("; ");
  }

  it("pays on the peer's Checkout page, becomes a member by webhook, and refunds once", async () => {
    const { peer } = running;
    const cookie = await signUp("stripe-member@example.com");
    const checkout = await api("/api/billing/checkout", cookie, { method: "POST", body: { locale: "en" } });
    const checkoutUrl = String(checkout.json.url);
    expect(checkoutUrl.startsWith(`${peer.url}/c/pay/`)).toBe(true);

    const page = await fetch(checkoutUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Pay $29.99");
    const paid = await fetch(checkoutUrl, { method: "POST", redirect: "manual" });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(`${running.server.url}/membership/welcome`);
    // Paid once: the page refuses a second payment.
    expect((await fetch(checkoutUrl, { method: "POST", redirect: "manual" })).status).toBe(409);

    await peer.webhooksDelivered();
    expect(peer.deliveries.map((delivery) => [delivery.type, delivery.status])).toEqual([
      ["checkout.session.completed", 200],
      ["customer.subscription.created", 200],
      ["invoice.paid", 200],
    ]);
    expect((await api("/api/billing/subscription", cookie)).json).toMatchObject({ is_member: true, provider: "stripe", refundable_until: expect.any(String) });

    const both = await Promise.all([1, 2].map(() => api("/api/billing/portal/refund", cookie, { method: "POST" })));
    expect(both.map((answer) => answer.status)).toEqual([200, 200]);
    expect(peer.refunds).toHaveLength(1);
    await peer.webhooksDelivered();
    // Stripe's own news of the refund and the cancel arrive after it, are taken, and leave the membership ended.
    expect(peer.deliveries.slice(3).map((delivery) => [delivery.type, delivery.status])).toEqual([
      ["charge.refunded", 200],
      ["customer.subscription.deleted", 200],
    ]);
    expect((await api("/api/billing/subscription", cookie)).json).toMatchObject({ is_member: false, status: "canceled", refundable_until: null });
    // The member's mail: the address to confirm, the receipt, and one refund (no "membership ends" beside it).
    const mails = await smtp.waitForMessages(3, 60_000);
    expect(mails.map((mail) => headerOf(mail.raw, "subject")).sort()).toEqual([
      "Confirm your e-mail for Wingmate",
      "Your Wingmate VIP receipt",
      "Your Wingmate VIP refund",
    ]);
  }, 120_000);

  it("refuses a webhook the peer's secret did not sign", async () => {
    const response = await fetch(`${running.server.url}/api/billing/stripe/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=00" },
      body: JSON.stringify({ id: "evt_forged", type: "invoice.paid" }),
    });
    expect(response.status).toBe(400);
  });
});
