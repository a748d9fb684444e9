import { expect, withoutWaitingForTheApp, test, type Locator, type Page } from "./fixtures.ts";
import { adminPage, grantMembership, PASSWORD, signUpByApi } from "./support.ts";

/** A member: signs up, then the e2e admin grants a complimentary membership. */
async function becomeMember(page: Page) {
  const email = await signUpByApi(page, "Catalogue Tester");
  const admin = await adminPage(page.context().browser()!);
  await grantMembership(admin, email);
  await admin.context().close();
}

test("a visitor sees the three preview profiles in full, and the banner", async ({ page }) => {
  await page.goto("/profiles");
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(3);
  await expect(page.getByRole("heading", { name: "Unlock All Profiles" })).toBeVisible();
  await expect(page.getByText(/unlocks 18 more profiles/)).toBeVisible();
  // Login to Message leads to the login page and back to the list.
  await expect(cards.first().getByRole("link", { name: "Login to Message" })).toHaveAttribute("href", /^\/auth\?next=/);
  await page.screenshot({ path: "test-results/shots/profiles-visitor.png", fullPage: true });
  await page.getByRole("link", { name: "Wing Men" }).first().click();
  await expect(page).toHaveURL(/\/men-profiles$/);
  await expect(page.getByRole("article")).toHaveCount(3);
});

/** Logs in on the sign-in page shown (English or Spanish). */
async function logIn(page: Page, email: string) {
  const form = page.getByRole("tabpanel");
  await form.getByLabel(/^(E-mail|Correo electrónico)$/).fill(email);
  await form.getByLabel(/^(Password|Contraseña)$/).fill(PASSWORD);
  await form.getByRole("button", { name: /^(Login|Iniciar sesión)$/ }).click();
}

test("Login to Message and Login to Save are links to log in that bring the visitor back, from a profile and from the list", async ({ page, browser }) => {
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const email = await signUpByApi(await other.newPage(), "Back Again");
  await other.close();

  await page.goto("/profiles/2");
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Login to Message" })).toBeVisible();
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await main.getByRole("link", { name: "Login to Save" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/shots/profile-login-links-${width}.png` });
  }
  await main.getByRole("link", { name: "Login to Save" }).click();
  await expect(page).toHaveURL(/\/auth\?next=%2Fprofiles%2F2$/);
  await logIn(page, email);
  await expect(page).toHaveURL(/\/profiles\/2$/);
  // Signed in without a membership: the spec's "VIP Only".
  await expect(main.getByRole("button", { name: "VIP Only" }).first()).toBeDisabled();
  await expect(main.getByRole("link", { name: /^Login to (Message|Save)$/ })).toHaveCount(0);

  // From a card of the Spanish list: back to the list.
  await page.context().clearCookies();
  await page.goto("/es/profiles");
  await page.getByRole("article").first().getByRole("link", { name: "Inicia sesión para escribir" }).click();
  await expect(page).toHaveURL(/\/es\/auth\?next=%2Fes%2Fprofiles$/);
  await logIn(page, email);
  await expect(page).toHaveURL(/\/es\/profiles$/);
  await expect(page.getByRole("article").first().getByRole("button", { name: "Solo VIP" })).toBeDisabled();

  // A way back that leaves the site is not followed: home instead.
  await page.context().clearCookies();
  await page.goto("/auth?next=%2F%2Fevil.example%2Fprofiles");
  await logIn(page, email);
  await expect(page).toHaveURL(new URL("/", page.url()).href);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the lightbox shows a profile's photo across the screen's width, larger than the page shows it", async ({ page }) => {
    // The app's lightbox: a signed-in reader's (a visitor's page has no script: its photo is a link to the large one).
    await signUpByApi(page, "Lightbox Phone");
    await page.goto("/profiles/1");
    const enlarge = page.getByRole("link", { name: "Enlarge photo 1 of Sofia R." });
    const onPage = (await enlarge.boundingBox())!.width;
    await enlarge.click();
    const photo = page.getByRole("dialog").getByRole("img");
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    const box = (await photo.boundingBox())!;
    expect(box.width).toBeGreaterThan(onPage);
    expect(box.width).toBe(390);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    await page.screenshot({ path: "test-results/shots/lightbox-390.png" });
  });

  test("the VIP wall keeps a margin from the screen's edges", async ({ page }) => {
    await page.goto("/profiles/4");
    const wall = page.getByRole("region", { name: "VIP Access Required" });
    await expect(wall).toBeVisible();
    const box = (await wall.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(16);
    expect(390 - (box.x + box.width)).toBeGreaterThanOrEqual(16);
    await page.screenshot({ path: "test-results/shots/vip-wall-390.png", fullPage: true });
  });
});

test("locked profiles show the VIP wall to a visitor", async ({ page }) => {
  for (const path of ["/profiles/4", "/men-profiles/m4"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "VIP Access Required" })).toBeVisible();
    await expect(page.getByText("Already a VIP member? Make sure you're logged in.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Join VIP Membership" })).toBeVisible();
  }
  await page.screenshot({ path: "test-results/shots/vip-wall.png" });
  await page.getByRole("link", { name: "Join VIP Membership" }).click();
  await expect(page.getByRole("dialog").getByRole("heading", { name: "Why Join?" })).toBeVisible();
});

test("an unknown id, or the other list's, lands on the address's list, which says the profile was not found", async ({ page, browser }) => {
  const notFound = page.getByRole("alert").filter({ hasText: "Profile not found. Choose a profile from the list below." });
  for (const [path, list] of [
    ["/profiles/99999", "/profiles"],
    ["/profiles/abc", "/profiles"],
    ["/men-profiles/m99", "/men-profiles"],
    // A wing woman's id under the wing men's address, and a wing man's under the wing women's.
    ["/men-profiles/1", "/men-profiles"],
    ["/profiles/m1", "/profiles"],
  ] as const) {
    await page.goto(path);
    await expect(page, path).toHaveURL(new RegExp(`${list}\\?notFound=profile$`));
    await expect(notFound, path).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(list === "/profiles" ? "Meet Our Wing Women" : "Meet Our Wing Men");
  }
  await page.screenshot({ path: "test-results/shots/profile-not-found-1280.png" });
  // A profile opened from there returns to the list without the notice.
  await page.getByRole("link", { name: "View Full Profile" }).first().click();
  await page.getByRole("link", { name: "← Back to Profiles" }).click();
  await expect(page).toHaveURL(/\/profiles$/);
  await expect(page.getByRole("heading", { level: 1, name: "Meet Our Wing Women" })).toBeVisible();
  await expect(notFound).toHaveCount(0);
  // Each list's own ids still open.
  await page.goto("/men-profiles/m1");
  await expect(page.getByRole("heading", { name: "About Me" })).toBeVisible();

  // In Spanish, on a phone and before any script runs, the server says it.
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const phone = withoutWaitingForTheApp(await context.newPage());
  await phone.goto("/es/men-profiles/2");
  await expect(phone).toHaveURL(/\/es\/men-profiles\?notFound=profile$/);
  const notice = phone.getByRole("alert").filter({ hasText: "Perfil no encontrado. Elige un perfil de la lista de abajo." });
  await expect(notice).toBeVisible();
  // Seen without scrolling.
  const box = (await notice.boundingBox())!;
  expect(box.y + box.height).toBeLessThan(844);
  await phone.screenshot({ path: "test-results/shots/profile-not-found-390-es.png" });
  await context.close();
});

test("a preview profile opens in full, and its photo enlarges in a lightbox that works with the keyboard", async ({ page }) => {
  // The app's lightbox, as a signed-in reader has it.
  await signUpByApi(page, "Lightbox Keys");
  await page.goto("/profiles/1");
  await expect(page.getByRole("heading", { name: "About Me" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Book Session" })).toHaveAttribute("href", /\/booking\/1\?name=/);
  await expect(page.getByRole("heading", { name: "Client Reviews" })).toBeVisible();
  await page.getByRole("link", { name: /Enlarge photo 1/ }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Photo 1 of 2");
  await page.keyboard.press("ArrowRight");
  await expect(dialog).toContainText("Photo 2 of 2");
  await page.keyboard.press("ArrowLeft");
  await expect(dialog).toContainText("Photo 1 of 2");
  await page.screenshot({ path: "test-results/shots/lightbox-1280.png" });
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await page.screenshot({ path: "test-results/shots/profile-1.png", fullPage: true });
});

test("a profile's head holds one title and one description, the profile's own, before and after its app runs", async ({ page }) => {
  const head = () =>
    page.evaluate(() => ({
      titles: [...document.head.querySelectorAll("title")].map((title) => title.textContent),
      descriptions: [...document.head.querySelectorAll('meta[name="description"]')].map((meta) => meta.getAttribute("content")),
      previewTitles: [...document.head.querySelectorAll('meta[property="og:title"]')].map((meta) => meta.getAttribute("content")),
    }));
  await page.goto("/profiles/1");
  const bio = await page.locator('meta[name="description"]').getAttribute("content");
  expect(bio).toMatch(/\w/);
  const profiles = { titles: ["Sofia R. | Wingmate"], descriptions: [bio], previewTitles: ["Sofia R. | Wingmate"] };
  expect(await head()).toEqual(profiles);
  // The same page in the other edition: its route's tags are drawn anew in Spanish, and take the profile's text
  // again, in Spanish (staff wrote this sample profile's bio in both languages).
  await page.getByRole("contentinfo").getByRole("link", { name: "Read this page in Español" }).click();
  await expect(page.locator('head meta[property="og:locale"]')).toHaveAttribute("content", /^es/);
  await expect.poll(head).toEqual({ ...profiles, descriptions: [expect.not.stringContaining(bio!)] });
  await page.goBack();
  await expect(page.locator('head meta[property="og:locale"]')).toHaveAttribute("content", /^en/);
  await expect.poll(head).toEqual(profiles);
  const header = page.getByRole("navigation", { name: "Main" });
  await header.getByRole("button", { name: "Profiles" }).click();
  await header.getByRole("link", { name: /Wing Women/ }).click();
  await expect(page).toHaveURL(/\/profiles$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Meet Our Wing Women");
  // The list's own, from its route: the profile's are gone with it.
  await expect.poll(head).toEqual({
    titles: [expect.stringMatching(/^Wing Women/)],
    descriptions: [expect.not.stringContaining(bio!)],
    previewTitles: [expect.stringMatching(/^Wing Women/)],
  });
});

test("from a profile back to the list, the list arrives with its cards (its loader), never the profile", async ({ page }) => {
  await page.goto("/profiles/1");
  await page.getByRole("link", { name: /Back to Profiles/ }).click();
  await expect(page).toHaveURL(/\/profiles$/);
  await expect(page.getByRole("heading", { name: "Meet Our Wing Women" })).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(3);
  await expect(page.getByRole("heading", { name: "About Me" })).toHaveCount(0);
});
test("a member sees every profile, and /profiles/4 in full", async ({ page }) => {
  await becomeMember(page);
  await page.goto("/profiles");
  await expect(page.getByRole("article")).toHaveCount(21);
  await expect(page.getByRole("heading", { name: "Unlock All Profiles" })).toHaveCount(0);
  await page.goto("/profiles/4");
  await expect(page.getByRole("heading", { name: "About Me" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Save" })).toBeEnabled();
});

test("filters change the list and survive a reload", async ({ page }) => {
  await becomeMember(page);
  await page.goto("/profiles");
  await expect(page.getByRole("article")).toHaveCount(21);
  await page.getByLabel("Language").selectOption("Spanish");
  await expect(page).toHaveURL(/language=Spanish/);
  await expect.poll(() => page.getByRole("article").count()).toBeLessThan(21);
  const filtered = await page.getByRole("article").count();
  expect(filtered).toBeGreaterThan(0);
  await page.reload();
  await expect(page.getByLabel("Language")).toHaveValue("Spanish");
  await expect(page.getByRole("article")).toHaveCount(filtered);
  await page.getByLabel("Sort by").selectOption("rating");
  await expect(page).toHaveURL(/sort=rating/);
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page.getByRole("article")).toHaveCount(21);
});

test("profiles arrive drawn: before any script runs a visitor sees the preview cards and a preview profile, never a locked one", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = withoutWaitingForTheApp(await context.newPage());
  await page.goto("/profiles?sort=rating");
  await expect(page.getByRole("article")).toHaveCount(3);
  await expect(page.getByText("3 profiles")).toBeVisible();

  await page.goto("/profiles/1");
  await expect(page.getByRole("heading", { level: 1, name: "Sofia R." })).toBeVisible();
  await expect(page.getByRole("heading", { name: "About Me" })).toBeVisible();
  // One price model: the profile quotes the packages' prices, the same with every companion.
  await expect(page.getByText("Sessions from $220, the same prices with every companion.")).toBeVisible();
  await expect(page.getByRole("link", { name: "See all prices" })).toHaveAttribute("href", "/pricing");
  // What the profile shows below is drawn too: its reviews and the companion's next free time.
  await expect(page.getByRole("heading", { name: "Client Reviews" })).toBeVisible();
  await expect(page.getByText("Loading reviews…")).toHaveCount(0);
  await expect(page.getByText("Sofia walked me through a tech mixer")).toBeVisible();
  await expect(page.getByText(/Next available: |No free time in the next 30 days/)).toBeVisible();
  // Every word is in words: no catalog key shows before the app's own catalogs arrive.
  expect(await page.locator("body").innerText()).not.toMatch(/\b(reviewForm|reviews|detail|card|booking|report)\.[a-z]\w*/);
  const portrait = page.getByRole("link", { name: "Enlarge photo 1 of Sofia R." }).locator("img");
  await expect(portrait).toHaveAttribute("fetchpriority", "high");
  await expect.poll(() => portrait.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  await page.screenshot({ path: "test-results/shots/profile-before-scripts.png" });

  // A locked profile arrives as the VIP wall, with nothing of the companion.
  await page.goto("/profiles/4");
  await expect(page.getByRole("article")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: "VIP Access Required" })).toBeVisible();
  await context.close();
});

test("the app takes over a drawn profile without moving it, and without asking the API again", async ({ page }) => {
  // A signed-in reader's page loads the app (a visitor's has none to take over).
  await signUpByApi(page, "Take Over");
  const apiReads: string[] = [];
  page.on("request", (request) => {
    // (The header's unread count and live messages are the reader's own, not the page's.)
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/api/") && !pathname.startsWith("/api/messages/")) apiReads.push(request.url());
  });
  await page.goto("/profiles/1", { waitUntil: "networkidle" });
  const photo = page.getByRole("link", { name: "Enlarge photo 1 of Sofia R." });
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  // The app's own page is there: its buttons work.
  await photo.click();
  await expect(page.getByRole("dialog")).toBeVisible();
  // The profile, its reviews and its next free time came with the page.
  expect(apiReads).toEqual([]);
  // Every shift since the page began, read once the frames after the take-over are drawn (not after some milliseconds).
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const frame = (then: () => void) => requestAnimationFrame(() => setTimeout(then));
        frame(() =>
          frame(() => {
            const observer = new PerformanceObserver(() => undefined);
            observer.observe({ type: "layout-shift", buffered: true });
            const entries = observer.takeRecords() as (PerformanceEntry & { value: number })[];
            observer.disconnect();
            resolve(entries.reduce((total, entry) => total + entry.value, 0));
          }),
        );
      }),
  );
  expect(shift).toBeLessThan(0.02);
});

/** Opens a dialog with `opener`, closes it with Escape, and expects focus back on `opener`. */
async function expectFocusBackAfterEscape(page: Page, opener: Locator) {
  await opener.click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(opener).toBeFocused();
}

test("closing a dialog gives focus back to the control that opened it (lightbox, membership, message)", async ({ page }) => {
  // The lightbox, by Escape and by its Close button (the app's: a signed-in reader's page).
  await signUpByApi(page, "Focus Back");
  await page.goto("/profiles/1");
  const enlarge = page.getByRole("link", { name: "Enlarge photo 1 of Sofia R." });
  await expectFocusBackAfterEscape(page, enlarge);
  await enlarge.click();
  await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
  await expect(enlarge).toBeFocused();

  // The membership dialog, from a locked profile's wall.
  await page.goto("/profiles/4");
  await expectFocusBackAfterEscape(page, page.getByRole("link", { name: "Upgrade to VIP" }));

  // The message dialog, for a member.
  await becomeMember(page);
  await page.goto("/profiles/4");
  await expectFocusBackAfterEscape(page, page.getByRole("button", { name: "Send Message" }));
});

test("the member's filter bar never overlaps itself between phone and desktop widths", async ({ page }) => {
  await becomeMember(page);
  // (Below 640 px the bar folds under one button: see the phone test.)
  for (const width of [640, 768, 1024, 1152, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/profiles?specialty=Nightlife+Navigation&availability=weekends");
    const bar = page.getByRole("region", { name: "Filter profiles" });
    const controls = await bar.locator("#profile-filters > *").evaluateAll((elements) =>
      elements.map((element) => {
        const box = element.getBoundingClientRect();
        return { name: element.textContent?.trim().slice(0, 20) ?? "", left: box.left, right: box.right, top: box.top, bottom: box.bottom };
      }),
    );
    for (const [index, a] of controls.entries()) {
      for (const b of controls.slice(index + 1)) {
        const overlap = a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
        expect(overlap, `${a.name} and ${b.name} at ${width}px`).toBe(false);
      }
    }
    expect(controls.length).toBe(6);
    await bar.screenshot({ path: test.info().outputPath(`filters-${width}.png`) });
  }
});

test("on a phone the first profile is near the top, filters fold under one button, and Book Now says to choose a companion", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/profiles");
  const firstCard = page.getByRole("article").first();
  await expect(firstCard).toBeVisible();
  await expect.poll(async () => (await firstCard.boundingBox())?.y ?? Infinity).toBeLessThan(844);
  const toggle = page.getByRole("button", { name: "Filters", exact: true });
  await expect(page.getByLabel("Language")).toBeHidden();
  // A visitor's page has no script: the fold is a native popover, the filters a form applied by its button.
  await toggle.click();
  await page.getByLabel("Language").selectOption("Spanish");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/language=Spanish/);
  await expect(page.getByRole("button", { name: "Filters · 1 active" })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("profiles-phone.png") });

  // The footer's Book Now names no companion: the list says what to do.
  await page.getByRole("contentinfo").getByRole("link", { name: "Book Now" }).click();
  await expect(page).toHaveURL(/\/profiles\?book=choose$/);
  await expect(page.getByRole("status").filter({ hasText: "To book, choose a companion" })).toBeVisible();
});

test("Back to Profiles returns to the list as it was filtered", async ({ page }) => {
  await becomeMember(page);
  await page.goto("/profiles?language=Spanish&sort=rating");
  await page
    .getByRole("link", { name: /^View Full Profile of / })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: "About Me" })).toBeVisible();
  const profile = page.url();
  await page.getByRole("link", { name: "← Back to Profiles" }).click();
  await expect(page).toHaveURL(/\/profiles\?language=Spanish&sort=rating$/);
  await expect(page.getByLabel("Language")).toHaveValue("Spanish");
  // A card clicked before the app has taken over the list is a plain link: the page loads anew, and the
  // way back still knows the filters, from the referrer.
  await page.goto(profile, { referer: page.url() });
  await page.getByRole("link", { name: "← Back to Profiles" }).click();
  await expect(page).toHaveURL(/\/profiles\?language=Spanish&sort=rating$/);
  // The profile as the HTML draws it, before its app starts (here it never does), leads back the same way.
  await page.route("**/assets/**/*.js", (route) => route.abort());
  await withoutWaitingForTheApp(page).goto(profile, { referer: page.url() });
  await expect(page.getByRole("heading", { name: "About Me" })).toBeVisible();
  await page.getByRole("link", { name: "← Back to Profiles" }).click();
  await expect(page).toHaveURL(/\/profiles\?language=Spanish&sort=rating$/);
});

test("words match the state: a member is not asked to join, a booking opened directly knows them, and review counts add up", async ({ page }) => {
  // A visitor sees 3 of profile 1's 4 reviews: the panel says so.
  await page.goto("/profiles/1");
  // (Other journeys may add approved reviews to it while this runs: the count is read from the page.)
  const count = Number((await page.getByText(/^\(\d+ reviews\)$/).innerText()).replace(/\D/g, ""));
  expect(count).toBeGreaterThan(3);
  await expect(page.getByText(`3 of ${count} reviews: verified sessions first, then the newest.`)).toBeVisible();

  await becomeMember(page);
  await page.goto("/become-member");
  await expect(page.getByText("You are a VIP member: every profile, direct chat and priority booking are yours.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Join Now" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Browse All Profiles" }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Manage Subscription" })).toBeVisible();

  await page.goto("/booking/4");
  await expect(page.getByLabel("Full name *")).toHaveValue("Catalogue Tester");
  await expect(page.getByLabel("E-mail *")).toHaveValue(/@example\.com$/);
});
