import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "./fixtures.ts";
import { smtp } from "./mailbox.ts";
import type { ReceivedMail } from "../../src/server/adapters/mail/testing.ts";
import { adminPage, expectToast, inDays, signUpByApi, uniqueEmail } from "./support.ts";

test.beforeAll(async () => {
  mkdirSync("test-results/shots", { recursive: true });
});

const openSection = async (admin: Page, name: string) => {
  await admin.goto("/admin");
  await admin
    .getByRole("navigation", { name: "Admin sections" })
    .getByRole("button", { name: new RegExp(`^${name}`) })
    .click();
  await expect(admin.getByRole("heading", { level: 2 }).first()).toBeVisible();
};

/** A mail's readable text: every MIME part decoded (quoted-printable or base64). */
function mailText(mail: ReceivedMail): string {
  return mail.raw
    .split(/\r?\n--[^\r\n]+\r?\n/)
    .map((part) => {
      const split = part.search(/\r?\n\r?\n/);
      const head = split === -1 ? "" : part.slice(0, split);
      const body = split === -1 ? part : part.slice(split).trimStart();
      if (/content-transfer-encoding:\s*base64/i.test(head))
        return /content-type:\s*text\//i.test(head) ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8") : "";
      if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
        const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        return Buffer.from(bytes, "latin1").toString("utf8");
      }
      return body;
    })
    .join("\n");
}

/** The payment link in the newest mail to `to` that carries one. */
async function paymentLinkFor(to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        for (const mail of [...smtp.received].reverse().filter((item) => item.to.includes(to))) {
          link = /https?:\/\/[^\s"<>]+\/bookings\/[^\s"<>]+token=[^\s"<>]+/.exec(mailText(mail))?.[0]?.replace(/&amp;/g, "&");
          if (link) return link;
        }
        return undefined;
      },
      { timeout: 20_000, message: `a payment-request mail to ${to}` },
    )
    .toBeTruthy();
  return link as string;
}

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

test("a Transformation Journey request is paid through the admin's payment request, counted in Payments and refunded on cancel", async ({ page, browser }) => {
  test.setTimeout(600_000);
  const email = uniqueEmail("tara");
  const clientName = "Tara Quinn";
  const sessionDate = inDays(5);

  await test.step("a visitor asks for a Transformation Journey with companion 2", async () => {
    await page.goto("/booking/2");
    await page.getByLabel("Session type *").selectOption("transformation");
    await page.getByLabel("Full name *").fill(clientName);
    await page.getByLabel("E-mail *").fill(email);
    await page.getByLabel(/^Phone/).fill("+1 305 555 0142");
    await page.getByLabel("Preferred start date").fill(sessionDate);
    await page.getByLabel("Preferred start time (Florida time)").selectOption("10:00");
    await page.getByRole("button", { name: "Send Request" }).click();
    await expectToast(page, "Consultation Request Sent!");
  });

  const admin = await adminPage(browser);
  const request = await test.step("the admin sends a payment request from Consultations", async () => {
    await openSection(admin, "Consultations");
    const row = admin.getByRole("row").filter({ hasText: email });
    await expect(row).toContainText("Transformation Journey");
    await row.getByRole("button", { name: /^Send payment request/ }).click();
    const dialog = admin.getByRole("dialog", { name: "Send payment request" });
    // Prefilled from the request: companion, package and its price.
    await expect(dialog.getByLabel("Companion")).toHaveValue("2");
    await expect(dialog.getByLabel("Package")).toHaveValue("transformation");
    await expect(dialog.getByLabel("Amount (USD)")).toHaveValue("25000");
    // The shared schema checks the form before it is sent.
    await dialog.getByLabel("Amount (USD)").fill("0");
    await dialog.getByRole("button", { name: "Send payment request" }).click();
    await expect(dialog.getByText("Please enter an amount of at least $1.")).toBeVisible();
    await dialog.getByLabel("Package").selectOption("transformation");
    await expect(dialog.getByLabel("Amount (USD)")).toHaveValue("25000");
    await dialog.getByLabel("Date (Florida time)").fill(sessionDate);
    await dialog.getByLabel("Start time").selectOption("10:00");
    await dialog.getByLabel("Location (optional)").fill("Brickell City Centre");
    await expect(dialog.getByText("Please enter an amount of at least $1.")).toHaveCount(0);
    await admin.screenshot({ path: "test-results/shots/admin-payment-request-dialog.png" });
    await dialog.getByRole("button", { name: "Send payment request" }).click();
    await expectToast(admin, "Payment request sent");
    await expect(dialog).toHaveCount(0);
    await expect(row).toContainText("Awaiting payment");
    await expect(row).toContainText(/Awaiting payment\s*until /);
    await expect(row.getByRole("button", { name: /^Resend payment request/ })).toBeVisible();
    await admin.screenshot({ path: "test-results/shots/admin-consultations-awaiting.png", fullPage: true });

    await paymentLinkFor(email);
    // Resending mails the link again (and extends the deadline).
    await row.getByRole("button", { name: /^Resend payment request/ }).click();
    await expectToast(admin, "Payment request sent again");
    await expect.poll(() => smtp.received.filter((mail) => mail.to.includes(email) && /\/bookings\//.test(mailText(mail))).length, { timeout: 20_000 }).toBe(2);

    // Bookings holds it as pending: no status editor, the payment state, and the same actions.
    await openSection(admin, "Bookings");
    const pending = admin.getByRole("row").filter({ hasText: email });
    await expect(pending).toContainText("Pending payment");
    await expect(pending.getByText("Awaiting payment", { exact: true })).toBeVisible();
    await expect(pending.getByLabel(`Status of ${clientName}'s booking`)).toHaveCount(0);
    await expect(pending.getByRole("button", { name: /^Resend payment request/ })).toBeVisible();
    await expect(pending.getByRole("button", { name: /^Cancel / })).toBeVisible();
    await admin.screenshot({ path: "test-results/shots/admin-bookings-pending.png", fullPage: true });

    const link = await paymentLinkFor(email);
    const id = /\/bookings\/([^/?#]+)/.exec(link)?.[1];
    expect(id).toBeTruthy();
    return { id: id as string, link };
  });

  await test.step("the client pays from the mailed link as a guest", async () => {
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const guest = await context.newPage();
    await guest.goto(request.link);
    await guest.getByRole("button", { name: /^Pay \$25,000(\.00)?$/ }).click();
    await expect(guest).toHaveURL(/\/sandbox\/checkout\/[0-9a-f-]{36}/);
    await guest.getByRole("button", { name: /^Pay \$25,000(\.00)? \(test\)$/ }).click();
    await expect(guest).toHaveURL(new RegExp(`/bookings/${request.id}\\?.*paid=1`));
    await expectToast(guest, "Booking Confirmed!");
    await context.close();
  });

  await test.step("the admin sees it paid and confirmed, and counted in Payments", async () => {
    await openSection(admin, "Bookings");
    const row = admin.getByRole("row").filter({ hasText: email });
    await expect(row.getByText("Paid", { exact: true })).toBeVisible();
    await expect(row.getByLabel(`Status of ${clientName}'s booking`)).toHaveValue("confirmed");
    await expect(row.getByRole("button", { name: /^Cancel & refund/ })).toBeVisible();
    await admin.setViewportSize({ width: 768, height: 1024 });
    await row.scrollIntoViewIfNeeded();
    await admin.screenshot({ path: "test-results/shots/admin-bookings-768.png", fullPage: true });
    await noSidewaysScroll(admin);
    await admin.setViewportSize({ width: 1280, height: 900 });

    await openSection(admin, "Consultations");
    await expect(admin.getByRole("row").filter({ hasText: email })).toContainText("Paid");
    await admin.setViewportSize({ width: 768, height: 1024 });
    await admin.screenshot({ path: "test-results/shots/admin-consultations-768.png", fullPage: true });
    await noSidewaysScroll(admin);
    await admin.setViewportSize({ width: 1280, height: 900 });

    await openSection(admin, "Payments");
    const payment = admin.getByRole("table", { name: "Payments" }).getByRole("row").filter({ hasText: email });
    await expect(payment).toContainText("$25,000");
    await expect(payment).toContainText("Paid");
    const thisMonth = admin.getByRole("region", { name: /^This month/ });
    const paid = await thisMonth.getByRole("definition").first().textContent();
    expect(Number((paid ?? "").replace(/[$,]/g, ""))).toBeGreaterThanOrEqual(25_000);
    await expect(admin.getByRole("table", { name: "Payment totals by month" }).getByRole("row")).not.toHaveCount(1);
    await admin.screenshot({ path: "test-results/shots/admin-payments-1280.png", fullPage: true });
    await noSidewaysScroll(admin);
  });

  await test.step("a second request for the same time is refused: the error shows at the time, and what was typed stays", async () => {
    const other = uniqueEmail("omar");
    const asked = await page.request.post("/api/consultations", {
      data: {
        name: "Omar Ortega",
        email: other,
        phone: "+1 305 555 0177",
        companionId: "2",
        sessionType: "transformation",
        preferredDate: sessionDate,
        preferredTime: "10:00",
      },
    });
    expect(asked.ok()).toBe(true);
    await openSection(admin, "Consultations");
    await admin
      .getByRole("row")
      .filter({ hasText: other })
      .getByRole("button", { name: /^Send payment request/ })
      .click();
    const dialog = admin.getByRole("dialog", { name: "Send payment request" });
    await dialog.getByLabel("Amount (USD)").fill("24000");
    await dialog.getByLabel("Location (optional)").fill("Wynwood Walls");
    await dialog.getByRole("button", { name: "Send payment request" }).click();
    await expectToast(admin, "Payment request not sent");
    await expect(dialog.getByLabel("Start time")).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByLabel("Amount (USD)")).toHaveValue("24000");
    await expect(dialog.getByLabel("Location (optional)")).toHaveValue("Wynwood Walls");
    await admin.screenshot({ path: "test-results/shots/admin-payment-request-taken.png" });
    await dialog.getByRole("button", { name: "Close" }).click();
  });

  await test.step("the admin cancels it after confirming, and the payment is refunded", async () => {
    await openSection(admin, "Bookings");
    const row = admin.getByRole("row").filter({ hasText: email });
    await row.getByRole("button", { name: /^Cancel & refund/ }).click();
    const dialog = admin.getByRole("dialog", { name: "Cancel this booking and refund $25,000 in full?" });
    await expect(dialog).toBeVisible();
    await admin.screenshot({ path: "test-results/shots/admin-cancel-dialog.png" });
    await dialog.getByRole("button", { name: /^Cancel & refund/ }).click();
    await expectToast(admin, "Booking cancelled");
    await expect(row.getByText(/^Refund(ed| pending)$/)).toBeVisible();
    await expect(row).toContainText("Cancelled");
    await expect(async () => {
      await admin.reload();
      await expect(admin.getByRole("row").filter({ hasText: email }).getByText("Refunded", { exact: true })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });

    await admin.screenshot({ path: "test-results/shots/admin-bookings-refunded.png" });

    await openSection(admin, "Payments");
    await expect(admin.getByRole("table", { name: "Payments" }).getByRole("row").filter({ hasText: email })).toContainText("Refunded");
  });
});

test("staff refund a VIP membership payment from Payments: confirm, an optional reason, shown refunded, the member mailed", async ({ page, browser }) => {
  const email = await signUpByApi(page, "Refund Member");
  // A test-shop membership, paid through the same routes the checkout page calls.
  const checkout = await page.request.post("/api/billing/checkout", { data: { locale: "en" } });
  const checkoutId = new URL(((await checkout.json()) as { url: string }).url).pathname.split("/").pop();
  expect((await page.request.post(`/api/billing/sandbox/checkouts/${checkoutId}/pay`)).ok()).toBe(true);

  const admin = await adminPage(browser);
  await openSection(admin, "Payments");
  const row = admin.getByRole("table", { name: "Payments" }).getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("VIP membership");
  await row.getByRole("button", { name: /^Refund \$29\.99 to / }).click();
  const ask = admin.getByRole("dialog", { name: "Refund $29.99 and end the membership?" });
  await ask.getByLabel("Reason (optional, for the audit log)").fill("Asked by phone");
  await ask.getByRole("button", { name: "Refund in full" }).click();
  await expectToast(admin, "Refunded: the membership has ended and the member is mailed");
  await expect(row).toContainText("Refunded");
  await expect(row.getByRole("button", { name: /^Refund/ })).toHaveCount(0);
  await expect
    .poll(() => smtp.received.filter((mail) => mail.to.includes(email) && /Your Wingmate VIP refund/.test(mail.raw)).length, { timeout: 20_000 })
    .toBe(1);
  expect(((await (await page.request.get("/api/billing/subscription")).json()) as { is_member: boolean }).is_member).toBe(false);
});
