import { expect, test } from "./fixtures.ts";
import { expectToast, PASSWORD, signUpByApi } from "./support.ts";

test("sandbox membership: sign up, pay, see every profile, cancel, refund", async ({ page, context }) => {
  const email = `vip-${Date.now().toString(36)}@example.com`;

  // A visitor meets the VIP wall and joins from it.
  await page.goto("/profiles/4");
  await page.getByRole("link", { name: "Join VIP Membership" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("tab", { name: "Sign Up" }).click();
  await dialog.getByLabel("Full name").fill("Vip Journey");
  await dialog.getByLabel("Phone number").fill("+1 305 555 0177");
  await dialog.getByLabel("E-mail").fill(email);
  await dialog.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await dialog.getByLabel("Confirm password").fill(PASSWORD);
  const popup = context.waitForEvent("page", { timeout: 30_000 }).catch(() => null);
  await dialog.getByRole("button", { name: "Sign Up" }).click();
  await expectToast(page, "Account created! Now complete your membership");

  // One second later checkout opens: in a new tab, or here when the browser blocks the tab.
  const checkout = (await popup) ?? page;
  // The first tab says where checkout went, while it is still saying it (a toast lasts seconds).
  if (checkout !== page) await expectToast(page, "Checkout opened in a new tab", "This page updates as soon as your payment is confirmed.");
  await expect(checkout).toHaveURL(/\/sandbox\/checkout\//, { timeout: 30_000 });
  await expect(checkout.getByText("no money is charged")).toBeVisible();
  await expect(checkout.getByRole("heading", { name: "VIP Membership" })).toBeVisible();
  await expect(checkout.getByText("$29.99 / month")).toBeVisible();
  await checkout.screenshot({ path: "test-results/shots/sandbox-checkout.png" });
  await checkout.getByRole("button", { name: /^Pay/ }).click();
  await expect(checkout.getByRole("heading", { name: "Welcome, VIP!" })).toBeVisible();
  // The welcome page leads back to the profile the upgrade started from, and the first tab drops its wall by itself.
  await expect(checkout.getByRole("link", { name: "Continue where you left off" })).toHaveAttribute("href", "/profiles/4");
  if (checkout !== page) {
    await expect(page).toHaveURL(/\/profiles\/4$/);
    // The dialog the upgrade started in now welcomes the member; behind it, the profile in full.
    await expect(page.getByRole("dialog")).toContainText("Welcome, VIP!");
    await page.getByRole("dialog").getByRole("button", { name: "Continue Browsing" }).click();
    await expect(page.getByRole("heading", { name: "About Me" })).toBeVisible();
    await page.screenshot({ path: "test-results/shots/upgrade-first-tab-after-paying.png" });
  }
  await checkout.screenshot({ path: "test-results/shots/welcome-with-way-back.png" });

  // A member sees the locked profile in full, and the Member Dashboard.
  await checkout.goto("/profiles/4");
  await expect(checkout.getByRole("heading", { name: "About Me" })).toBeVisible();
  await checkout.getByRole("button", { name: "Member Dashboard" }).click();
  await expect(checkout.getByRole("dialog")).toContainText("Welcome, VIP!");
  await expect(checkout.getByRole("dialog")).toContainText("Next billing date");
  await checkout.keyboard.press("Escape");

  // Cancel at period end: still a member.
  await checkout.goto("/sandbox/portal");
  await checkout.getByRole("button", { name: "Cancel at Period End" }).click();
  await expect(checkout.getByText(/Cancelled: your membership ends on/)).toBeVisible();
  await checkout.goto("/profiles/4");
  await expect(checkout.getByRole("heading", { name: "About Me" })).toBeVisible();

  // The money-back guarantee: refunded, membership over, the wall is back.
  await checkout.goto("/sandbox/portal");
  await checkout.getByRole("button", { name: "Refund and End Membership" }).click();
  const ask = checkout.getByRole("dialog", { name: "Refund and end your membership?" });
  await expect(ask).toContainText("Your payment is refunded in full");
  await ask.getByRole("button", { name: "Refund and End Membership" }).click();
  await expectToast(checkout, "Subscription updated");
  await checkout.goto("/profiles/4");
  await expect(checkout.getByRole("heading", { name: "VIP Access Required" })).toBeVisible();
  await expect(checkout.getByRole("link", { name: "Upgrade to VIP" })).toBeVisible();
});

test("VIP sign-up checks the terms, then a signed-in account, then the names, each with its toast", async ({ page }) => {
  await page.goto("/vip-signup");
  await page.getByRole("button", { name: /Continue to Payment/ }).click();
  await expectToast(page, "Please agree to the terms and conditions");
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole("button", { name: /Continue to Payment/ }).click();
  await expectToast(page, "Please log in to continue with VIP signup");
  await signUpByApi(page, "Order Tester");
  await page.reload();
  await page.getByLabel(/I agree to the/).check();
  await page.getByLabel("First name").fill("");
  await page.getByRole("button", { name: /Continue to Payment/ }).click();
  await expectToast(page, "Please enter your first name.");
});

test("VIP sign-up asks for the terms, then goes to payment in the same tab", async ({ page }) => {
  const email = await signUpByApi(page, "Form Tester");
  await page.goto("/become-member");
  await page.getByRole("link", { name: "Become a VIP Member" }).first().click();
  await expect(page).toHaveURL(/\/vip-signup$/);
  await expect(page.getByLabel("E-mail")).toHaveValue(email);
  await expect(page.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("target", "_blank");
  await page.getByRole("button", { name: /Continue to Payment/ }).click();
  await expectToast(page, "Please agree to the terms and conditions");
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole("button", { name: /Continue to Payment/ }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
});
