import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { holdTheAppCode, signUpByApi } from "./support.ts";

/**
 * The home pages as a visitor gets them (src/server/http/first-paint.ts, visitor-page.ts): everything on
 * them works from the HTML; the app starts only when a control needs it, and that control gets its click.
 */

/** Counts the JavaScript files the page downloads from now on. */
function scriptsDownloaded(page: Page): () => number {
  let count = 0;
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.endsWith(".js")) count += 1;
  });
  return () => count;
}

/** The console's errors and the page's uncaught ones, from now on. */
function errorsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

test("a visitor who reads the home page downloads no JavaScript, and the page says what it would say with it", async ({ page }) => {
  const scripts = scriptsDownloaded(page);
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(scripts()).toBe(0);
  // Login, not a placeholder; the test shop says so before any script ran.
  await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toHaveAttribute("href", "/auth?next=%2F");
  await expect(page.getByRole("complementary", { name: "Test mode" })).toContainText("Test mode: no payment is taken.");
  await page.screenshot({ path: "test-results/shots/home-without-the-app.png" });

  // Its links are plain links: the list comes whole from the server too, and waits for a control as well.
  await page.getByRole("link", { name: "Browse Profiles" }).click();
  await expect(page).toHaveURL(/\/profiles$/);
  await expect(page.getByText(/VIP membership unlocks \d+ more profiles/)).toBeVisible();
  expect(scripts()).toBe(0);
});

test("Book on a home page package, before any app: the contact page has the package chosen, and keeps it on reload", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Book Social Evening" }).click();
  await expect(page).toHaveURL(/\/contact\?package=wingwoman$/);
  await expect(page.getByRole("button", { name: /Social Evening/ })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByLabel("Category")).toHaveValue("Custom Package");
  await page.reload();
  await expect(page.getByRole("button", { name: /Social Evening/ })).toHaveAttribute("aria-pressed", "true");
});

test("the first click on a control that needs the app starts it and is not lost", async ({ page }) => {
  const scripts = scriptsDownloaded(page);
  // The app takes over the HTML the server changed for the visitor (Login, the notice) without a mismatch.
  const problems = errorsOf(page);
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Profiles" }).click();
  const menu = page.getByRole("navigation", { name: "Main" });
  await expect(menu.getByRole("link", { name: /Wing Women/ })).toBeVisible();
  expect(scripts()).toBeGreaterThan(0);
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
  expect(problems).toEqual([]);
});

test("a keyboard reader reaches the same control: focusing it starts the app, Enter opens it", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Profiles" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /Wing Women/ })).toBeVisible();
});

test("a signed-in reader's home page starts the app at once, with their account menu", async ({ page }) => {
  await signUpByApi(page, "Home Reader");
  const scripts = scriptsDownloaded(page);
  await page.goto("/");
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toHaveCount(0);
  expect(scripts()).toBeGreaterThan(0);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu opens, closes and navigates without the app", async ({ page }) => {
    const scripts = scriptsDownloaded(page);
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: /mobile/i });
    await expect(menu.getByRole("link", { name: "Wing Women" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await page.screenshot({ path: "test-results/shots/home-phone-menu-without-the-app.png" });
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(menu.getByRole("link", { name: "Wing Women" })).toBeHidden();
    expect(scripts()).toBe(0);
    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });
});

test("a Spanish reader's /es downloads no JavaScript; an English-preferring browser there is offered English", async ({ browser, baseURL }) => {
  const spanish = await browser.newContext({ baseURL, locale: "es-US" });
  const reader = await spanish.newPage();
  const scripts = scriptsDownloaded(reader);
  await reader.goto("/es");
  await reader.waitForLoadState("networkidle");
  await expect(reader.getByRole("banner").getByRole("link", { name: "Iniciar sesión" })).toHaveAttribute("href", "/es/auth?next=%2Fes");
  expect(scripts()).toBe(0);
  await spanish.close();

  const english = await browser.newContext({ baseURL, locale: "en-US" });
  const page = await english.newPage();
  await page.goto("/es");
  await expect(page.getByRole("complementary", { name: "English" })).toBeVisible();
  await english.close();
});

test.describe("a profile as a visitor gets it (the whole view in its HTML)", () => {
  test("reads with no JavaScript: its title, its reviews, the other edition's link; a photo's click starts the app and opens it", async ({ page }) => {
    const scripts = scriptsDownloaded(page);
    // The app takes over the shell the server filled (the profile, Login, the language links) without a mismatch.
    const problems = errorsOf(page);
    await page.goto("/profiles/1");
    await page.waitForLoadState("networkidle");
    await expect(page).toHaveTitle("Sofia R. | Wingmate");
    await expect(page.getByRole("heading", { name: "Client Reviews" })).toBeVisible();
    await expect(page.getByText(/Next available: /)).toBeVisible();
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Read this page in Español" })).toHaveAttribute("href", "/es/profiles/1");
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toHaveAttribute("href", "/auth?next=%2Fprofiles%2F1");
    expect(scripts()).toBe(0);
    await page.screenshot({ path: "test-results/shots/profile-without-the-app.png" });

    await page.getByRole("button", { name: "Enlarge photo 1 of Sofia R." }).click();
    await expect(page.getByRole("dialog", { name: "Photos of Sofia R." })).toBeVisible();
    expect(scripts()).toBeGreaterThan(0);
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    await expect(page).toHaveTitle("Sofia R. | Wingmate");
    expect(problems).toEqual([]);
  });

  test("its link to the other edition remembers the choice, as the app's does: no offer of English there", async ({ page }) => {
    const scripts = scriptsDownloaded(page);
    await page.goto("/profiles/1");
    await page.getByRole("contentinfo").getByRole("link", { name: "Read this page in Español" }).click();
    await expect(page).toHaveURL(/\/es\/profiles\/1$/);
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("heading", { name: "Reseñas de clientes" })).toBeVisible();
    await expect(page.getByRole("complementary", { name: "English" })).toHaveCount(0);
    expect(scripts()).toBe(0);
  });

  test("a locked profile, which a visitor's HTML cannot hold, starts the app at once and shows the VIP wall", async ({ page }) => {
    await page.goto("/profiles/7");
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    await expect(page.getByRole("heading", { name: /VIP/ })).toBeVisible();
  });
});

const filters = (page: Page) => page.getByRole("region", { name: "Filter profiles" });

test.describe("the profile list as a visitor gets it (its cards, VIP blocks and filters in its HTML)", () => {
  test("reads with no JavaScript: the cards, the count of locked profiles, the filters' options", async ({ page }) => {
    const scripts = scriptsDownloaded(page);
    await page.goto("/profiles");
    await page.waitForLoadState("networkidle");
    await expect(page.getByText(/VIP membership unlocks \d+ more profiles in this list/)).toBeVisible();
    await expect(filters(page).getByRole("combobox").first().locator("option")).not.toHaveCount(1);
    await expect(page.getByRole("link", { name: /Sofia R\./ }).first()).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toHaveAttribute("href", "/auth?next=%2Fprofiles");
    expect(scripts()).toBe(0);
    await page.screenshot({ path: "test-results/shots/list-without-the-app.png" });
  });

  test("a filter chosen before the app starts is applied once it has, and the app takes over the same filters", async ({ page }) => {
    const problems = errorsOf(page);
    await page.goto("/profiles");
    const area = filters(page).getByRole("combobox").first();
    const choice = (await area.locator("option").nth(1).textContent()) ?? "";
    // The same element before and after: hydration kept it (a mismatch would have drawn a new one).
    await area.evaluate((select) => select.setAttribute("data-seen-before-the-app", ""));
    await area.selectOption(choice);
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    await expect(page).toHaveURL(new RegExp(`\\?area=${encodeURIComponent(choice).replace(/%20/g, "\\+")}$`));
    await expect(area).toHaveValue(choice);
    await expect(area).toHaveAttribute("data-seen-before-the-app", "");
    await expect(page.getByText(/\d+ profiles?$/).first()).toBeVisible();
    expect(problems).toEqual([]);
  });
});

test.describe("the profile list on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the Filters button, pressed before the app, starts it and opens the filters", async ({ page }) => {
    await page.goto("/profiles");
    await page.getByRole("button", { name: "Filters" }).click();
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    await expect(filters(page).getByRole("combobox").first()).toBeVisible();
  });
});

test("the events page as a visitor gets it reads with no JavaScript; a category pressed before the app is applied once it has", async ({ page }) => {
  const scripts = scriptsDownloaded(page);
  const problems = errorsOf(page);
  await page.goto("/events");
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("article").first()).toBeVisible();
  // The refresh slot under the title is drawn from the same answer as the cards.
  await expect(page.getByRole("button", { name: "Update Events" }).or(page.getByText(/Events refresh on their own/))).toBeVisible();
  expect(scripts()).toBe(0);
  await page.screenshot({ path: "test-results/shots/events-without-the-app.png" });

  const categories = page.getByRole("group", { name: "Filter by category" });
  await categories.getByRole("button", { name: "Bars" }).click();
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await expect(page).toHaveURL(/\?category=bar$/);
  await expect(categories.getByRole("button", { name: "Bars" })).toHaveAttribute("aria-pressed", "true");
  expect(scripts()).toBeGreaterThan(0);
  expect(problems).toEqual([]);
});

test("the pricing page as a visitor gets it downloads no JavaScript; its Book links work as plain links", async ({ page }) => {
  const scripts = scriptsDownloaded(page);
  await page.goto("/pricing");
  await page.waitForLoadState("networkidle");
  expect(scripts()).toBe(0);
  await page.getByRole("link", { name: /Book Social Evening/ }).click();
  await expect(page).toHaveURL(/\/contact\?package=wingwoman$/);
  await expect(page.getByRole("button", { name: /Social Evening/ })).toHaveAttribute("aria-pressed", "true");
});

test("the rizz page as a visitor gets it: the form is in its HTML, and what is typed and chosen before the app starts is what it sends", async ({ page }) => {
  const scripts = scriptsDownloaded(page);
  const problems = errorsOf(page);
  await page.goto("/rizz");
  await page.waitForLoadState("networkidle");
  expect(scripts()).toBe(0);
  // A slow phone: the app's code comes only after the reader has typed, chosen and pressed Generate.
  const release = await holdTheAppCode(page);
  await page.getByLabel("Their Interests *").fill("jazz, sailing");
  await page.getByLabel("Conversation Vibe").selectOption("witty");
  await page.getByLabel("Situation/Context (optional)").fill("a rooftop bar");
  await page.getByRole("button", { name: "Generate Pickup Lines" }).click();
  release();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Rizz Generated!" })).toBeVisible();
  await expect(page.getByLabel("Their Interests *")).toHaveValue("jazz, sailing");
  await expect(page.getByLabel("Conversation Vibe")).toHaveValue("witty");
  await expect(page.getByLabel("Situation/Context (optional)")).toHaveValue("a rooftop bar");
  const lines = await page.getByRole("region", { name: "Your lines" }).getByRole("button").allInnerTexts();
  expect(lines.join(" ")).toMatch(/jazz|sailing/);
  await expect(page).toHaveURL(/\/rizz$/);
  expect(problems).toEqual([]);
});
