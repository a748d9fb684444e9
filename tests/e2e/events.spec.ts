import { expect, test } from "./fixtures.ts";
import { expectToast, signUpByApi } from "./support.ts";

test("future events, category filters, and the visitor's login toast", async ({ page }) => {
  await page.goto("/events");
  await expect(page.getByRole("heading", { name: "Local Events" })).toBeVisible();
  const cards = page.getByRole("article");
  await expect(cards.first()).toBeVisible();
  const all = await cards.count();
  expect(all).toBeGreaterThan(0);
  expect(all).toBeLessThanOrEqual(15);
  await page.getByRole("button", { name: "Restaurants" }).click();
  await expect(page.getByRole("button", { name: "Restaurants" })).toHaveAttribute("aria-pressed", "true");
  const restaurants = await cards.count();
  expect(restaurants).toBeLessThan(all);
  for (let index = 0; index < restaurants; index++) await expect(cards.nth(index)).toContainText("Restaurant");
  // Art and culture events have a filter of their own.
  await page.getByRole("button", { name: "Art & Culture" }).click();
  for (let index = 0; index < (await cards.count()); index++) await expect(cards.nth(index)).toContainText("Art & Culture");
  await page.getByRole("button", { name: "All" }).click();
  await cards.first().getByRole("button", { name: "I'm Interested" }).click();
  await expectToast(page, "Login Required");
  await page.screenshot({ path: "test-results/shots/events.png" });
});

test("the events page in Spanish: filters, categories, dates and the login toast", async ({ page }) => {
  await page.goto("/es/events");
  await expect(page.getByRole("heading", { name: "Eventos locales" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Filtrar por categoría" }).getByRole("button")).toHaveText([
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
  await expectToast(page, "Inicia sesión");
});

test("when images fail, the card shows a gradient with the category name", async ({ page }) => {
  await page.route("**/images/events/**", (route) => route.abort());
  await page.goto("/events");
  const fallback = page.getByTestId("event-image-fallback").first();
  await expect(fallback).toBeVisible();
  await expect(fallback).toHaveText(/^(Bar|Lounge|Nightclub|Restaurant|Art & Culture)$/);
});

test("a signed-in member marks interest and sees the connections toast", async ({ page }) => {
  await signUpByApi(page, "Eve Events");
  await page.goto("/events");
  const card = page.getByRole("article").first();
  await card.getByRole("button", { name: "I'm Interested" }).click();
  await expectToast(page, "potential connections at this event");
  await expect(card.getByRole("button", { name: "Interested" })).toHaveAttribute("aria-pressed", "true");
});

test("Update Events says when events were last refreshed when the site-wide limit skips the fetch", async ({ page }) => {
  await page.goto("/events");
  const update = page.getByRole("button", { name: "Update Events" });
  // Whoever refreshed last (this click, or an earlier journey), a second click within 15 minutes is skipped.
  await update.click();
  await expect(update).toBeEnabled();
  await update.click();
  await expectToast(page, "Events are up to date: last refreshed");
  await page.screenshot({ path: test.info().outputPath("events-up-to-date.png") });
});
