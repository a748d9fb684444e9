import { expect, test, withoutWaitingForTheApp, type Browser, type BrowserContext, type Page } from "./fixtures.ts";
import { expectToast, holdTheAppCode, PASSWORD, signUpByApi, uniqueEmail } from "./support.ts";

/**
 * Every control works on the first tap: with script off, before the app has started (its code held back, as
 * on a slow phone) and once it runs. Links are links, choices are GET forms, writes are POST forms to a route
 * action or an API form route; the app then does the same without leaving the page.
 */

type Way = "without script" | "before the app";
const WAYS: readonly Way[] = ["without script", "before the app"];

/** A page as a visitor sees it the given way: with script off, or with the app's code held back. */
async function visitorPage(browser: Browser, way: Way, viewport = { width: 1280, height: 900 }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled: way !== "without script", viewport });
  const page = withoutWaitingForTheApp(await context.newPage());
  if (way === "before the app") await holdTheAppCode(page);
  return { context, page };
}

/** Opens `path` without waiting for the app's code (held back, the page never finishes loading), once the whole page is in. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: "commit" });
  await page.getByRole("contentinfo").waitFor({ state: "attached" });
}

/** The navigations the page makes, with their method: what a form sends shows here. */
function navigationsOf(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest()) seen.push(`${request.method()} ${new URL(request.url()).pathname}${new URL(request.url()).search}`);
  });
  return seen;
}

for (const way of WAYS) {
  test.describe(way, () => {
    test(`the test shop's Pay is a form: the membership is paid and the welcome page opens (${way})`, async ({ browser }) => {
      const { context, page } = await visitorPage(browser, way);
      await signUpByApi(page, "Pay First Tap");
      const checkout = await page.request.post("/api/billing/checkout", { data: {} });
      const { url } = (await checkout.json()) as { url: string };
      await open(page, new URL(url).pathname);
      await page.getByRole("button", { name: /^Pay .* \(test\)$/ }).click();
      await expect(page).toHaveURL(/\/membership\/welcome/);
      expect((await (await page.request.get("/api/billing/subscription")).json()) as object).toMatchObject({ is_member: true });
      await context.close();
    });

    test(`the confirm-your-address banner's Send it again is a form: it sends the link and says so (${way})`, async ({ browser }) => {
      const { context, page } = await visitorPage(browser, way);
      const email = await signUpByApi(page, "Banner Form");
      await open(page, "/about");
      const navigations = navigationsOf(page);
      await page.getByRole("button", { name: "Send it again" }).click();
      await expect(page.getByText(`We sent a new confirmation link to ${email}.`)).toBeVisible();
      expect(navigations).toEqual(["POST /api/account/verification/resend", "GET /about?done=resend"]);
      await context.close();
    });

    test(`auth: the tabs are links that keep the way back, and the forms post to the API (${way})`, async ({ browser }) => {
      const { context, page } = await visitorPage(browser, way);
      await open(page, "/auth?next=%2Fprofiles%2F1");
      await page.getByRole("tab", { name: "Sign Up" }).click();
      await expect(page).toHaveURL(/\/auth\?next=%2Fprofiles%2F1&tab=signup$/);
      await expect(page.getByLabel("Full name")).toBeVisible();
      await page.getByRole("tab", { name: "Login" }).click();
      await page.getByRole("link", { name: "Forgot your password?" }).click();
      await expect(page).toHaveURL(/tab=forgot/);
      await expect(page.getByRole("button", { name: "Send Reset Link" })).toBeVisible();

      // Sign up, then log in as that account: never a GET with what was typed.
      const email = uniqueEmail("progressive");
      const navigations = navigationsOf(page);
      await open(page, "/auth?tab=signup");
      await page.getByLabel("Full name").fill("Early Bird");
      await page.getByLabel("Phone number").fill("+1 305 555 0111");
      await page.getByLabel("E-mail").fill(email);
      await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await page.getByLabel("Confirm password").fill(PASSWORD);
      await page.getByRole("tabpanel").getByRole("button", { name: "Sign Up" }).click();
      await expect(page).toHaveURL(/\/auth\?done=sign-up$/);
      await expect(page.getByRole("status").filter({ hasText: "Account created! Now complete your membership" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Complete My Membership" })).toHaveAttribute("href", "/vip-signup");
      await context.clearCookies();
      await open(page, "/auth");
      await page.getByLabel("E-mail").fill(email);
      await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await page.getByRole("tabpanel").getByRole("button", { name: "Login" }).click();
      await expect(page).toHaveURL(/\/auth\?done=sign-in$/);
      expect(navigations).toEqual([
        "GET /auth?tab=signup",
        "POST /api/account/sign-up",
        "GET /auth?done=sign-up",
        "GET /auth",
        "POST /api/account/sign-in",
        "GET /auth?done=sign-in",
      ]);

      // Sent to log in from a page: back on that page once logged in.
      await context.clearCookies();
      await open(page, "/auth?next=%2Fprofiles%2F1");
      await page.getByLabel("E-mail").fill(email);
      await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await page.getByRole("tabpanel").getByRole("button", { name: "Login" }).click();
      await expect(page).toHaveURL(/\/profiles\/1$/);
      expect(navigations.slice(-3)).toEqual(["POST /api/account/sign-in", "GET /auth?done=sign-in&next=%2Fprofiles%2F1", "GET /profiles/1"]);
      await context.close();
    });

    test(`profiles: the filters are a GET form, Join VIP and the members' actions are links (${way})`, async ({ browser }) => {
      const { context, page } = await visitorPage(browser, way);
      await open(page, "/profiles?book=choose");
      await page.getByLabel("Language").selectOption("Spanish");
      await page.getByRole("button", { name: "Apply filters" }).click();
      await expect(page).toHaveURL(/\/profiles\?book=choose&.*language=Spanish/);
      await expect(page.getByLabel("Language")).toHaveValue("Spanish");
      await page.getByRole("button", { name: "Clear filters" }).click();
      await expect(page).toHaveURL(/\/profiles\??$/);
      await page.getByRole("link", { name: "Join VIP Membership" }).click();
      await expect(page).toHaveURL(/\/auth\?tab=signup&next=%2Fprofiles$/);
      // What the membership dialog says first, above the sign-up form.
      await expect(page.getByRole("heading", { name: "Why Join?" })).toBeVisible();
      await expect(page.getByText("VIP membership: $29.99/month.")).toBeVisible();

      await open(page, "/profiles/1");
      await page.getByRole("main").getByRole("link", { name: "Login to Message" }).click();
      await expect(page).toHaveURL(/\/auth\?next=%2Fprofiles%2F1$/);
      await open(page, "/profiles/1");
      await page.getByRole("main").getByRole("link", { name: "Login to Save" }).click();
      await expect(page).toHaveURL(/\/auth\?next=%2Fprofiles%2F1$/);
      await open(page, "/profiles/1");
      await page.getByRole("link", { name: /Enlarge photo 1/ }).click();
      await expect(page).toHaveURL(/-full\.webp$/);
      await open(page, "/profiles/4");
      await page.getByRole("link", { name: "Join VIP Membership" }).click();
      await expect(page).toHaveURL(/\/auth\?tab=signup&next=%2Fprofiles%2F4$/);
      await context.close();
    });

    test(`a package's Book: links to the list, then to the booking form drawn with the package chosen (${way})`, async ({ browser }) => {
      const { context, page } = await visitorPage(browser, way);
      await open(page, "/");
      await page.getByRole("link", { name: "Book Social Evening" }).click();
      await expect(page).toHaveURL(/\/profiles\?book=choose&package=wingwoman$/);
      await expect(page.getByRole("status").filter({ hasText: "To book your Social Evening" })).toBeVisible();
      await page
        .getByRole("article")
        .first()
        .getByRole("link", { name: /^Book a session with/ })
        .click();
      await expect(page).toHaveURL(/\/booking\/\w+\?name=[^&]+&package=wingwoman$/);
      await expect(page.getByLabel("Session type *")).toHaveValue("wingwoman");
      await context.close();
    });

    test(`profiles on a phone: the filters' fold opens (${way})`, async ({ browser }) => {
      const { context, page } = await visitorPage(browser, way, { width: 390, height: 844 });
      await open(page, "/profiles");
      await expect(page.getByLabel("Language")).toBeHidden();
      await page.getByRole("button", { name: "Filters", exact: true }).click();
      await page.getByLabel("Language").selectOption("Spanish");
      await page.getByRole("button", { name: "Apply filters" }).click();
      await expect(page).toHaveURL(/language=Spanish/);
      await context.close();
    });

    test(`header: the phone menu and the Profiles dropdown open (${way})`, async ({ browser }) => {
      const phone = await visitorPage(browser, way, { width: 390, height: 844 });
      await open(phone.page, "/events");
      await phone.page.getByRole("button", { name: "Open menu" }).click();
      await phone.page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Wing Men" }).click();
      await expect(phone.page).toHaveURL(/\/men-profiles$/);
      await phone.context.close();

      const desktop = await visitorPage(browser, way);
      await open(desktop.page, "/events");
      await desktop.page
        .getByRole("banner")
        .getByRole("button", { name: /Profiles/ })
        .click();
      await desktop.page
        .getByRole("banner")
        .getByRole("link", { name: /Wing Men/ })
        .click();
      await expect(desktop.page).toHaveURL(/\/men-profiles$/);
      await desktop.context.close();
    });

    test(`events: I'm Interested posts to the page (a visitor is asked to log in, and back), Update Events to the API (${way})`, async ({ browser }) => {
      const { context, page } = await visitorPage(browser, way);
      await open(page, "/events?category=all");
      await page.getByRole("button", { name: "I'm Interested" }).first().click();
      const askedToLogIn = page.getByRole("article").first().getByRole("alert");
      await expect(askedToLogIn).toHaveText("Login Required Please login to show interest in events Log In");
      await askedToLogIn.getByRole("link", { name: "Log In" }).click();
      await expect(page).toHaveURL(/\/auth\?next=%2Fevents%3Fcategory%3Dall$/);

      await signUpByApi(page, "Early Member");
      await open(page, "/events");
      const card = page.getByRole("article").first();
      const title = await card.getByRole("heading").innerText();
      await card.getByRole("button", { name: "I'm Interested" }).click();
      const marked = page.getByRole("article").filter({ hasText: title });
      await expect(marked.getByRole("button", { name: "You're going", exact: true })).toHaveAttribute("aria-pressed", "true");
      await expect(marked.getByRole("status")).toContainText(`You're going to ${title}`);
      await marked.getByRole("button", { name: "You're going", exact: true }).click();
      await expect(page.getByRole("article").filter({ hasText: title }).getByRole("button", { name: "I'm Interested" })).toBeVisible();
      await context.close();
    });

    test(`rizz: the generator posts to the page and shows the lines (${way})`, async ({ browser }) => {
      const { context, page } = await visitorPage(browser, way);
      await open(page, "/rizz");
      await page.getByRole("button", { name: "Generate Pickup Lines" }).click();
      await expect(page.getByText("Please enter their interests to generate personalized lines.")).toBeVisible();
      await page.getByLabel("Their Interests *").fill("jazz, sailing");
      await page.getByLabel("Conversation Vibe").selectOption("witty");
      await page.getByRole("button", { name: "Generate Pickup Lines" }).click();
      await expect(page.getByRole("region", { name: "Your lines" }).getByRole("listitem").first()).toContainText(/jazz|sailing/i);
      await expect(page.getByLabel("Their Interests *")).toHaveValue("jazz, sailing");
      await expect(page.getByLabel("Conversation Vibe")).toHaveValue("witty");
      await expect(page).toHaveURL(/\/rizz$/);
      await context.close();
    });
  });
}

test("a page's app takes over what was done before it started: a filter chosen, a menu opened", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 390, height: 844 } });
  const page = withoutWaitingForTheApp(await context.newPage());
  // A signed-in reader's page loads the app (a visitor's is links and forms only).
  await signUpByApi(page, "Early Reader");
  const releaseTheApp = await holdTheAppCode(page);
  await open(page, "/profiles");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Wing Women" })).toBeVisible();
  releaseTheApp();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // The app's own menu, still open: its button now says so.
  await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
  await page.getByRole("button", { name: "Close menu" }).click();

  await open(page, "/profiles");
  await page.getByRole("button", { name: "Filters", exact: true }).click();
  await page.getByLabel("Language").selectOption("Spanish");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page).toHaveURL(/\/profiles\?language=Spanish$/);
  await expect(page.getByRole("button", { name: "Apply filters" })).toBeHidden();
  await context.close();
});

test("with the app running, the same controls act in place: tabs, dialog, lightbox, interest, filters, rizz", async ({ page }) => {
  // (A visitor's /profiles, /events and /rizz are links and forms only: the app runs there for a signed-in reader.)
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await expect(page.getByLabel("Full name")).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  // The list, a profile, events and rizz load the app for a signed-in reader (a visitor's are links and forms).
  await signUpByApi(page, "Running Reader");
  await page.goto("/profiles");
  await expect(page.getByRole("button", { name: "Apply filters" })).toBeHidden();
  await page.getByLabel("Language").selectOption("Spanish");
  await expect(page).toHaveURL(/\/profiles\?language=Spanish$/);
  await page.getByRole("link", { name: "Upgrade to VIP" }).click();
  await expect(page.getByRole("dialog").getByRole("heading", { name: "Why Join?" })).toBeVisible();
  await page.keyboard.press("Escape");

  await page.goto("/profiles/1");
  await page.getByRole("link", { name: /Enlarge photo 1/ }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("link", { name: /Enlarge photo 1/ })).toBeFocused();

  await page.goto("/events");
  const requests = navigationsOf(page);
  await page.getByRole("button", { name: "I'm Interested" }).first().click();
  await expectToast(page, "You're going to");
  await expect(page.getByRole("button", { name: "You're going", exact: true }).first()).toHaveAttribute("aria-pressed", "true");
  expect(requests).toEqual([]);

  await page.goto("/rizz");
  await page.getByLabel("Their Interests *").fill("jazz, sailing");
  await page.getByRole("button", { name: "Generate Pickup Lines" }).click();
  await expectToast(page, "Rizz Generated!");
  expect(requests).toEqual(["GET /rizz"]);
});

test("the interest form asks for a state, not a toggle: the same post twice leaves the event marked once", async ({ page }) => {
  await signUpByApi(page, "Double Tap");
  await page.goto("/events");
  const form = page.getByRole("article").first().locator("form");
  const eventId = await form.locator("input[name=eventId]").inputValue();
  const post = () => page.request.post("/events", { form: { eventId, interested: "true" }, headers: { origin: new URL(page.url()).origin }, maxRedirects: 0 });
  const [first, second] = await Promise.all([post(), post()]);
  expect([first.status(), second.status()]).toEqual([200, 200]);
  await page.reload();
  await expect(page.getByRole("article").first().getByRole("button", { name: "You're going", exact: true })).toHaveAttribute("aria-pressed", "true");
});
