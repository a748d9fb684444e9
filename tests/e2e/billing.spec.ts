import { expect, test, withoutWaitingForTheApp, type Page } from "./fixtures.ts";
import { axeViolations, expectToast, PASSWORD, signUpByApi, uniqueEmail } from "./support.ts";

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
  await checkout.goto("/account");
  await expect(checkout.getByText(/^VIP member\. Your membership renews on .+\.$/)).toBeVisible();

  // Cancel at period end: still a member.
  await checkout.goto("/sandbox/portal");
  await checkout.getByRole("button", { name: "Cancel at Period End" }).click();
  await expect(checkout.getByText(/Cancelled: your membership ends on/)).toBeVisible();
  // The site says which: it ends, and will not renew (never "renews or ends").
  await checkout.goto("/account");
  await expect(checkout.getByText(/^VIP member\. Your membership ends on .+ and will not renew\.$/)).toBeVisible();
  await checkout.screenshot({ path: "test-results/shots/account-membership-ends.png" });
  await checkout.goto("/es/account");
  await expect(checkout.getByText(/^Miembro VIP\. Tu membresía termina el .+ y no se renovará\.$/)).toBeVisible();
  await checkout.getByRole("button", { name: "Panel de miembro" }).click();
  await expect(checkout.getByRole("dialog")).toContainText("Tu membresía termina el");
  await expect(checkout.getByRole("dialog")).not.toContainText("Próxima fecha de cobro");
  await checkout.keyboard.press("Escape");
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
  await signUpByApi(page, "Order Tester");
  await page.goto("/vip-signup");
  await page.getByRole("button", { name: /Continue to Payment/ }).click();
  await expectToast(page, "Please agree to the terms and conditions");
  await page.getByLabel(/I agree to the/).check();
  await page.getByLabel("First name").fill("");
  await page.getByRole("button", { name: /Continue to Payment/ }).click();
  await expectToast(page, "Please enter your first name.");
  // The session ended meanwhile (signed out in another tab): the server answers the spec's sentence.
  await page.getByLabel("First name").fill("Order");
  await page.context().clearCookies();
  await page.getByRole("button", { name: /Continue to Payment/ }).click();
  await expectToast(page, "Please log in to continue with VIP signup");
});

const WIDTHS = [
  [390, 844],
  [1280, 800],
] as const;

test("a signed-out visitor logs in or signs up on the VIP page first, then fills the VIP form", async ({ page }) => {
  const email = await signUpByApi(page, "Tabs First");
  await page.context().clearCookies();
  await page.goto("/vip-signup");
  // Log in / Sign Up first, as in the membership dialog; no VIP form to fill in vain.
  await expect(page.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("button", { name: /Continue to Payment/ })).toHaveCount(0);
  await expect(page.getByLabel("Confirm password")).toBeVisible();
  expect(await axeViolations(page, { bestPractices: true })).toEqual([]);
  for (const [width, height] of WIDTHS) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `test-results/shots/vip-signup-signed-out-${width}.png`, fullPage: true });
  }
  await page.getByRole("tab", { name: "Login" }).click();
  await page.getByRole("tabpanel").getByLabel("E-mail").fill(email);
  await page.getByRole("tabpanel").getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("tabpanel").getByRole("button", { name: "Login" }).click();
  await expectToast(page, "Welcome back!");
  // Signed in here: the VIP form, filled from the account, then payment.
  await expect(page.getByLabel("E-mail")).toHaveValue(email);
  await expect(page.getByLabel("First name")).toHaveValue("Tabs");
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole("button", { name: /Continue to Payment/ }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
});

test("before the app has started, the VIP page's sign-up and VIP forms post to their routes and go on to payment", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled: false });
  const page = withoutWaitingForTheApp(await context.newPage());
  const email = uniqueEmail("vipnoscript");
  await page.goto("/vip-signup?tab=login");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(/\/vip-signup\?tab=signup$/);
  await page.getByLabel("Full name").fill("Early Bird");
  await page.getByLabel("Phone number").fill("+1 305 555 0188");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("tabpanel").getByRole("button", { name: "Sign Up" }).click();
  // Back on the page, signed in: the spec's words, and the VIP form filled from the new account.
  await expect(page).toHaveURL(/\/vip-signup\?done=sign-up$/);
  await expect(page.getByRole("status").filter({ hasText: "Account created! Now complete your membership" })).toBeVisible();
  await expect(page.getByLabel("E-mail")).toHaveValue(email);
  await expect(page.getByLabel("First name")).toHaveValue("Early");
  await expect(page.getByLabel("Last name")).toHaveValue("Bird");
  for (const [width, height] of WIDTHS) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `test-results/shots/vip-signup-signed-in-no-script-${width}.png`, fullPage: true });
  }
  // Without the terms the route refuses, and the page says why; with them, on to payment.
  await page.getByRole("button", { name: /Continue to Payment/ }).click();
  await expect(page).toHaveURL(/\/vip-signup\?error=invalid_input&form=vip-signup$/);
  await expect(page.getByRole("alert").filter({ hasText: "Please check what you typed and try again." })).toBeVisible();
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole("button", { name: /Continue to Payment/ }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await context.close();
});

test("VIP sign-up says the spec's words when payment cannot open", async ({ page }) => {
  await signUpByApi(page, "Payment Errors");
  const submit = async () => {
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole("button", { name: /Continue to Payment/ }).click();
  };
  await page.goto("/vip-signup");
  // An answer without a payment page to go to.
  await page.route("**/api/billing/vip-signup", (route) => route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ url: "" }) }));
  await submit();
  await expectToast(page, "Failed to redirect to payment. Please try again.");
  for (const [width, height] of WIDTHS) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `test-results/shots/vip-signup-redirect-failed-${width}.png` });
  }
  // The request never reached the server.
  await page.unroute("**/api/billing/vip-signup");
  await page.route("**/api/billing/vip-signup", (route) => route.abort("failed"));
  await submit();
  await expectToast(page, "An error occurred. Please try again.");
  // The server could not make a checkout.
  await page.unroute("**/api/billing/vip-signup");
  await page.route("**/api/billing/vip-signup", (route) =>
    route.fulfill({ status: 502, contentType: "application/json", body: JSON.stringify({ error: { code: "unavailable", message: "Bad gateway" } }) }),
  );
  await submit();
  await expectToast(page, "Failed to create checkout session. Please try again.");
  // In Spanish too.
  await page.goto("/es/vip-signup");
  await page.unroute("**/api/billing/vip-signup");
  await page.route("**/api/billing/vip-signup", (route) => route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ url: "" }) }));
  await page.getByLabel(/Acepto los/).check();
  await page.getByRole("button", { name: /Continuar al pago/ }).click();
  await expectToast(page, "No se pudo redirigir al pago. Inténtalo de nuevo.");
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

/** What the account's own state says: signed in, and whether a member. */
async function accountState(page: Page): Promise<{ email: string | null; isMember: boolean }> {
  const state = (await (await page.request.get("/api/account/me")).json()) as { user: { email: string } | null; isMember: boolean };
  return { email: state.user?.email ?? null, isMember: state.isMember };
}

test("signing up says VIP checkout comes next and that it can be skipped; Not now returns to the page with the free account, in each language", async ({
  page,
  context,
}) => {
  const cases = [
    {
      from: "/auth?next=%2Fprofiles%2F2&tab=signup",
      back: /\/profiles\/2$/,
      button: "Sign Up & Go to VIP Checkout",
      line: "Next comes the VIP checkout, $29.99/month — you can skip it and keep your free account.",
      labels: { fullName: "Full name", phone: "Phone number", email: "E-mail", password: "Password", confirm: "Confirm password" },
      notNow: "Not now, keep my free account",
    },
    {
      from: "/es/auth?tab=signup",
      back: /\/es$/,
      button: "Registrarse e ir al pago VIP",
      line: "Después viene el pago VIP, $29.99/mes: puedes saltarlo y quedarte con tu cuenta gratuita.",
      labels: {
        fullName: "Nombre completo",
        phone: "Número de teléfono",
        email: "Correo electrónico",
        password: "Contraseña",
        confirm: "Confirma la contraseña",
      },
      notNow: "Ahora no, mantener mi cuenta gratuita",
    },
  ];
  for (const [index, words] of cases.entries()) {
    await context.clearCookies();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(words.from);
    // Said before the click: on the button, and in the line under it (its description).
    const submit = page.getByRole("tabpanel").getByRole("button", { name: words.button });
    await expect(submit).toBeVisible();
    await expect(submit).toHaveAccessibleDescription(words.line);
    for (const [width, height] of WIDTHS) {
      await page.setViewportSize({ width, height });
      await submit.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/shots/sign-up-says-checkout-${index}-${width}.png` });
    }
    const email = uniqueEmail(`skip-checkout-${index}`);
    const form = page.getByRole("tabpanel");
    await form.getByLabel(words.labels.fullName).fill("Free Account");
    await form.getByLabel(words.labels.phone).fill("+1 305 555 0166");
    await form.getByLabel(words.labels.email).fill(email);
    await form.getByLabel(words.labels.password, { exact: true }).fill(PASSWORD);
    await form.getByLabel(words.labels.confirm).fill(PASSWORD);
    const popup = context.waitForEvent("page", { timeout: 30_000 }).catch(() => null);
    await submit.click();

    // Checkout opens (in a new tab, or here when the browser blocks it), and offers to keep the free account.
    const checkout = (await popup) ?? page;
    await expect(checkout).toHaveURL(/\/sandbox\/checkout\//, { timeout: 30_000 });
    const notNow = checkout.getByRole("link", { name: words.notNow });
    await expect(notNow).toBeVisible();
    for (const [width, height] of WIDTHS) {
      await checkout.setViewportSize({ width, height });
      await checkout.screenshot({ path: `test-results/shots/checkout-not-now-${index}-${width}.png`, fullPage: true });
    }
    await notNow.click();
    await expect(checkout).toHaveURL(words.back);
    await expect(checkout.getByRole("banner").getByRole("button", { name: /Account menu|Menú de la cuenta/ })).toBeVisible();
    expect(await accountState(checkout)).toEqual({ email, isMember: false });
    if (checkout !== page) {
      await expect(page).toHaveURL(words.back);
      await checkout.close();
    }
  }
});
