import { expect, test } from "./fixtures.ts";
import { signUpByApi } from "./support.ts";

test("rizz: blank interests get the message; lines are generated and copied to the clipboard", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  // The app's generator (toasts, copy buttons), as a signed-in reader has it.
  await signUpByApi(page, "Rizz Copier");
  await page.goto("/rizz");
  await page.getByRole("button", { name: "Generate Pickup Lines" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Missing Information" })).toBeVisible();
  await expect(page.getByText("Please enter their interests to generate personalized lines.").first()).toBeVisible();
  await expect(page).toHaveURL(/\/rizz$/);

  await page.getByLabel("Their Interests *").fill("jazz, sailing");
  await page.getByLabel("Conversation Vibe").selectOption("witty");
  await page.getByRole("button", { name: "Generate Pickup Lines" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Rizz Generated!" })).toBeVisible();
  const first = page.getByRole("region", { name: "Your lines" }).getByRole("button").first();
  const line = (await first.innerText()).replace("(copy)", "").trim();
  expect(line).toMatch(/jazz|sailing/);
  await first.click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Copied!" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(line);
});

test("social tips: ten tips, eight starters and the closing card", async ({ page }) => {
  await page.goto("/social-tips");
  await expect(page.getByRole("heading", { level: 2 }).filter({ hasText: /^\d+\./ })).toHaveCount(10);
  await expect(page.getByRole("region", { name: "Conversation Starters" }).getByRole("listitem")).toHaveCount(8);
  await expect(page.getByRole("heading", { name: "You've got this" })).toBeVisible();
});

test("rizz in Spanish: the form, its messages and the openers are Spanish, and a place keeps its capitals", async ({ page }) => {
  // A visitor's page: no script, the form posts to the page, which says what the app's toasts say.
  await page.goto("/es/rizz");
  await page.getByRole("button", { name: "Generar frases" }).click();
  await expect(page.getByText("Escribe sus intereses para generar frases personalizadas.").first()).toBeVisible();

  await page.getByLabel("Sus intereses *").fill("salsa, café cubano");
  await page.getByLabel("Tono de la conversación").selectOption("witty");
  await page.getByLabel("Situación/contexto (opcional)").fill("una terraza en Brickell");
  await page.getByRole("button", { name: "Generar frases" }).click();
  await expect(page.getByRole("status").filter({ hasText: "¡Rizz generado!" })).toBeVisible();
  const lines = await page.getByRole("region", { name: "Tus frases" }).getByRole("listitem").allInnerTexts();
  expect(lines.length).toBeGreaterThanOrEqual(6);
  expect(lines.join(" ")).not.toMatch(/\b(you|your|the)\b/i);
  // Not every line names the place; those that do keep its capital.
  expect(lines.join(" ")).not.toContain("brickell");
});
