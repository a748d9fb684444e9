import type { Page } from "@playwright/test";
import { BRAND_FONTS_ATTRIBUTE, BRAND_FONTS_KEY } from "../../src/shared/page-markers.ts";
import { expect, withoutWaitingForTheApp, test } from "./fixtures.ts";

/**
 * The brand's faces never compete with a first visit's first paint, and a page never changes face while it
 * is read (src/web/layout/brand-fonts.ts): a browser without them paints in the fallbacks and fetches them
 * once the page has loaded and painted; from the next page on, they are used from the first paint.
 */

/** The faces a page's body text and main heading ask for, and which of the brand's files are loaded. */
function faces(page: Page) {
  return page.evaluate((attribute) => {
    const loaded = [...document.fonts]
      .filter((face) => face.status === "loaded" && !face.family.includes("Fallback"))
      .map((face) => face.family.replaceAll('"', ""));
    return {
      marked: document.documentElement.hasAttribute(attribute),
      body: getComputedStyle(document.body).fontFamily,
      heading: getComputedStyle(document.querySelector("h1") as Element).fontFamily,
      loaded: [...new Set(loaded)].sort(),
    };
  }, BRAND_FONTS_ATTRIBUTE);
}

/** When each font file started, against the page's load and its first contentful paint, in the page's own clock. */
function fontTimings(page: Page) {
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    const [painted] = performance.getEntriesByName("first-contentful-paint");
    const fonts = performance.getEntriesByType("resource").filter((entry) => entry.name.endsWith(".woff2"));
    return { loadStart: navigation?.loadEventStart ?? 0, painted: painted?.startTime, starts: fonts.map((entry) => entry.startTime) };
  });
}

test("a first visit paints in the fallbacks, fetches the brand's faces after its load, and uses them from the next page", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });

  await page.goto("/pricing");
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), BRAND_FONTS_KEY)).toBe("1");
  const first = await faces(page);
  expect(first.marked).toBe(false);
  expect(first.body).toMatch(/^"Inter Fallback"/);
  expect(first.heading).toMatch(/^"Playfair Display Fallback"/);
  // Downloaded all the same, for the next page: both Latin files, and only once the page had loaded and painted.
  expect(first.loaded).toEqual(["Inter Variable", "Playfair Display Variable"]);
  const timings = await fontTimings(page);
  expect(timings.starts).toHaveLength(2);
  expect(timings.painted).toBeGreaterThan(0);
  for (const start of timings.starts) expect(start).toBeGreaterThanOrEqual(Math.max(timings.loadStart, timings.painted ?? Infinity));
  await page.screenshot({ path: "test-results/shots/fonts-first-page.png" });

  // The next page the app draws uses them.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Rizz" }).click();
  await expect(page).toHaveURL(/\/rizz$/);
  await expect(page.locator(`html[${BRAND_FONTS_ATTRIBUTE}]`)).toBeAttached();
  const next = await faces(page);
  expect(next.body).toMatch(/^"Inter Variable"/);
  expect(next.heading).toMatch(/^"Playfair Display Variable"/);

  // So does the next document, from its first paint, the home page too (which starts no app).
  await page.goto("/");
  const home = await faces(page);
  expect(home.marked).toBe(true);
  expect(home.heading).toMatch(/^"Playfair Display Variable"/);
  await expect.poll(async () => (await faces(page)).loaded).toEqual(["Inter Variable", "Playfair Display Variable"]);
  await page.screenshot({ path: "test-results/shots/fonts-next-document.png" });

  // The inline script is allowed by the page's CSP (a refusal is reported as a console error).
  expect(problems).toEqual([]);
});

test("with scripts off, nothing could mark the page: it uses the brand's faces from its first layout", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = withoutWaitingForTheApp(await context.newPage());
  await page.goto("/pricing");
  await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("font-family", /^"Playfair Display Variable"/);
  await expect(page.locator("body")).toHaveCSS("font-family", /^"Inter Variable"/);
  await context.close();
});
