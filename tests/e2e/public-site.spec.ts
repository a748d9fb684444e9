import { expect, withoutWaitingForTheApp, test, type Page } from "./fixtures.ts";
import { adminPage, axeViolations, expectToast, grantMembership, signInAsAdmin, signUpByApi, uniqueEmail } from "./support.ts";

// The sweeps here are long and independent of each other: they may run on both workers at once.
test.describe.configure({ mode: "parallel" });

/** The public pages: prerendered, in the sitemap, each with its own title and description. */
const PUBLIC_ROUTES = [
  "/",
  "/about",
  "/profiles",
  "/men-profiles",
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
  // The Spanish editions.
  "/es",
  "/es/about",
  "/es/services",
  "/es/how-it-works",
  "/es/pricing",
  "/es/profiles",
  "/es/men-profiles",
  "/es/contact",
  "/es/franchise",
  "/es/events",
  "/es/social-tips",
  "/es/rizz",
  "/es/hiring",
  "/es/become-member",
  "/es/vip-signup",
  "/es/terms",
  "/es/privacy",
];
const WIDTHS = [1280, 768, 360] as const;

const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1] ?? null;

test("each public page's HTML carries its own title, description, social tags and canonical address before any script runs", async ({ request, baseURL }) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const route of PUBLIC_ROUTES) {
    const response = await request.get(route, { headers: { accept: "text/html" } });
    expect(response.status(), route).toBe(200);
    const html = await response.text();
    const title = attribute(html, /<title>([^<]+)<\/title>/);
    const description = attribute(html, /<meta name="description" content="([^"]+)"/);
    expect(title, route).toMatch(/\| Wingmate$/);
    expect(description?.length ?? 0, route).toBeGreaterThan(50);
    titles.add(title ?? "");
    descriptions.add(description ?? "");
    expect(attribute(html, /<link rel="canonical" href="([^"]+)"/), route).toBe(`${baseURL}${route}`);
    expect(attribute(html, /<meta property="og:title" content="([^"]+)"/), route).toBe(title);
    expect(attribute(html, /<meta property="og:image" content="([^"]+)"/), route).toBe(`${baseURL}/images/social-card.jpg`);
    expect(html, route).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    // Real content in the HTML itself, not an empty shell: the page's own heading.
    expect(html, route).toMatch(/<h1[^>]*>[^<]{3,}/);
  }
  expect(titles.size).toBe(PUBLIC_ROUTES.length);
  expect(descriptions.size).toBe(PUBLIC_ROUTES.length);

  const home = await (await request.get("/")).text();
  const structured = JSON.parse(attribute(home, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/) ?? "{}");
  expect(structured).toMatchObject({ "@type": "LocalBusiness", name: "Wingmate", url: `${baseURL}/` });
  expect((await request.get("/images/social-card.jpg")).headers()["content-type"]).toBe("image/jpeg");
});

test("the figures the site states are its own: counts from the catalogue, in the HTML and after the app takes over", async ({ page, request, browser }) => {
  const facts = (await (await request.get("/api/site-facts")).json()) as { companions: number; wingWomen: number; areas: number };
  expect(facts.companions).toBeGreaterThan(0);
  expect(facts.wingWomen).toBeLessThanOrEqual(facts.companions);
  // Before any script runs, and once the app has taken over, the same numbers.
  const noScripts = withoutWaitingForTheApp(await (await browser.newContext({ javaScriptEnabled: false })).newPage());
  for (const scope of [noScripts, page]) {
    await scope.goto("/");
    await expect(scope.locator("dl").filter({ hasText: "Companions" })).toContainText(String(facts.companions));
    await expect(scope.locator("dl").filter({ hasText: "Areas in South Florida" })).toContainText(String(facts.areas));
    await scope.goto("/about");
    await expect(scope.locator("dl").filter({ hasText: "Wing women" })).toContainText(String(facts.wingWomen));
    await expect(scope.locator("dl").filter({ hasText: "Days a week of support, 9 AM – 11 PM" })).toBeVisible();
    await expect(scope.getByText(`Our companions are based in ${facts.areas} areas`)).toBeVisible();
    expect(await scope.locator("body").innerText()).not.toMatch(/300\+|24\/7|⟦/);
  }
  await noScripts.context().close();
});

test("the sitemap lists every public page and robots.txt keeps member and admin areas out", async ({ request, baseURL }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const route of PUBLIC_ROUTES) expect(sitemap).toContain(`<loc>${baseURL}${route}</loc>`);
  const robots = await (await request.get("/robots.txt")).text();
  for (const area of ["/admin", "/user-profile", "/saved-profiles", "/vip-profile-manager", "/account", "/workspace"])
    expect(robots).toContain(`Disallow: ${area}`);
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

/** Every admin section, each checked with rows in it where the journeys put some. */
const ADMIN_SECTIONS = [
  "users",
  "members",
  "reviews",
  "reports",
  "conversations",
  "consultations",
  "bookings",
  "applications",
  "franchise",
  "catalogue",
  "mail",
  "audit",
];

/** Opens `route` and expects axe to find nothing (the message names the page and who looked). */
async function expectNoAxeViolations(page: Page, route: string, who: string, options?: { bestPractices?: boolean }): Promise<void> {
  await page.goto(route);
  await page.waitForLoadState("networkidle");
  expect(await axeViolations(page, options), `${route} (${who})`).toEqual([]);
}

/**
 * The sweeps' full-page pictures of every page at every width, for a person to look through: taken when
 * E2E_SCREENSHOTS=1 (they cost more than the checks, and a failing check says what is wrong without them).
 */
async function keepPicture(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS === "1") await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** How far the page scrolls sideways once laid out at the viewport's current width (0: not at all). */
async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(document.documentElement.scrollWidth - document.documentElement.clientWidth))),
      ),
  );
}

/** What a visitor also opens besides the public pages: a profile, the booking form, the login, the member areas' walls and the 404 page. */
const VISITOR_PAGES = [
  "/profiles/1",
  "/men-profiles/m1",
  "/booking/1",
  "/auth",
  "/admin",
  "/user-profile",
  "/saved-profiles",
  "/vip-profile-manager",
  "/vip-profiles/abc",
  "/missing-page",
];

// Each page is opened once, signed out: axe looks at it, then it is laid out at each width without loading
// it again (a reload would only repeat the same requests).
test("every page a visitor opens: axe (WCAG 2.2 AA, touch targets included, and best practices) passes, and nothing scrolls sideways at 1280, 768 or 360 pixels", async ({
  page,
}) => {
  test.setTimeout(600_000);
  for (const route of [...PUBLIC_ROUTES, ...VISITOR_PAGES]) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectNoAxeViolations(page, route, "visitor", { bestPractices: true });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      expect(await sidewaysOverflow(page), `${route} at ${width}px`).toBeLessThanOrEqual(0);
      await keepPicture(page, `${width}${route === "/" ? "/home" : route}`);
    }
  }
});

/** The member areas, also checked on a phone's width. */
const MEMBER_AREAS = [
  "/profiles/1",
  "/men-profiles/m1",
  "/user-profile",
  "/account",
  "/saved-profiles",
  "/vip-profile-manager",
  "/messages",
  "/my-bookings",
  "/booking/1",
];

/** Axe at 360 px too, with no sideways scroll, on the page already open (laid out again, not reloaded). */
async function expectPhoneWidthClean(page: Page, route: string, who: string): Promise<void> {
  await page.setViewportSize({ width: 360, height: 780 });
  expect(await sidewaysOverflow(page), `${route} (${who}) scrolls sideways`).toBeLessThanOrEqual(0);
  expect(await axeViolations(page), `${route} (${who}) at 360 px`).toEqual([]);
  await keepPicture(page, `360-${who}-${route.replace(/\W+/g, "-")}`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * The public pages that read differently to a member (every profile open, the membership pages and the
 * events' suggested connections saying so); the rest differ from a visitor's only in the header's account
 * menu, which every page here carries too. The Spanish editions are the same pages in other words: the
 * visitor's sweep checks them.
 */
const PAGES_A_MEMBER_SEES_DIFFERENTLY = ["/profiles", "/men-profiles", "/become-member", "/vip-signup", "/events"];

test("signed in as a member: axe passes on the public pages a member sees differently and every member area, and the member areas read on a phone", async ({
  page,
  browser,
}) => {
  test.setTimeout(600_000);
  const admin = await adminPage(browser);
  const email = await signUpByApi(page, "Alex Access");
  await grantMembership(admin, email);
  await page.request.post("/api/companions/3/messages", { data: { message: "Are you free on Saturday evening for a gallery opening in Wynwood?" } });
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const route of [...PAGES_A_MEMBER_SEES_DIFFERENTLY, ...MEMBER_AREAS]) {
    await expectNoAxeViolations(page, route, "member");
    if (MEMBER_AREAS.includes(route)) await expectPhoneWidthClean(page, route, "member");
  }
});

test("axe passes on every section of the admin dashboard, with rows in each list, at 1280 and 360 px", async ({ page, browser }) => {
  test.setTimeout(600_000);
  const email = await signUpByApi(page, "Alex Access");
  await grantMembership(await adminPage(browser), email);
  // Something in every admin list, so that the rows themselves are checked too.
  const post = async (url: string, data: object) => expect((await page.request.post(url, { data })).status(), url).toBe(201);
  await post("/api/companions/3/reviews", { rating: 5, reviewText: "Warm, funny and great at introductions." });
  await post("/api/companions/3/messages", { message: "Are you free on Saturday evening?" });
  await post("/api/reports", { subjectType: "companion", subjectId: "3", reason: "Arrived a little late." });
  await post("/api/consultations", { name: "Alex Access", email, phone: "+1 305 555 0150", message: "A work dinner in Brickell." });
  await post("/api/franchise-enquiries", { name: "Alex Access", email, phone: "+1 305 555 0150", city: "Orlando", message: "" });
  await signInAsAdmin(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const section of ADMIN_SECTIONS) {
    const route = `/admin?section=${section}`;
    await expectNoAxeViolations(page, route, "admin");
    await expectPhoneWidthClean(page, route, "admin");
  }
});

test("a franchise enquiry from Apply Now reaches the outbox, with a confirmation to the sender", async ({ page, browser }) => {
  const email = uniqueEmail("franchisee");
  await page.goto("/franchise");
  await expect(page.getByText("$25,000", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Apply Now" }).click();
  const dialog = page.getByRole("dialog", { name: "Franchise enquiry" });
  await dialog.getByRole("button", { name: "Send Enquiry" }).click();
  await expect(dialog.getByText("Please enter your name.")).toBeVisible();
  await dialog.getByLabel("Full name").fill("Frank Franchise");
  await dialog.getByLabel("E-mail").fill(email);
  await dialog.getByLabel("Phone").fill("+1 512 555 0142");
  await dialog.getByLabel("City").fill("Austin");
  await dialog.getByLabel("Message (optional)").fill("I own a hospitality group on Rainey Street.");
  await dialog.getByRole("button", { name: "Send Enquiry" }).click();
  await expectToast(page, "Enquiry sent!");
  await expect(dialog).toBeHidden();

  const admin = await adminPage(browser);
  const mail = (await (await admin.request.get("/api/admin/outbox")).json()).mail as { kind: string; toAddress: string; subject: string }[];
  expect(mail.some((item) => item.kind === "franchise-confirmation" && item.toAddress === email)).toBe(true);
  expect(mail.some((item) => item.kind === "franchise-enquiry" && item.subject.includes("Austin"))).toBe(true);
  const enquiries = (await (await admin.request.get("/api/admin/franchise-enquiries")).json()).enquiries as { email: string }[];
  expect(enquiries.some((item) => item.email === email)).toBe(true);
});
