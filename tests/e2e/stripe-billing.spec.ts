import { startServerWithStripe, type ServerWithStripe } from "../../src/server/testing/stripe-server.ts";
import { expect, test, withoutWaitingForTheApp, type Page } from "./fixtures.ts";
import { mailTo, smtp } from "./mailbox.ts";
import { emptyDataDir, MAILBOX_SMTP_URL, ownServerEnvironment, pageOn, SERVE_ARGS } from "./own-server.ts";
import { expectToast, signUpByApi, uniqueEmail } from "./support.ts";

const WIDTHS = [
  [390, 844],
  [1280, 800],
] as const;

async function screenshots(page: Page, name: string): Promise<void> {
  for (const [width, height] of WIDTHS) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `test-results/shots/${name}-${width}.png`, fullPage: true });
  }
}

// A production server of its own, taking payments through Stripe (the local peer): the run's server is a test shop.
let running: ServerWithStripe;
let data: { dir: string; remove(): void };
test.beforeAll(async () => {
  data = emptyDataDir("stripe");
  running = await startServerWithStripe(SERVE_ARGS, ownServerEnvironment(data.dir, { SMTP_URL: MAILBOX_SMTP_URL }));
});
test.afterAll(async () => {
  await running?.stop();
  data?.remove();
});

test("member refunds within 30 days on the Stripe peer", async ({ browser }) => {
  test.slow();
  const { peer } = running;
  // What the peer saw before this journey (a repeat runs against the same server and peer), its events all sent.
  await peer.webhooksDelivered();
  const seen = { requests: peer.requests.length, refunds: peer.refunds.length, deliveries: peer.deliveries.length };
  const page = await pageOn(browser, running.server.url);
  const email = uniqueEmail("stripe-member");
  await signUpByApi(page, "Stripe Member", email);

  // VIP sign-up sends the browser to Stripe's Checkout page; paying there comes back to the welcome.
  await page.goto("/vip-signup");
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole("button", { name: /Continue to Payment/ }).click();
  await expect(page).toHaveURL(new RegExp(`^${peer.url}/c/pay/cs_test_`));
  await expect(page.getByText("VIP Membership, $29.99 / month")).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole("button", { name: "Pay $29.99" }).click();
  await expect(page).toHaveURL(/\/membership\/welcome$/);
  // The welcome waits for Stripe's webhook, then greets the member.
  await expect(page.getByRole("heading", { name: "Welcome, VIP!" })).toBeVisible();
  await page.goto("/profiles/4");
  await expect(page.getByRole("heading", { name: "About Me" })).toBeVisible();

  // The account page: Manage Subscription opens Stripe's Billing Portal (a new tab), which leads back.
  await page.goto("/account");
  const portalOpened = page.context().waitForEvent("page");
  await page.getByRole("button", { name: "Manage Subscription" }).click();
  const portal = await portalOpened;
  await expect(portal).toHaveURL(new RegExp(`^${peer.url}/p/session/bps_`));
  await expect(portal.getByText("VIP Membership: active")).toBeVisible();
  await portal.getByRole("link", { name: "Return to Wingmate" }).click();
  await expect(portal).toHaveURL(/\/user-profile$/);
  await portal.close();

  // The money back within 30 days, behind a confirm step.
  await page.reload();
  const offer = page.getByText(/^30-day money-back guarantee: until .+ you can have your payment refunded in full and end your membership\./);
  await expect(offer).toBeVisible();
  await screenshots(page, "stripe-account-refund-offered");
  await page.setViewportSize({ width: 1280, height: 800 });
  await offer.click();
  await expect(page.getByText("Your payment is refunded in full and your membership ends now")).toBeVisible();
  // A double click on the confirm button: one refund at Stripe.
  await page.getByRole("button", { name: "Yes, Refund and End Membership" }).dblclick();
  await expectToast(page, "Refunded in full. Your membership has ended.");
  await expect(offer).toHaveCount(0);
  await screenshots(page, "stripe-account-refunded");

  // Access ended: the profile is locked again.
  await page.goto("/profiles/4");
  await expect(page.getByRole("heading", { name: "VIP Access Required" })).toBeVisible();

  const refundMail = await mailTo(email, /Subject: Your Wingmate VIP refund/);
  expect(refundMail).toContain("$29.99");
  // A replayed post changes nothing; Stripe's own news of the refund and the cancel reach the server and are taken.
  expect((await page.request.post("/api/billing/portal/refund")).status()).toBe(200);
  await peer.webhooksDelivered();
  const refunds = peer.refunds.slice(seen.refunds);
  expect(refunds).toHaveLength(1);
  // Every refund call the server made carried the payment's one key: Stripe refunds once per key.
  const keys = peer.requests
    .slice(seen.requests)
    .filter((request) => request.path === "/v1/refunds")
    .map((request) => request.idempotencyKey);
  expect(new Set(keys)).toEqual(new Set([refunds[0]?.idempotencyKey]));
  expect(peer.deliveries.slice(seen.deliveries).map((delivery) => [delivery.type, delivery.status])).toEqual([
    ["checkout.session.completed", 200],
    ["customer.subscription.created", 200],
    ["invoice.paid", 200],
    ["charge.refunded", 200],
    ["customer.subscription.deleted", 200],
  ]);
  expect(smtp.received.filter((mail) => mail.to.includes(email) && /Subject: Your Wingmate VIP refund/.test(mail.raw))).toHaveLength(1);
  await page.context().close();
});

test("before the app has started, VIP sign-up's form goes on to Stripe's Checkout, and paying there makes a member", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: running.server.url, javaScriptEnabled: false });
  const page = withoutWaitingForTheApp(await context.newPage());
  await signUpByApi(page, "Early Payer", uniqueEmail("stripe-noscript"));
  await page.goto("/vip-signup");
  await page.getByLabel(/I agree to the/).check();
  // The form's answer is a redirect to Checkout, on another origin: the page's CSP lets the form go there.
  await page.getByRole("button", { name: /Continue to Payment/ }).click();
  await expect(page).toHaveURL(new RegExp(`^${running.peer.url}/c/pay/cs_test_`));
  await page.getByRole("button", { name: "Pay $29.99" }).click();
  await expect(page).toHaveURL(/\/membership\/welcome$/);
  await expect.poll(async () => ((await (await page.request.get("/api/billing/subscription")).json()) as { is_member: boolean }).is_member).toBe(true);
  await running.peer.webhooksDelivered();
  await context.close();
});
