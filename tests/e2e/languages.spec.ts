import { expect, test } from "./fixtures.ts";

test("a reader switches to Spanish and back without leaving the page, and Spanish pages link to Spanish pages", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/pricing");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByRole("banner").getByRole("link", { name: "Read this page in Español" }).click();

  await expect(page).toHaveURL(/\/es\/pricing$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page).toHaveTitle("Precios | Wingmate");
  await expect(page.getByRole("heading", { level: 1, name: "Precios y paquetes" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Coffee Chat" })).toBeVisible();
  await expect(page.getByText("2 horas").first()).toBeVisible();
  await expect(page.getByText("9:00 a.m. - 11:00 p.m.")).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("es-pricing-1280.png"), fullPage: true });

  // The header's links stay in Spanish where a Spanish page exists.
  await page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Nosotros" }).click();
  await expect(page).toHaveURL(/\/es\/about$/);
  await expect(page.getByRole("heading", { level: 1, name: "Nadie debería perderse una buena noche" })).toBeVisible();

  // The footer's switcher brings the reader back to the same page in English.
  await page.getByRole("contentinfo").getByRole("link", { name: "Leer esta página en English" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1, name: "Nobody should sit out a good night" })).toBeVisible();
});

test("on a phone the Spanish home reads in Spanish, menu included", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/es");
  await expect(page.getByRole("heading", { level: 1, name: "Tu wing woman para cada momento social" })).toBeVisible();
  await page.getByRole("button", { name: "Abrir menú" }).click();
  const menu = page.getByRole("navigation", { name: "Navegación móvil" });
  await expect(menu.getByRole("link", { name: "Cómo funciona" })).toHaveAttribute("href", "/es/how-it-works");
  await expect(menu.getByRole("link", { name: "Leer esta página en English" })).toHaveAttribute("href", "/");
  await page.screenshot({ path: test.info().outputPath("es-home-390.png"), fullPage: true });
});

test("a browser that prefers Spanish is offered the Spanish page, never redirected, and its answer is remembered", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, locale: "es-US" });
  const page = await context.newPage();
  const response = await page.goto("/how-it-works");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/how-it-works$/);
  const offer = page.getByRole("complementary", { name: "Español" });
  await expect(offer).toContainText("Esta página también está en español.");

  await offer.getByRole("button", { name: "No, gracias" }).click();
  await expect(offer).toBeHidden();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "How It Works" })).toBeVisible();
  await expect(offer).toBeHidden();
  await context.close();

  const another = await browser.newContext({ baseURL, locale: "es-US" });
  const reader = await another.newPage();
  await reader.goto("/");
  await reader.getByRole("complementary", { name: "Español" }).getByRole("link", { name: "Leerla en español" }).click();
  await expect(reader).toHaveURL(/\/es$/);
  await expect(reader.getByRole("complementary", { name: "English" })).toBeHidden();
  await another.close();
});

test("an English-preferring browser on a Spanish page is offered English; a page with no Spanish edition offers nothing", async ({ browser, baseURL }) => {
  const english = await browser.newContext({ baseURL, locale: "en-US" });
  const page = await english.newPage();
  await page.goto("/es/services");
  await expect(page.getByRole("complementary", { name: "English" })).toContainText("This page is also in English.");
  await english.close();

  const spanish = await browser.newContext({ baseURL, locale: "es-US" });
  const reader = await spanish.newPage();
  await reader.goto("/profiles");
  await expect(reader.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(reader.getByRole("complementary", { name: "Español" })).toHaveCount(0);
  await expect(reader.getByRole("link", { name: /Read this page in/ })).toHaveCount(0);
  await spanish.close();
});
