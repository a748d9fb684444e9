import { expect, test, withoutWaitingForTheApp, type Browser, type Locator, type Page } from "./fixtures.ts";
import { adminPage, grantMembership, PASSWORD, signUpByApi, uniqueEmail } from "./support.ts";

/**
 * Each page's main control, used the moment it shows on a slow phone: the CPU four times slower, the page
 * opened without waiting for the app, and the control tapped as soon as it is visible. The tap must do what
 * the control says, however long the page then takes (generous timeouts, never a timing assertion).
 */

/** However slow the page, what the tap did shows within this. */
const PATIENCE = { timeout: 30_000 };

/** Opens `address` on a CPU four times slower, returning at the first byte of the document. */
async function openOnASlowPhone(page: Page, address: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await withoutWaitingForTheApp(page).goto(address, { waitUntil: "commit" });
}

interface Sighting {
  x: number;
  y: number;
  seenAt: number;
}

/**
 * Where the control is, read in the page the first frame it shows (brought into view then, as a person's
 * thumb scrolls to it); null should the page replace it meanwhile.
 */
function sighting(control: Locator): Promise<Sighting | null> {
  return control.evaluate(
    (target) =>
      new Promise<Sighting | null>((resolve) => {
        const look = () => {
          if (!target.isConnected) return resolve(null);
          const shown = getComputedStyle(target).visibility !== "hidden" && target.getClientRects().length > 0;
          if (!shown) return void requestAnimationFrame(look);
          target.scrollIntoView({ block: "center", behavior: "instant" });
          const box = target.getBoundingClientRect();
          resolve({ x: box.x + box.width / 2, y: box.y + box.height / 2, seenAt: Date.now() });
        };
        look();
      }),
    undefined,
    PATIENCE,
  );
}

/**
 * Taps the control's centre as soon as it shows, as a person does: none of the waiting a Playwright click
 * does (until it is enabled, still, and the page ready for it). How long after it showed the tap went is
 * noted, not asserted.
 */
async function tapOnSight(page: Page, control: Locator, how: "mouse" | "touch" = "mouse"): Promise<void> {
  let seen = await sighting(control);
  while (!seen) seen = await sighting(control);
  const tappedAt = Date.now();
  await (how === "touch" ? page.touchscreen.tap(seen.x, seen.y) : page.mouse.click(seen.x, seen.y));
  test.info().annotations.push({ type: "tapped after it showed", description: `${tappedAt - seen.seenAt} ms` });
}

/** A control by its name, a button or a link: how the page draws it is its own business. */
const control = (scope: Page | Locator, name: string) =>
  scope
    .getByRole("button", { name, exact: true })
    .or(scope.getByRole("link", { name, exact: true }))
    .first();
/** The login form's own button (the header's Login is a link). */
const loginButton = (page: Page) => page.locator("form").getByRole("button", { name: "Login", exact: true });
const READY = 'html[data-hydrated], html[data-scripts="none"]';

/** A browser signed in as a new member (the admin's complimentary membership). */
async function memberPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  const admin = await adminPage(browser);
  await grantMembership(admin, await signUpByApi(page, "First Tapper"));
  await admin.context().close();
  return page;
}

test.describe("/events", () => {
  const firstCard = (page: Page) => page.getByRole("article").first();

  test("a visitor's first tap on I'm Interested asks them to log in", async ({ page }) => {
    await openOnASlowPhone(page, "/events");
    await tapOnSight(page, control(firstCard(page), "I'm Interested"));
    const askedToLogIn = page.getByText("Please login to show interest in events").first();
    await expect(askedToLogIn.or(loginButton(page)), "the spec's Login Required message, or the login page").toBeVisible(PATIENCE);
  });

  test("a member's first tap on I'm Interested marks the event and tells them who else is going", async ({ browser }) => {
    const page = await memberPage(browser);
    await openOnASlowPhone(page, "/events");
    const card = firstCard(page);
    await tapOnSight(page, control(card, "I'm Interested"));
    await expect(page.getByText(/You're going to /).first(), "the going message").toBeVisible(PATIENCE);
    await expect(card.getByRole("button", { name: "You're going", exact: true }), "the card's button now reads You're going").toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await page.context().close();
  });

  test("the first tap on a category shows that category, and the address keeps it", async ({ page }) => {
    await openOnASlowPhone(page, "/events");
    const categories = page.getByRole("group", { name: "Filter by category" });
    await tapOnSight(page, control(categories, "Bars"));
    await expect(page, "the address keeps the category").toHaveURL(/\/events\?category=bar$/, PATIENCE);
    await expect(categories.locator('[aria-pressed="true"], [aria-current]'), "Bars is the chosen category").toHaveText("Bars");
  });
});

test.describe("/profiles", () => {
  test("the first choice in a filter narrows the list, and the address keeps it", async ({ page }) => {
    await openOnASlowPhone(page, "/profiles");
    const language = page.getByRole("region", { name: "Filter profiles" }).getByLabel("Language");
    await language.waitFor({ state: "visible", timeout: PATIENCE.timeout });
    await language.selectOption("Spanish");
    // A visitor's page has no script: the filters are a form, sent by its Apply button.
    await tapOnSight(page, control(page, "Apply filters"));
    await expect(page, "the address carries the filter").toHaveURL(/[?&]language=Spanish(&|$)/, PATIENCE);
    await expect(language, "the filter still shows Spanish").toHaveValue("Spanish");
  });

  test("the first tap on Join VIP Membership shows the membership offer and the sign-up form", async ({ page }) => {
    await openOnASlowPhone(page, "/profiles");
    await tapOnSight(page, control(page, "Join VIP Membership"));
    await expect(page, "the sign-up page, then back to the list").toHaveURL(/\/auth\?tab=signup&next=%2Fprofiles$/, PATIENCE);
    await expect(page.getByRole("heading", { name: "Why Join?" }), "the membership offer").toBeVisible(PATIENCE);
    await expect(page.getByLabel("Full name"), "the sign-up form").toBeVisible(PATIENCE);
  });
});

test("a profile: the first tap on its photo opens the photo large", async ({ page }) => {
  await openOnASlowPhone(page, "/profiles/1");
  await tapOnSight(page, control(page, "Enlarge photo 1 of Sofia R."));
  // Before the app has started the photo is a link to its full size, and the browser opens that; once the app
  // runs, the lightbox opens instead. Either way the first tap shows the photo large.
  const lightbox = page.getByRole("dialog", { name: "Photos of Sofia R." });
  await expect
    .poll(async () => (/-full\.webp$/.test(page.url()) ? "the full-size photo" : (await lightbox.isVisible()) ? "the lightbox" : "nothing yet"), PATIENCE)
    .not.toBe("nothing yet");
  if (await lightbox.isVisible()) await expect(lightbox).toContainText("Photo 1 of 2");
});

test.describe("/auth", () => {
  test("opened a second time, the first tap on Sign Up shows the sign-up form", async ({ page }) => {
    await openOnASlowPhone(page, "/auth");
    await expect(page.locator(READY), "the first visit is done").toBeAttached(PATIENCE);
    await withoutWaitingForTheApp(page).goto("/auth", { waitUntil: "commit" });
    await tapOnSight(
      page,
      page
        .getByRole("tab", { name: "Sign Up", exact: true })
        .or(page.getByRole("link", { name: "Sign Up", exact: true }))
        .first(),
    );
    await expect(page.getByLabel("Full name"), "the sign-up form, asking for a full name").toBeVisible(PATIENCE);
  });

  test("the login form sent at once signs in with a POST, the password in no address", async ({ page, browser }) => {
    const email = await accountToLogInWith(browser);
    const addresses: string[] = [];
    const signIns: string[] = [];
    page.on("request", (request) => {
      addresses.push(request.url());
      if (new URL(request.url()).pathname === "/api/account/sign-in") signIns.push(request.method());
    });
    await openOnASlowPhone(page, "/auth");
    const emailField = page.getByLabel("E-mail");
    await emailField.waitFor({ state: "visible", timeout: PATIENCE.timeout });
    await emailField.fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await tapOnSight(page, loginButton(page));
    await expect(page.getByRole("button", { name: "Account menu" }), "signed in: the account menu in the header").toBeVisible(PATIENCE);
    expect(signIns, "the login was sent to the sign-in route by POST").toContain("POST");
    expect(signIns, "never by GET").not.toContain("GET");
    const typed = [PASSWORD, encodeURIComponent(PASSWORD), encodeURIComponent(PASSWORD).replace(/%20/g, "+")];
    expect(
      addresses.filter((url) => typed.some((text) => url.includes(text))),
      "no address carries the password",
    ).toEqual([]);
  });
});

/** A new account, signed out again: the login form is what signs it in. */
async function accountToLogInWith(browser: Browser): Promise<string> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const email = await signUpByApi(await context.newPage(), "Quick Login", uniqueEmail("quick-login"));
  await context.close();
  return email;
}

test.describe("/ on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the first tap on the menu button opens the menu", async ({ page }) => {
    await openOnASlowPhone(page, "/");
    await tapOnSight(page, control(page, "Open menu"), "touch");
    await expect(page.getByRole("navigation", { name: "Mobile navigation" }).getByRole("link", { name: "Wing Women" }), "the menu's links").toBeVisible(
      PATIENCE,
    );
  });
});

test("/: the first tap on a link of the header opens its page", async ({ page }) => {
  await openOnASlowPhone(page, "/");
  await tapOnSight(page, page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About", exact: true }));
  await expect(page, "the About page").toHaveURL(/\/about$/, PATIENCE);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("/rizz: the form sent at once shows lines about what was typed, and keeps it out of the address", async ({ page }) => {
  await openOnASlowPhone(page, "/rizz");
  const interests = page.getByLabel("Their Interests *");
  await interests.waitFor({ state: "visible", timeout: PATIENCE.timeout });
  await interests.fill("jazz, sailing");
  await tapOnSight(page, control(page, "Generate Pickup Lines"));
  await expect(page.getByRole("region", { name: "Your lines" }), "lines about jazz or sailing").toContainText(/jazz|sailing/, PATIENCE);
  expect(page.url(), "the form did not go into the address").not.toMatch(/jazz|sailing/);
});
