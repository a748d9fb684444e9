import { withoutWaitingForTheApp, expect, test, type Page } from "./fixtures.ts";
import { smtp } from "./mailbox.ts";
import { axeViolations, expectToast, holdTheAppCode, PASSWORD, signUpByApi, uniqueEmail, verificationToken } from "./support.ts";
import { pngImage } from "../../src/server/adapters/storage/fixtures.ts";

const newEmail = () => uniqueEmail("journey");

/** The link in the newest e-mail to `to` whose subject matches. */
async function linkFromMail(to: string, subject: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        const mail = [...smtp.received].reverse().find((item) => item.to.includes(to) && subject.test(decodeSubject(item.raw)));
        found = mail ? /https?:\/\/\S+/.exec(mail.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "="))?.[0] : undefined;
        return found;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return found as string;
}

const decodeSubject = (raw: string) => /^Subject: (.*)$/m.exec(raw)?.[1] ?? "";

/**
 * Signs up on /auth. Sign-up opens the VIP checkout in a new tab; a journey that goes on in the first tab
 * closes it, as a person who skips paying does (a second window of the same site shares the first one's event loop).
 */
async function signUp(page: Page, email: string, { keepCheckoutTab = false } = {}) {
  const checkoutTab = page.context().waitForEvent("page");
  await page.goto("/auth?tab=signup");
  await page.getByLabel("Full name").fill("Journey Tester");
  await page.getByLabel("Phone number").fill("+1 305 555 0199");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expectToast(page, "Account created! Now complete your membership", "Please complete payment to access all profiles.");
  if (!keepCheckoutTab) await (await checkoutTab).close();
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/auth");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("tabpanel").getByRole("button", { name: "Login" }).click();
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
}

test("sign-up shows each validation message, then creates the account", async ({ page }) => {
  // The form validates with zod, which must not probe for eval: our CSP forbids it and would report it.
  await page.addInitScript(() => {
    const seen: string[] = ((window as { cspViolations?: string[] }).cspViolations = []);
    document.addEventListener("securitypolicyviolation", (event) => seen.push(event.violatedDirective));
  });
  await page.goto("/auth?tab=signup");
  const submit = page.getByRole("button", { name: "Sign Up" });
  await submit.click();
  await expectToast(page, "Full name required", "Please enter your full name.");
  await page.getByLabel("Full name").fill("Journey Tester");
  await submit.click();
  await expectToast(page, "Phone number required", "Please enter your phone number.");
  await page.getByLabel("Phone number").fill("+1 305 555 0199");
  await page.getByLabel("E-mail").fill(newEmail());
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill("a different passphrase");
  await submit.click();
  await expectToast(page, "Passwords don't match", "Please make sure your passwords match.");
  await page.getByLabel("Password", { exact: true }).fill("password1234");
  await page.getByLabel("Confirm password").fill("password1234");
  await submit.click();
  await expectToast(page, "Sign Up Failed", "This password is too common");
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await submit.click();
  await expectToast(page, "Account created! Now complete your membership");
  await page.screenshot({ path: "test-results/shots/signed-up.png" });
  expect(await page.evaluate(() => (window as { cspViolations?: string[] }).cspViolations)).toEqual([]);
});

test("sign-in, a wrong password, a session that survives a reload, and sign-out", async ({ page }) => {
  const email = newEmail();
  await signUp(page, email);
  await signOut(page);

  await signIn(page, email, "not my password at all");
  await expectToast(page, "Login Failed", "Invalid e-mail or password.");

  await signIn(page, email, PASSWORD);
  await expectToast(page, "Welcome back!", "Successfully logged in to your VIP account.");
  await page.reload();
  await page.getByRole("button", { name: "Account menu" }).click();
  const menu = page.getByRole("menu");
  await expect(menu).toContainText(email);
  await expect(menu).toContainText("Free Member");
  await expect(menu.getByRole("menuitem", { name: "Upgrade to Member" })).toBeVisible();
  await expect(menu.getByRole("menuitem", { name: "Saved Profiles" })).toHaveCount(0);
  // The VIP profile page is a member's: a free account's menu does not lead there to be sent home.
  await expect(menu.getByRole("menuitem", { name: "Profile", exact: true })).toHaveCount(0);
  await page.screenshot({ path: "test-results/shots/account-menu.png" });
  await page.keyboard.press("Escape");
  await signOut(page);
});

test("sign-up on /auth leads to checkout in a tab opened inside the click, so pop-up blockers let it through", async ({ page, context }) => {
  const tab = context.waitForEvent("page");
  await signUp(page, newEmail(), { keepCheckoutTab: true });
  const checkout = await tab;
  await expect(checkout).toHaveURL(/\/sandbox\/checkout\//);
  // The page itself stays with the visitor, signed in.
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
});

test("closing the checkout tab sign-up opened is a 'not now': the first tab stays on its page, signed in", async ({ page }) => {
  const navigations: string[] = [];
  page.on("framenavigated", (frame) => frame === page.mainFrame() && navigations.push(frame.url()));
  const checkoutAnswered = page.waitForEvent("requestfinished", (request) => request.url().endsWith("/api/billing/checkout"));
  await signUp(page, newEmail());
  await checkoutAnswered;
  // The answer is handled in the same task as its body: a navigation it started would be under way by now.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
  expect(navigations.filter((url) => url.includes("/sandbox/checkout/"))).toEqual([]);
  await expect(page).not.toHaveURL(/\/sandbox\/checkout\//);
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
});

test("the membership dialog offers the upgrade and opens checkout in a new tab", async ({ page, context }) => {
  await signUp(page, newEmail());
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Upgrade to Member" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Why Join?" })).toBeVisible();
  await expect(dialog).toContainText("$29.99/month");
  await page.screenshot({ path: "test-results/shots/membership-dialog.png" });
  const tab = context.waitForEvent("page");
  await dialog.getByRole("button", { name: "Upgrade to VIP" }).click();
  await expect(await tab).toHaveURL(/\/sandbox\/checkout\//);
  await expectToast(page, "Checkout opened in a new tab");
});

test("a password reset through the e-mailed link", async ({ page }) => {
  const email = newEmail();
  await signUp(page, email);
  await signOut(page);
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Forgot Password" }).click();
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "is on its way" })).toBeVisible();

  // The address was never confirmed: the link is worded as choosing the password, and choosing it confirms.
  const link = new URL(await linkFromMail(email, /Set your Wingmate password/));
  const resetPage = `${link.pathname}${link.search}`;
  await page.goto(resetPage);
  // Opening the link twice does not spend it: the form is still there.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Choose a New Password" })).toBeVisible();
  const newPassword = "a fresh passphrase for miami 3";
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill(newPassword);
  await page.getByRole("button", { name: "Set New Password" }).click();
  await expectToast(page, "Password changed");
  await signIn(page, email, newPassword);
  await expectToast(page, "Welcome back!");
});

test("a used or broken reset link says so as it opens, with a way to ask for a new one", async ({ page, browser }) => {
  const email = newEmail();
  await signUpByApi(page, "Reset Twice", email);
  await page.context().clearCookies();
  await page.request.post("/api/account/password/forgot", { data: { email }, headers: { "x-requested-with": "wingmate" } });
  const link = new URL(await linkFromMail(email, /Set your Wingmate password/));
  const resetPage = `${link.pathname}${link.search}`;
  const token = link.searchParams.get("token") ?? "";
  const used = await page.request.post("/api/account/password/reset", {
    data: { token, password: "a fresh passphrase for miami 3", confirmPassword: "a fresh passphrase for miami 3" },
    headers: { "x-requested-with": "wingmate" },
  });
  expect(used.ok()).toBe(true);

  // Seen before the app has started, at a phone's and a desktop's width: the sentence and a link, no password form.
  const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled: false });
  const early = withoutWaitingForTheApp(await visitor.newPage());
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await early.setViewportSize({ width, height });
    await early.goto(resetPage);
    await expect(early.getByRole("heading", { name: "This Link No Longer Works" })).toBeVisible();
    await expect(early.getByRole("alert")).toHaveText("This link is invalid or has expired. Please ask for a new one.");
    await expect(early.locator("input[type=password]")).toHaveCount(0);
    await early.screenshot({ path: `test-results/shots/reset-link-used-${width}.png`, fullPage: true });
  }
  await early.getByRole("link", { name: "Send Me a New Link" }).click();
  await expect(early.getByRole("button", { name: "Send Reset Link" })).toBeVisible();
  await visitor.close();

  // A made-up token, and the Spanish page, the same way; with the app running, the link opens the tab.
  await page.goto("/es/auth?mode=reset&token=not-a-real-token");
  await expect(page.getByRole("heading", { name: "Este enlace ya no funciona" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText("Este enlace no es válido o ha caducado. Pide uno nuevo.");
  await page.goto("/auth?mode=reset&token=not-a-real-token");
  expect(await axeViolations(page, { bestPractices: true })).toEqual([]);
  await page.getByRole("link", { name: "Send Me a New Link" }).click();
  await expect(page).toHaveURL(/\/auth\?tab=forgot$/);
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "is on its way" })).toBeVisible();
});

/** Account Settings, from the account menu: every signed-in account has it, free or member. */
async function openAccountSettings(page: Page) {
  await page.goto("/");
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Account Settings" }).click();
  await expect(page.getByRole("heading", { name: "Account Settings" })).toBeVisible();
}

test("a new profile picture shows in the account menu", async ({ page }) => {
  await signUp(page, newEmail());
  await openAccountSettings(page);
  const png = await pngImage(120, 120);
  await page.getByLabel("Upload a profile picture").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
  await expectToast(page, "Profile picture uploaded successfully");
  await expect(page.getByRole("button", { name: "Account menu" }).locator("img")).toHaveAttribute("src", /\/files\/profile-pictures\//);
});

test("after deleting the account, signing in fails", async ({ page }) => {
  const email = newEmail();
  await signUp(page, email);
  // A free account reaches its settings from the Privacy Policy too, with its membership offer, its data and deletion.
  await page.goto("/privacy");
  await page.getByRole("link", { name: "account settings" }).first().click();
  await expect(page.getByRole("heading", { name: "Account Settings" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Upgrade to Member" })).toBeVisible();
  // The account is called what the avatar menu calls it: one name for each state of the membership.
  await expect(page.getByText(/^Free Member: VIP membership \(\$29\.99\/month\) unlocks every profile/)).toBeVisible();
  await page.getByRole("button", { name: "Account menu" }).click();
  await expect(page.getByRole("menu").getByText("Free Member", { exact: true })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("link", { name: "Download my data" })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("account-settings-free.png"), fullPage: true });
  const deleteCard = page.locator("form").filter({ has: page.getByRole("button", { name: "Delete My Account" }) });
  const deleteButton = deleteCard.getByRole("button", { name: "Delete My Account" });
  // Without the password nothing is asked: the field says what is missing.
  await deleteButton.click();
  await expect(deleteCard.getByText("Please enter your password to confirm.")).toBeVisible();
  await expect(page.getByRole("dialog")).toBeHidden();
  // With it, the account is deleted only after a second, explicit yes; keeping it returns focus to the button.
  await deleteCard.getByLabel("Password").fill(PASSWORD);
  await deleteCard.getByLabel("Password").press("Enter");
  const question = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(question).toContainText("This cannot be undone.");
  await question.getByRole("button", { name: "Keep My Account" }).click();
  await expect(deleteButton).toBeFocused();
  await deleteButton.click();
  await question.getByRole("button", { name: "Delete My Account" }).click();
  await expectToast(page, "Account deleted");
  await signIn(page, email, PASSWORD);
  await expectToast(page, "Login Failed", "Invalid e-mail or password.");
});

test("My VIP Profile sends a free member home with the spec's toast", async ({ page }) => {
  await signUp(page, newEmail());
  await page.goto("/user-profile");
  await expectToast(page, "VIP Access Required", "Please upgrade to VIP to access profile features.");
  await expect(page).toHaveURL(/\/$/);
});

test("a login sent before the app has taken over posts itself: it signs in, with the password out of every address", async ({ browser }) => {
  const email = uniqueEmail("early");
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = withoutWaitingForTheApp(await context.newPage());
  await signUpByApi(page, "Early Bird", email);
  await context.clearCookies();
  // The app's code waits until the form has been sent, as on a slow phone.
  const releaseTheApp = await holdTheAppCode(page);
  const pagesAsked: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest()) pagesAsked.push(request.url());
  });
  // The page is there before its scripts (held): its load event waits for them.
  await page.goto("/auth", { waitUntil: "commit" });
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("tabpanel").getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/auth\?done=sign-in$/);
  releaseTheApp();
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
  // The browser posted the form to its route and came back to the page: no address carries a field.
  expect(pagesAsked.map((url) => new URL(url).pathname + new URL(url).search)).toEqual(["/auth", "/api/account/sign-in", "/auth?done=sign-in"]);
  await context.close();
});

test("with script off, the login form posts: the password and the address stay out of every address", async ({ browser }) => {
  const email = uniqueEmail("noscript");
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled: false });
  const page = withoutWaitingForTheApp(await context.newPage());
  await signUpByApi(page, "No Script", email);
  await context.clearCookies();
  const addresses: string[] = [];
  page.on("request", (request) => addresses.push(request.url()));

  const logIn = async (password: string) => {
    await page.goto("/auth");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByLabel("Password", { exact: true }).press("Enter");
  };
  await logIn("a wrong password, typed fast");
  await expect(page).toHaveURL(/\/auth\?error=invalid_email_or_password&form=sign-in$/);
  await logIn(PASSWORD);
  await expect(page).toHaveURL(/\/auth\?done=sign-in$/);
  expect((await (await page.request.get("/api/account/me")).json()).user.email).toBe(email);

  const typed = [PASSWORD, "a wrong password", email].flatMap((text) => [text, encodeURIComponent(text), encodeURIComponent(text).replace(/%20/g, "+")]);
  expect(addresses.filter((url) => typed.some((text) => url.includes(text)))).toEqual([]);
  await context.close();
});

test("every form with a password field posts to an API route, never to an address", async ({ page }) => {
  const formsWithPasswords = () =>
    page
      .locator("form:has(input[type=password])")
      .evaluateAll((forms) => forms.map((form) => ({ method: form.getAttribute("method"), action: form.getAttribute("action") })));
  for (const address of ["/auth", "/auth?tab=signup", "/es/auth?tab=signup"]) {
    await page.goto(address);
    await expect(page.locator("input[type=password]").first()).toBeVisible();
    for (const form of await formsWithPasswords()) {
      expect(form.method, address).toBe("post");
      expect(form.action, address).toMatch(/^\/api\/account\//);
    }
  }
  await signUpByApi(page, "Settings Forms");
  await openAccountSettings(page);
  const settingsForms = await formsWithPasswords();
  expect(settingsForms).toHaveLength(2);
  // Changing the password posts to its route; deleting posts nowhere until the app has asked "are you sure".
  expect(settingsForms).toEqual([
    { method: "post", action: "/api/account/password/change" },
    { method: "post", action: null },
  ]);
});

test("a confirmation link opens a page that asks; confirmed from the account's browser, the address is proven", async ({ page }) => {
  const email = await signUpByApi(page, "Confirm Me");
  await page.goto(`/auth?mode=verify&token=${encodeURIComponent(await verificationToken(email))}`);
  await expect(page.getByRole("heading", { name: "Confirm Your E-mail" })).toBeVisible();
  expect((await (await page.request.get("/api/account/me")).json()).user.emailVerified).toBe(false);
  await page.getByRole("button", { name: "Confirm My E-mail" }).click();
  await expect(page.getByRole("status").getByRole("heading", { name: "E-mail confirmed" })).toBeVisible();
  expect((await (await page.request.get("/api/account/me")).json()).user.emailVerified).toBe(true);
});

test("a confirmation link says what it did: confirmed (before the app starts), already confirmed, or invalid with a new one sent", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = withoutWaitingForTheApp(await context.newPage());
  const email = await signUpByApi(page, "Link Opener");
  const link = new URL(await linkFromMail(email, /Confirm your e-mail for Wingmate/));
  const address = `${link.pathname}${link.search}`;

  // Confirmed from the mail before the app's code has arrived (a slow phone): the server draws the answer.
  const releaseTheApp = await holdTheAppCode(page);
  await page.goto(address, { waitUntil: "commit" });
  await page.getByRole("button", { name: "Confirm My E-mail" }).click();
  await expect(page).toHaveURL(/\/auth\?done=verify-email&outcome=verified$/);
  await expect(page.getByRole("status").getByRole("heading", { name: "E-mail confirmed" })).toBeVisible();
  releaseTheApp();
  expect((await (await page.request.get("/api/account/me")).json()).user.emailVerified).toBe(true);

  // The same link again, signed in or not: already confirmed, and no button that cannot work.
  await page.goto(address);
  await expect(page.getByRole("status").getByRole("heading", { name: "E-mail already confirmed" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Confirm My E-mail" })).toHaveCount(0);

  // A broken link for an account still to confirm: said at once, and a new link is one press away.
  const other = await signUpByApi(page, "Broken Link");
  const broken = `${link.pathname}?${new URLSearchParams({ mode: "verify", token: (await verificationToken(other)).slice(0, -6) })}`;
  await page.goto(broken);
  await expect(page.getByRole("alert").getByRole("heading", { name: "This link is invalid or expired" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your Account" })).toHaveCount(0);
  const mailsBefore = smtp.received.filter((mail) => mail.to.includes(other)).length;
  await page.getByRole("button", { name: "Send a New Link" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText("A new confirmation link is on its way to your inbox.");
  await expect.poll(() => smtp.received.filter((mail) => mail.to.includes(other)).length, { timeout: 15_000 }).toBeGreaterThan(mailsBefore);
  expect(await axeViolations(page)).toEqual([]);

  // A visitor, in Spanish: the same answer, and the way in to ask for a new link.
  await context.clearCookies();
  await page.goto(`/es${broken}`);
  await expect(page.getByRole("alert").getByRole("heading", { name: "Este enlace no es válido o ha caducado" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Iniciar sesión" })).toHaveAttribute("href", "/es/auth?next=%2Fes%2Faccount");
  await context.close();
});

test("confirmed from another browser, the page says what happens next and the mailbox is asked to choose the password", async ({ page, browser }) => {
  const email = await signUpByApi(page, "Other Browser");
  const elsewhere = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const mailApp = await elsewhere.newPage();
  await mailApp.goto(`/auth?mode=verify&token=${encodeURIComponent(await verificationToken(email))}`);
  await mailApp.getByRole("button", { name: "Confirm My E-mail" }).click();
  await expect(mailApp.getByRole("heading", { name: "One more step: check your inbox" })).toBeVisible();
  // The browser that signed up was signed out; the mailbox gets the link to choose the password.
  expect((await (await page.request.get("/api/account/me")).json()).user).toBeNull();
  expect(await linkFromMail(email, /Set your Wingmate password/)).toContain("/auth?mode=reset&token=");
  await elsewhere.close();
});
