import { withoutWaitingForTheApp, expect, test, type Page } from "./fixtures.ts";
import { adminPage, grantMembership, holdTheAppCode, signUpByApi } from "./support.ts";

/** The spec's route table (§2), with sample ids for the dynamic routes. */
const ROUTES = [
  "/",
  "/about",
  "/profiles",
  "/men-profiles",
  "/profiles/1",
  "/men-profiles/m1",
  "/services",
  "/how-it-works",
  "/pricing",
  "/contact",
  "/franchise",
  "/events",
  "/social-tips",
  "/rizz",
  "/hiring",
  "/become-member",
  "/vip-signup",
  "/terms",
  "/privacy",
  "/admin",
  "/user-profile",
  "/saved-profiles",
  "/vip-profile-manager",
  "/booking/1",
  "/vip-profiles/abc",
  "/vip-profile/abc",
  "/auth",
];

async function expectShell(page: Page) {
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
}

test("the home page renders with header and footer", async ({ page }) => {
  await page.goto("/");
  await expectShell(page);
  const header = page.getByRole("banner");
  for (const name of ["Home", "About", "How It Works", "Rizz"]) {
    await expect(header.getByRole("link", { name, exact: true }).first()).toBeVisible();
  }
  await expect(header.getByRole("button", { name: /Profiles/ }).first()).toBeVisible();
  await expect(header.getByRole("link", { name: "Login" })).toBeVisible();
  const footer = page.getByRole("contentinfo");
  for (const area of ["Hollywood Beach", "Las Olas", "Miami Beach", "Wynwood", "Brickell", "Coconut Grove"]) {
    await expect(footer.getByText(area)).toBeVisible();
  }
  await expect(footer.getByText("9:00 AM - 11:00 PM")).toBeVisible();
  await expect(footer.getByRole("link", { name: "Book Now" })).toHaveAttribute("href", "/booking");
  await page.screenshot({ path: "test-results/shots/home-1280.png", fullPage: true });
});

test("a production build running the sandbox says on every page that no payment is taken", async ({ page }) => {
  for (const path of ["/", "/pricing", "/booking/2", "/become-member"]) {
    await page.goto(path);
    await expect(page.getByRole("note").filter({ hasText: "Test mode: no payment is taken." })).toBeVisible();
  }
});

/** At the end of the page, the footer's last row (Terms, Privacy, language) is above the test mode bar, not under it. */
async function expectFooterAboveTestModeBar(page: Page, path: string) {
  await page.goto(path);
  const bar = page.getByRole("complementary", { name: /^(Test mode|Modo de prueba)$/ });
  await expect(bar).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight)).toBe(true);
  const barTop = (await bar.boundingBox())!.y;
  const lastRow = page.getByRole("contentinfo").locator("a[href$='/terms']").locator("xpath=..");
  await expect(lastRow).toContainText(/Privac/);
  const box = (await lastRow.boundingBox())!;
  expect(box.y + box.height, path).toBeLessThanOrEqual(barTop);
}

test("the test mode bar covers none of the footer at the end of a page", async ({ page }) => {
  for (const path of ["/es/pricing", "/terms", "/"]) await expectFooterAboveTestModeBar(page, path);
  await page.screenshot({ path: "test-results/shots/footer-test-mode-1280.png" });
});

test("the Profiles dropdown leads to wing women and wing men", async ({ page }) => {
  await page.goto("/");
  await page
    .getByRole("banner")
    .getByRole("button", { name: /Profiles/ })
    .first()
    .click();
  await page.getByRole("link", { name: "Wing Men" }).click();
  await expect(page).toHaveURL(/\/men-profiles$/);
});

/**
 * The header's row at this width: each part (logo, desktop links, the right-hand controls) on one line, side by
 * side, none over another, within the screen; every visible link or button on one line.
 */
async function headerProblems(page: Page): Promise<string[]> {
  return page.getByRole("banner").evaluate((header) => {
    const problems: string[] = [];
    const row = header.firstElementChild as HTMLElement;
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      // A screen reader's 1-pixel text (sr-only) is not drawn.
      return box.width > 1 && box.height > 1 && getComputedStyle(element).visibility !== "hidden";
    };
    const parts = [...row.children].filter(visible).map((element) => element.getBoundingClientRect());
    const rowBox = row.getBoundingClientRect();
    if (rowBox.height > 64.5) problems.push(`the header's row is ${rowBox.height}px high`);
    for (const [index, box] of parts.entries()) {
      if (box.top < rowBox.top - 0.5 || box.bottom > rowBox.bottom + 0.5) problems.push(`part ${index} leaves the row`);
      if (box.left < -0.5 || box.right > document.documentElement.clientWidth + 0.5) problems.push(`part ${index} leaves the screen`);
      const next = parts[index + 1];
      if (next && box.right > next.left + 0.5) problems.push(`part ${index} overlaps part ${index + 1} by ${box.right - next.left}px`);
    }
    // A word that wraps puts one text's pieces on two lines: two rectangles at different heights.
    const walker = document.createTreeWalker(row, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      if (!text.textContent?.trim() || !text.parentElement || !visible(text.parentElement)) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
      if (tops.size > 1) problems.push(`"${text.textContent.trim()}" wraps onto ${tops.size} lines`);
    }
    if (document.documentElement.scrollWidth > document.documentElement.clientWidth) problems.push("the page scrolls sideways");
    return problems;
  });
}

test("the header at 768 to 1280 px: the language switch at every width, Pricing and Events in the desktop links, nothing overlapping or wrapping", async ({
  page,
  browser,
}) => {
  const member = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const memberPage = await member.newPage();
  const email = await signUpByApi(memberPage, "Header Member");
  const admin = await adminPage(browser);
  await grantMembership(admin, email);
  await admin.context().close();
  const readers = [
    { who: "visitor", page, path: "/pricing", switchTo: "Read this page in Español", pricing: "Pricing", events: "Events", menuEvents: "Local Events" },
    {
      who: "member",
      page: memberPage,
      path: "/es/pricing",
      switchTo: "Leer esta página en English",
      pricing: "Precios",
      events: "Eventos",
      menuEvents: "Eventos locales",
    },
  ];
  for (const reader of readers) {
    for (const width of [768, 900, 1023, 1024, 1280]) {
      await reader.page.setViewportSize({ width, height: 800 });
      await reader.page.goto(reader.path);
      const header = reader.page.getByRole("banner");
      await expect(header.getByRole("link", { name: reader.switchTo })).toBeVisible();
      if (reader.who === "member") await expect(header.getByRole("button", { name: "Menú de la cuenta" })).toBeVisible();
      const desktop = header.getByRole("navigation", { name: /^(Main|Principal)$/ });
      if (width >= 1024) {
        await expect(desktop.getByRole("link", { name: reader.pricing, exact: true })).toBeVisible();
        await expect(desktop.getByRole("link", { name: reader.events, exact: true })).toBeVisible();
        await expect(header.getByRole("button", { name: /^(Open menu|Abrir menú)$/ })).toBeHidden();
      } else {
        await expect(desktop).toBeHidden();
        await header.getByRole("button", { name: /^(Open menu|Abrir menú)$/ }).click();
        const menu = reader.page.getByRole("navigation", { name: /^(Mobile navigation|Navegación móvil)$/ });
        await expect(menu.getByRole("link", { name: reader.pricing, exact: true })).toBeVisible();
        await expect(menu.getByRole("link", { name: reader.menuEvents, exact: true })).toBeVisible();
        await reader.page.screenshot({ path: `test-results/shots/header-${reader.who}-${width}-menu.png` });
        // Escape closes it, as the app's menu or as the native popover of a page without the app.
        await reader.page.keyboard.press("Escape");
        await expect(menu).toBeHidden();
      }
      expect(await headerProblems(reader.page), `${reader.who} at ${width}px`).toEqual([]);
      await header.screenshot({ path: `test-results/shots/header-${reader.who}-${width}.png` });
    }
  }
  // The desktop header's Pricing and Events lead to their pages.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  const links = page.getByRole("navigation", { name: "Main" });
  await links.getByRole("link", { name: "Pricing", exact: true }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await links.getByRole("link", { name: "Events", exact: true }).click();
  await expect(page).toHaveURL(/\/events$/);
  await member.close();
});

test("every route of the table answers with its own title", async ({ page }) => {
  // One visit and one hydration per route of the table: more than the default 30 seconds on a busy machine.
  const titles = new Map<string, string>();
  for (const route of ROUTES) {
    const response = await page.goto(route);
    expect(response?.status(), route).toBeLessThan(400);
    await expectShell(page);
    await expect(page.locator("main")).toBeVisible();
    await expect(page.getByText("Oops! Page not found")).toHaveCount(0);
    titles.set(route, await page.title());
  }
  // Dynamic routes share their page's title; members-only pages send a visitor elsewhere (§2).
  const redirectsVisitors = ["/user-profile", "/vip-profile-manager"];
  const staticTitles = ROUTES.filter((route) => !/\/(abc|1|m1)$/.test(route) && !redirectsVisitors.includes(route)).map((route) => titles.get(route));
  expect(new Set(staticTitles).size, "each static route has a unique title").toBe(staticTitles.length);
});

test("booking without a companion goes to the profiles list, which says to choose one", async ({ page }) => {
  await page.goto("/booking");
  await expect(page).toHaveURL(/\/profiles\?book=choose$/);
  await expect(page.getByRole("status").filter({ hasText: "To book, choose a companion" })).toBeVisible();
});

test("an unknown path shows the 404 page with a link home", async ({ page }) => {
  const response = await page.goto("/this/does/not/exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: /home/i }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("navigation scrolls back to the top", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole("contentinfo").getByRole("link", { name: "Terms" }).first().click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // On a page with the app (a visitor's home page has none: there the menu is a native popover, see first-tap.spec.ts).
  test("the mobile menu opens and closes", async ({ page }) => {
    await page.goto("/contact");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    const menu = page.locator(`#${await close.getAttribute("aria-controls")}`);
    await expect(menu.getByRole("link", { name: "Wing Women" })).toBeVisible();
    await page.screenshot({ path: "test-results/shots/mobile-menu-open.png" });
    // The pages a phone cannot reach from the header otherwise are in the menu too.
    for (const name of ["Services", "Pricing", "Local Events", "Social Tips", "VIP Membership"]) await expect(menu.getByRole("link", { name })).toBeVisible();
    await close.click();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    await expect(menu.getByRole("link", { name: "Wing Women" })).toBeHidden();
    // Escape closes it and gives focus back to the button.
    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "Wing Women" }).focus();
    await page.keyboard.press("Escape");
    await expect(menu.getByRole("link", { name: "Wing Women" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test("a link in the mobile menu navigates and closes it", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page
      .getByRole("navigation", { name: /mobile/i })
      .getByRole("link", { name: "About" })
      .click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("the test mode bar covers none of the footer at the end of a page", async ({ page }) => {
    for (const path of ["/es/about", "/", "/contact"]) await expectFooterAboveTestModeBar(page, path);
    await page.screenshot({ path: "test-results/shots/footer-test-mode-390.png" });
  });

  test("a toast rises from the bottom, above the test mode bar, and covers neither the page's title nor the header", async ({ page }) => {
    await page.goto("/auth?tab=signup");
    const title = page.getByRole("heading", { level: 1 });
    await expect(title).toBeVisible();
    await page.getByRole("button", { name: "Sign Up" }).click();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Full name required" });
    await expect(toast).toBeVisible();
    const bar = (await page.getByRole("complementary", { name: "Test mode" }).boundingBox())!;
    // Sonner slides it in from below: wait for where it comes to rest (above the bar), whatever the machine's pace.
    const bottomOf = async () => {
      const now = await toast.boundingBox();
      return now ? now.y + now.height : Number.POSITIVE_INFINITY;
    };
    await expect.poll(bottomOf).toBeLessThanOrEqual(bar.y);
    const box = (await toast.boundingBox())!;
    const titleBox = (await title.boundingBox())!;
    const header = (await page.getByRole("banner").boundingBox())!;
    expect(box.y).toBeGreaterThan(titleBox.y + titleBox.height);
    expect(box.y).toBeGreaterThan(header.y + header.height);
    expect(box.y + box.height).toBeLessThanOrEqual(bar.y);
    await page.screenshot({ path: "test-results/shots/toast-390.png" });
  });

  test("pages do not scroll sideways", async ({ page }) => {
    for (const route of ["/", "/about", "/this-is-missing"]) {
      await page.goto(route);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, route).toBeLessThanOrEqual(0);
    }
  });
});

test("the page runs without console errors or CSP violations", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "About", exact: true }).first().click();
  await expect(page).toHaveURL(/\/about$/);
  // A page whose app starts for a visitor too.
  await page.goto("/booking/1");
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(problems).toEqual([]);
});

test("the server marks the page's own menu link as the current page, before the app and after", async ({ context }) => {
  const page = withoutWaitingForTheApp(await context.newPage());
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  const releaseTheApp = await holdTheAppCode(page);
  await page.goto("/booking/1", { waitUntil: "commit" });
  const menu = page.getByRole("navigation", { name: "Main" });
  await expect(menu.getByRole("link", { name: "Book", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(menu.locator("[aria-current]")).toHaveCount(1);
  releaseTheApp();
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(menu.locator("[aria-current]")).toHaveCount(1);
  await expect(menu.getByRole("link", { name: "Book", exact: true })).toHaveAttribute("aria-current", "page");
  await menu.getByRole("link", { name: "About", exact: true }).click();
  await expect(menu.getByRole("link", { name: "About", exact: true })).toHaveAttribute("aria-current", "page");
  expect(problems).toEqual([]);
});

test("toasts still reach the reader when the toast library cannot load (offline, or an old tab after a release)", async ({ page }) => {
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    const response = await route.fetch();
    if ((await response.text()).includes("data-sonner-toaster")) return route.abort("internetdisconnected");
    return route.fulfill({ response });
  });
  await page.goto("/auth?tab=signup");
  await page.getByRole("button", { name: "Sign Up" }).click();
  const toast = page.getByRole("alert").filter({ hasText: "Full name required" });
  await expect(toast).toContainText("Please enter your full name.");
  await page.screenshot({ path: "test-results/shots/plain-toast.png" });
  await toast.getByRole("button", { name: "Close" }).click();
  await expect(toast).toHaveCount(0);
});
