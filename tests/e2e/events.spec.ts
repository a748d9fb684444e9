import { expect, test } from "./fixtures.ts";
import { adminPage, expectToast, signUpByApi } from "./support.ts";

test("future events, category filters, and the visitor's Login Required", async ({ page }) => {
  await page.goto("/events");
  await expect(page.getByRole("heading", { name: "Local Events" })).toBeVisible();
  const cards = page.getByRole("article");
  await expect(cards.first()).toBeVisible();
  const all = await cards.count();
  expect(all).toBeGreaterThan(0);
  expect(all).toBeLessThanOrEqual(15);
  await page.getByRole("link", { name: "Restaurants" }).click();
  await expect(page.getByRole("link", { name: "Restaurants" })).toHaveAttribute("aria-current", "true");
  const restaurants = await cards.count();
  expect(restaurants).toBeLessThan(all);
  for (let index = 0; index < restaurants; index++) await expect(cards.nth(index)).toContainText("Restaurant");
  // Art and culture events have a filter of their own.
  await page.getByRole("link", { name: "Art & Culture" }).click();
  await expect(page.getByRole("link", { name: "Art & Culture" })).toHaveAttribute("aria-current", "true");
  for (let index = 0; index < (await cards.count()); index++) await expect(cards.nth(index)).toContainText("Art & Culture");
  await page.getByRole("link", { name: "All", exact: true }).click();
  // A visitor's page has no script: the card's form posts, and the card says what the app's toast says.
  await cards.first().getByRole("button", { name: "I'm Interested" }).click();
  await expect(cards.first().getByRole("alert")).toContainText("Login Required");
  await page.screenshot({ path: "test-results/shots/events.png" });
});

test("the events page in Spanish: filters, categories, dates and Login Required", async ({ page }) => {
  await page.goto("/es/events");
  await expect(page.getByRole("heading", { name: "Eventos locales" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Filtrar por categoría" }).getByRole("link")).toHaveText([
    "Todos",
    "Bares",
    "Lounges",
    "Discotecas",
    "Restaurantes",
    "Arte y cultura",
  ]);
  const first = page.getByRole("article").first();
  await expect(first).toContainText(/(lun|mar|mié|jue|vie|sáb|dom)/);
  await first.getByRole("button", { name: "Me interesa" }).click();
  await expect(page.getByRole("article").first().getByRole("alert")).toContainText("Inicia sesión");
});

test("when images fail, the card shows a gradient with the category name", async ({ page }) => {
  await page.route("**/images/events/**", (route) => route.abort());
  // A visitor's page (no script): the broken picture itself is drawn as the gradient with the name, in CSS.
  await page.goto("/events");
  const broken = page.getByRole("article").first().locator("img");
  await expect
    .poll(() => broken.evaluate((image) => getComputedStyle(image, "::after").content))
    .toMatch(/^"(Bar|Lounge|Nightclub|Restaurant|Art & Culture)"$/);
  // With the app (a signed-in reader), the card tries its category's picture, then draws the gradient.
  await signUpByApi(page, "Broken Pictures");
  await page.goto("/events");
  const fallback = page.getByTestId("event-image-fallback").first();
  await expect(fallback).toBeVisible();
  await expect(fallback).toHaveText(/^(Bar|Lounge|Nightclub|Restaurant|Art & Culture)$/);
});

test("a signed-in member marks interest and is told they are going, never of zero connections", async ({ page }) => {
  await signUpByApi(page, "Eve Events");
  await page.goto("/events");
  const card = page.getByRole("article").first();
  const title = await card.getByRole("heading").innerText();
  await card.getByRole("button", { name: "I'm Interested" }).click();
  await expectToast(page, `You're going to ${title}`);
  await expect(page.getByText("Found 0 potential connections")).toHaveCount(0);
  await expect(card.getByRole("button", { name: "You're going" })).toHaveAttribute("aria-pressed", "true");
  await page.screenshot({ path: test.info().outputPath("event-going.png") });
  await card.getByRole("button", { name: "You're going" }).click();
  await expectToast(page, `You're no longer going to ${title}`);
  await expect(card.getByRole("button", { name: "I'm Interested" })).toHaveAttribute("aria-pressed", "false");
});

test("Update Events is offered only when it would run: after a refresh, a visitor is told when it was; an admin may always", async ({ page, browser }) => {
  // Whoever refreshed last (this call, or an earlier journey), the site-wide clock now runs for 15 minutes.
  expect((await page.request.post("/api/events/refresh")).status()).toBe(200);
  await page.goto("/events");
  await expect(page.getByText(/^Events refresh on their own: last refreshed .+ \(Florida time\)\.$/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Update Events" })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath("events-refreshed-at.png") });
  const admin = await adminPage(browser);
  await admin.goto("/events");
  await admin.getByRole("button", { name: "Update Events" }).click();
  await expectToast(admin, "Successfully updated local events!");
});

test("the category filter lives in the address; Login Required offers to log in and come back", async ({ page }) => {
  await page.goto("/events");
  await page.getByRole("group", { name: "Filter by category" }).getByRole("link", { name: "Art & Culture" }).click();
  await expect(page).toHaveURL(/\/events\?category=art%2Fculture$/);
  await page.reload();
  await expect(page.getByRole("link", { name: "Art & Culture" })).toHaveAttribute("aria-current", "true");
  // Another journey may be removing the sample events for a moment: wait until they are back.
  const interested = page.getByRole("button", { name: "I'm Interested" }).first();
  await expect(async () => {
    await page.reload();
    await expect(interested).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await interested.click();
  const askedToLogIn = page.getByRole("article").first().getByRole("alert");
  await expect(askedToLogIn).toContainText("Login Required Please login to show interest in events");
  await askedToLogIn.getByRole("link", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/auth\?next=%2Fevents%3Fcategory%3Dart%252Fculture$/);
});
