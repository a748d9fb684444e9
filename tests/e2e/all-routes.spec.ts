import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routeConfig from "../../src/web/routes.ts";
import {
  expect,
  HYDRATION_LIMIT_MS,
  test,
  withoutWaitingForTheApp,
  type Browser,
  type BrowserContext,
  type Cookie,
  type Page,
  type Request,
  type Response,
} from "./fixtures.ts";
import { grantMembership, inDays, signInAsAdmin, signUpByApi, verifyEmailDirectly } from "./support.ts";

/**
 * Every route of the app, opened as each role, in both languages, on a phone and on a desktop (each edition of
 * a route at one of the two widths, the other edition at the other: see widthOf). A visit waits
 * until React has taken the page over, and counts as a failure every console error, uncaught error and failed
 * request on the way, except the answers listed in EXPECTED below, each with its reason, and loads the browser
 * itself cancels (isCancelled).
 */

// Roles run side by side; the accounts and ids they share are made once per run (see sharedWorld).
test.describe.configure({ mode: "parallel" });
// A trace of some hundred page loads costs more than the loads, and says less than the list of problems.
test.use({ trace: "off", screenshot: "off" });

const ROLES = ["visitor", "free account", "VIP member", "companion", "admin"] as const;
type Role = (typeof ROLES)[number];
type SignedInRole = Exclude<Role, "visitor">;
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;
type Viewport = (typeof VIEWPORTS)[number];
type Locale = "en" | "es";

/** A companion no other journey books or links an account to: the companion role answers for it. */
const COMPANION_ID = "16";
const PREVIEW_WOMAN = "1";
const LOCKED_WOMAN = "4";
const PREVIEW_MAN = "m1";
/** A 404 page, in each language: its document's 404 is what it should answer. */
const NOT_FOUND = { en: "/no-such-page", es: "/es/no-existe" } as const;

/** Rows the parameterised routes open, made for the run. */
interface Ids {
  /** A guest booking's own link (signed): whoever holds it may read the booking. */
  bookingLink: string;
  /** That booking's test checkout. */
  checkoutId: string;
  /** The member's public VIP profile. */
  vipProfileId: string;
}

/** What the run's roles share: their sessions, and the ids. */
interface World extends Ids {
  sessions: Record<SignedInRole, Cookie[]>;
}

// ---------------------------------------------------------------------------------------------------------
// The addresses

/** Every path of the route table, flattened (a nested route's path joined to its parents'), each optional language segment both ways. */
function routePatterns(entries: RouteConfigEntry[] = routeConfig, parent = ""): string[] {
  return entries.flatMap((entry) => {
    const own = entry.index ? parent : [parent, entry.path ?? ""].filter(Boolean).join("/");
    const children = entry.children ? routePatterns(entry.children, own) : [];
    return entry.index || entry.path !== undefined ? [...withAndWithoutLanguage(`/${own}`), ...children] : children;
  });
}

/** `/es?/profiles` is `/profiles` and `/es/profiles`; the catch-all answers unknown paths in each language. */
function withAndWithoutLanguage(pattern: string): string[] {
  if (pattern === "/*") return ["/*", "/es/*"];
  if (!pattern.startsWith("/es?")) return [pattern];
  const rest = pattern.slice("/es?".length);
  return [rest || "/", `/es${rest}`];
}

/** The addresses that open a route pattern: its parameters filled from the world, and the queries worth a look. */
function addressesOf(pattern: string, ids: Ids): string[] {
  const spanish = localeOf(pattern) === "es";
  const english = spanish ? pattern.slice("/es".length) || "/" : pattern;
  if (english === "/*") return [NOT_FOUND[spanish ? "es" : "en"]];
  const booking = new URL(ids.bookingLink, "http://localhost");
  const filled: Record<string, string[]> = {
    "/profiles": ["/profiles", "/profiles?book=choose&package=coaching"],
    "/profiles/:id": [`/profiles/${PREVIEW_WOMAN}`, `/profiles/${LOCKED_WOMAN}`, `/profiles/${PREVIEW_WOMAN}?package=coaching`],
    "/men-profiles/:id": [`/men-profiles/${PREVIEW_MAN}`],
    "/booking/:id": [`/booking/${PREVIEW_WOMAN}`, `/booking/${PREVIEW_WOMAN}?package=coaching`],
    "/bookings/:id": [`${booking.pathname}${booking.search}`],
    "/vip-profiles/:id": [`/vip-profiles/${ids.vipProfileId}`],
    "/vip-profile/:id": [`/vip-profile/${ids.vipProfileId}`],
    "/sandbox/checkout/:id": [`/sandbox/checkout/${ids.checkoutId}`],
    "/contact": ["/contact", "/contact?package=wingwoman"],
    "/auth": ["/auth", "/auth?tab=signup", "/auth?verify=failed", "/auth?mode=reset&token=not-a-real-token"],
  };
  const addresses = filled[english] ?? [english];
  return spanish ? addresses.map((address) => (address === "/" ? "/es" : `/es${address}`)) : addresses;
}

function allAddresses(ids: Ids): string[] {
  return [...new Set(routePatterns().flatMap((pattern) => addressesOf(pattern, ids)))];
}

function localeOf(address: string): Locale {
  return /^\/es([/?]|$)/.test(address) ? "es" : "en";
}

/**
 * The width an address is opened at: the English addresses alternate between phone and desktop, and a
 * Spanish address takes the other width from its English edition, so that each route is seen at both widths
 * (once per language) and each role opens every address once.
 */
function widthOf(address: string, englishAddresses: readonly string[]): Viewport {
  const spanish = localeOf(address) === "es";
  const rest = address.slice("/es".length);
  const english = !spanish ? address : rest.startsWith("/") ? rest : `/${rest}`;
  const index = Math.max(0, englishAddresses.indexOf(english));
  return VIEWPORTS[(index + (spanish ? 1 : 0)) % VIEWPORTS.length] ?? VIEWPORTS[0];
}

function visitsOf(role: Role, ids: Ids): Visit[] {
  const addresses = allAddresses(ids);
  const english = addresses.filter((address) => localeOf(address) === "en");
  return addresses.map((address) => ({ role, address, viewport: widthOf(address, english) }));
}

// ---------------------------------------------------------------------------------------------------------
// What may fail, and why

interface ExpectedFailure {
  /** Who meets it; every role when absent. */
  roles?: readonly Role[];
  /** The address visited. */
  address: RegExp;
  /** The request's path and query. */
  request: RegExp;
  status: number;
  reason: string;
}

const EXPECTED: ExpectedFailure[] = [
  {
    address: /^(\/es)?\/(no-such-page|no-existe)$/,
    request: /^\/(es\/)?(no-such-page|no-existe)(\.data)?$/,
    status: 404,
    reason: "the 404 page answers 404, and so does its data when the app reloads it",
  },
  {
    roles: ["visitor", "free account", "companion"],
    address: /^(\/es)?\/(men-)?profiles\/[^/]+$/,
    request: /^\/api\/companions\/[^/?]+$/,
    status: 403,
    reason: "a locked profile is refused to whoever is not a member; the page shows the VIP wall (spec §2, Profile detail)",
  },
  {
    roles: ["free account", "companion"],
    address: /^(\/es)?\/vip-profile-manager$/,
    request: /^\/api\/member-profile$/,
    status: 403,
    reason: "the VIP Profile Manager is for members; the page sends anyone else to /pricing (spec §2)",
  },
  {
    roles: ["free account"],
    address: /^(\/es)?\/vip-profiles?\//,
    request: /^\/api\/vip-profiles\//,
    status: 403,
    reason: "only wing women and admins may view a member's VIP profile; the page says so (spec §6)",
  },
  {
    roles: ["free account", "VIP member", "admin"],
    address: /^\/workspace$/,
    request: /^\/api\/workspace$/,
    status: 403,
    reason: "the workspace belongs to a companion's linked account; the page says it is for companions",
  },
];

function isExpected(role: Role, address: string, requestPath: string, status: number): boolean {
  return EXPECTED.some(
    (rule) => (!rule.roles || rule.roles.includes(role)) && rule.address.test(address) && rule.request.test(requestPath) && rule.status === status,
  );
}

/**
 * The browser cancelling a load nobody needs any more: a read a newer one replaced, a picture whose element the
 * app redrew, a chunk of a page the app left at once. Nothing failed; had the app needed it, it would have said
 * so in the console or with an uncaught error, which do count.
 */
function isCancelled(reason: string): boolean {
  return reason === "net::ERR_ABORTED";
}

// ---------------------------------------------------------------------------------------------------------
// One visit

interface Visit {
  role: Role;
  address: string;
  viewport: Viewport;
}

const describeVisit = ({ role, address, viewport }: Visit) => `${address} as ${role} (${localeOf(address)}, ${viewport.width}px)`;

const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/**
 * Listens to a page's console, errors and requests, and gives each problem to the visit that caused it. A
 * request belongs to a visit from its document's request on; until that document is in, the page left behind
 * may still ask for things (a redirect it had started, a picture), and those are not the new page's.
 */
class VisitRecorder {
  private current: { visit: Visit; problems: string[]; origin: string; documentUrl: string | null; committed: boolean } | null = null;
  private readonly issuedBy = new WeakMap<Request, Visit>();
  private inFlight = 0;
  private lastActivity = Date.now();

  constructor(private readonly page: Page) {
    page.on("console", (message) => {
      if (message.type() !== "error" || !this.current?.committed) return;
      // The browser's own line for a response judged below (where it may be expected).
      if (message.text().startsWith("Failed to load resource: the server responded with a status of")) return;
      this.add(`console error: ${message.text()}`);
    });
    page.on("pageerror", (error) => this.current?.committed && this.add(`uncaught ${error.name}: ${error.message}`));
    page.on("framenavigated", (frame) => {
      if (this.current && frame === page.mainFrame() && frame.url() === this.current.documentUrl) this.current.committed = true;
    });
    page.on("request", (request) => this.onRequest(request));
    page.on("requestfinished", (request) => this.onEnd(request));
    page.on("requestfailed", (request) => {
      this.onEnd(request);
      this.onFailedRequest(request);
    });
    page.on("response", (response) => this.onResponse(response));
  }

  start(visit: Visit, origin: string): void {
    this.current = { visit, problems: [], origin, documentUrl: null, committed: false };
    this.inFlight = 0;
  }

  stop(): string[] {
    const problems = this.current?.problems ?? [];
    this.current = null;
    return problems;
  }

  add(problem: string): void {
    this.current?.problems.push(problem);
  }

  /** The visit's document is in (its navigation has returned), should its address have read differently. */
  arrived(): void {
    if (this.current) this.current.committed = true;
  }

  /** Resolves once the visit's requests have all ended and none began for `quietMs` (at most `capMs`). */
  async quiet(quietMs: number, capMs: number): Promise<void> {
    const until = Date.now() + capMs;
    while (Date.now() < until && (this.inFlight > 0 || Date.now() - this.lastActivity < quietMs)) await new Promise((resolve) => setTimeout(resolve, 50));
  }

  private onRequest(request: Request): void {
    // A signed-in tab's live messages stream stays open by design: it is never waited for.
    if (!this.current || request.resourceType() === "eventsource") return;
    const isDocument = request.isNavigationRequest() && request.frame() === this.page.mainFrame();
    if (isDocument && !this.current.committed) this.current.documentUrl = request.url();
    else if (!this.current.committed) return;
    this.issuedBy.set(request, this.current.visit);
    this.inFlight += 1;
    this.lastActivity = Date.now();
  }

  private ours(request: Request): boolean {
    return this.current !== null && this.issuedBy.get(request) === this.current.visit;
  }

  private onEnd(request: Request): void {
    if (!this.ours(request)) return;
    this.inFlight = Math.max(0, this.inFlight - 1);
    this.lastActivity = Date.now();
  }

  private onFailedRequest(request: Request): void {
    const reason = request.failure()?.errorText ?? "no reason";
    if (!this.ours(request) || isCancelled(reason)) return;
    this.add(`request failed: ${request.method()} ${pathOf(request.url())} (${reason})`);
  }

  private onResponse(response: Response): void {
    if (!this.current || !this.ours(response.request())) return;
    const status = response.status();
    const { visit, origin } = this.current;
    const sameOrigin = response.url().startsWith(origin);
    if (status < 400 || (!sameOrigin && status < 500)) return;
    if (sameOrigin && isExpected(visit.role, visit.address, pathOf(response.url()), status)) return;
    this.add(`${status} for ${response.request().resourceType()} ${response.request().method()} ${sameOrigin ? pathOf(response.url()) : response.url()}`);
  }
}

const HYDRATED = "html[data-hydrated]";
/** A page the server sends without scripts (links and forms only, as the fixtures read it): there is nothing to hydrate. */
const WITHOUT_SCRIPTS = 'html[data-scripts="none"]';
const ON_DEMAND = 'html[data-app="on-demand"]';

/** Null once React has taken the page over (or the page has no app); else why it has not. */
async function waitForHydration(page: Page, recorder: VisitRecorder): Promise<string | null> {
  const ready = page.locator(`${HYDRATED}, ${WITHOUT_SCRIPTS}`);
  const startsOnDemand = page.waitForLoadState("load").then(async () => {
    await recorder.quiet(500, 5_000);
    return (await page.locator(`${ON_DEMAND}:not([data-hydrated])`).count()) > 0;
  });
  const outcome = await Promise.race([
    ready.waitFor({ state: "attached", timeout: HYDRATION_LIMIT_MS }).then(
      () => "ready" as const,
      () => "timeout" as const,
    ),
    startsOnDemand.then((waiting) => (waiting ? ("on demand" as const) : new Promise<never>(() => {}))),
  ]);
  if (outcome === "ready") return null;
  if (outcome === "on demand") return `never hydrated: React starts only once a control is used (${ON_DEMAND})`;
  return `not hydrated ${HYDRATION_LIMIT_MS / 1000} s after the document came (no ${HYDRATED})`;
}

/** Opens one address and returns what went wrong on the way, each line naming it. */
async function visit(page: Page, recorder: VisitRecorder, target: Visit, origin: string): Promise<string[]> {
  recorder.start(target, origin);
  try {
    const response = await page.goto(target.address, { waitUntil: "commit" });
    recorder.arrived();
    // A route that answers something else than a page (a redirect's target aside) has no app to wait for.
    const isPage = response?.headers()["content-type"]?.includes("text/html") ?? true;
    const notHydrated = isPage ? await waitForHydration(page, recorder) : null;
    if (notHydrated) recorder.add(notHydrated);
    // What the page does once it is in (its data, a redirect the app decides) may fail too: let it finish.
    await recorder.quiet(300, 4_000);
  } catch (error) {
    recorder.add(`could not open: ${(error as Error).message.split("\n")[0]}`);
  }
  // A read the app retries fails the same way each time: once is enough to say.
  return [...new Set(recorder.stop())].map((problem) => `${describeVisit(target)} → ${problem}`);
}

/** A browser context per language and width: a reader of that edition on that screen. */
type Readers = Record<string, BrowserContext>;
const readerOf = (locale: Locale, viewport: Viewport) => `${locale} ${viewport.width}`;

/**
 * Opens every address, each in its reader's tab, the readers side by side, until `deadline`; returns every
 * problem met, and the addresses there was no time for (so that a slow run still says what it saw).
 */
async function visitEverything(readers: Readers, visits: Visit[], origin: string, deadline: number): Promise<string[]> {
  const queue = [...visits];
  const problems: string[] = [];
  const takeNext = (reader: string) => {
    const index = queue.findIndex((item) => readerOf(localeOf(item.address), item.viewport) === reader);
    return index === -1 || Date.now() > deadline ? undefined : queue.splice(index, 1)[0];
  };
  // One tab per reader: four pages at once keep both cores busy while a page waits on the network.
  await Promise.all(
    Object.entries(readers).map(async ([reader, context]) => {
      const page = withoutWaitingForTheApp(await context.newPage());
      const recorder = new VisitRecorder(page);
      for (let next = takeNext(reader); next; next = takeNext(reader)) problems.push(...(await visit(page, recorder, next, origin)));
      await page.close();
    }),
  );
  return [...problems, ...queue.map((left) => `${describeVisit(left)} → not visited: the test's time ran out`)];
}

// ---------------------------------------------------------------------------------------------------------
// The world the roles share, made once per run whichever worker gets there first

const worldFile = () => path.join(process.env.E2E_DATA_DIR ?? "", "all-routes-world.json");
const worldLock = () => path.join(process.env.E2E_DATA_DIR ?? "", "all-routes-world.lock");

async function sharedWorld(browser: Browser): Promise<World> {
  const deadline = Date.now() + 90_000;
  while (!existsSync(worldFile())) {
    if (takeLock()) {
      try {
        if (!existsSync(worldFile())) writeWorld(await makeWorld(browser));
      } finally {
        rmSync(worldLock(), { recursive: true, force: true });
      }
    } else {
      if (Date.now() > deadline) throw new Error("another worker took 90 s to make the shared accounts");
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return JSON.parse(readFileSync(worldFile(), "utf8")) as World;
}

/** Written whole, then renamed: a worker waiting for it never reads half of it. */
function writeWorld(world: World): void {
  writeFileSync(`${worldFile()}.part`, JSON.stringify(world));
  renameSync(`${worldFile()}.part`, worldFile());
}

function takeLock(): boolean {
  try {
    mkdirSync(worldLock());
    return true;
  } catch {
    return false;
  }
}

async function newSignedOutPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  return withoutWaitingForTheApp(await context.newPage());
}

async function makeWorld(browser: Browser): Promise<World> {
  const admin = await newSignedOutPage(browser);
  await signInAsAdmin(admin);
  const free = await newSignedOutPage(browser);
  await signUpByApi(free, "Free Roamer");
  const member = await newSignedOutPage(browser);
  await grantMembership(admin, await signUpByApi(member, "Vip Roamer"));
  const companion = await newSignedOutPage(browser);
  const companionEmail = await signUpByApi(companion, "Companion Roamer");
  await verifyEmailDirectly(companion, companionEmail);
  const link = await admin.request.post(`/api/admin/companions/${COMPANION_ID}/account`, { data: { email: companionEmail } });
  expect(await link.json()).toMatchObject({ outcome: "linked" });
  const guest = await newSignedOutPage(browser);
  const booking = await bookAPaidSession(guest);
  const world: World = {
    sessions: {
      "free account": await free.context().cookies(),
      "VIP member": await member.context().cookies(),
      companion: await companion.context().cookies(),
      admin: await admin.context().cookies(),
    },
    bookingLink: booking.manageUrl,
    checkoutId: /\/sandbox\/checkout\/([\w-]+)/.exec(booking.checkoutUrl ?? "")?.[1] ?? "",
    vipProfileId: await publishVipProfile(member),
  };
  expect(world.checkoutId, "a paid booking opens a checkout").not.toBe("");
  for (const page of [admin, free, member, companion, guest]) await page.context().close();
  return world;
}

/** A member's public VIP profile, which wing women and admins may view. */
async function publishVipProfile(member: Page): Promise<string> {
  const response = await member.request.put("/api/member-profile", {
    data: {
      displayName: "Vip Roamer",
      bio: "Sunset walks on Hollywood Beach and live jazz in the Grove.",
      location: "Coconut Grove",
      availability: "Weekends",
      age: 34,
      interests: ["jazz", "sailing"],
      isPublic: true,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { profile: { id: string } }).profile.id;
}

/** A guest's paid Coffee Chat with the companion, held (it lapses after the e2e server's 20 s), at the first free slot far ahead. */
async function bookAPaidSession(page: Page): Promise<{ manageUrl: string; checkoutUrl: string | null }> {
  for (const days of [40, 41, 42, 43]) {
    for (const time of ["10:00", "13:00", "16:00", "19:00"]) {
      const response = await page.request.post("/api/bookings", {
        data: { companionId: COMPANION_ID, fullName: "Rory Roamer", email: "rory.roamer@example.com", sessionType: "coaching", date: inDays(days), time },
      });
      if (response.status() === 201) return (await response.json()) as { manageUrl: string; checkoutUrl: string | null };
    }
  }
  throw new Error(`no free slot for companion ${COMPANION_ID} in 40 to 43 days`);
}

async function readersFor(browser: Browser, role: Role, world: World): Promise<Readers> {
  const baseURL = test.info().project.use.baseURL;
  // A reader of each edition: a browser that prefers its language (one preferring the other is offered it).
  const readers: Readers = {};
  for (const locale of ["en", "es"] as const) {
    for (const viewport of VIEWPORTS) {
      const context = await browser.newContext({ baseURL, locale: `${locale}-US`, viewport });
      if (role !== "visitor") await context.addCookies(world.sessions[role]);
      readers[readerOf(locale, viewport)] = context;
    }
  }
  return readers;
}

// ---------------------------------------------------------------------------------------------------------
// The journeys

test("the journey has an address for every route of the route table, its parameters filled", () => {
  const placeholders: Ids = { bookingLink: "/bookings/b?token=t", checkoutId: "c", vipProfileId: "v" };
  const patterns = routePatterns();
  expect(patterns.length).toBeGreaterThan(60);
  for (const pattern of patterns) {
    const addresses = addressesOf(pattern, placeholders);
    expect(addresses.length, pattern).toBeGreaterThan(0);
    expect(
      addresses.filter((address) => address.includes("/:")),
      `${pattern}: give its parameter a real id`,
    ).toEqual([]);
  }
});

for (const role of ROLES) {
  test(`${role}: every route in English and Spanish, on a phone and a desktop, hydrates with no console error and no failed request`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(600_000);
    const deadline = Date.now() + test.info().timeout - 30_000;
    const world = await sharedWorld(browser);
    const readers = await readersFor(browser, role, world);
    const problems = await visitEverything(readers, visitsOf(role, world), baseURL ?? "", deadline);
    for (const context of Object.values(readers)) await context.close();
    expect(problems).toEqual([]);
  });
}

/** Where a signed-out visitor of a member page is sent by the server's first answer (spec §2: My VIP Profile goes home). */
const SIGNED_OUT_DESTINATIONS = [
  { address: "/user-profile", destination: /^\/$/ },
  { address: "/vip-profiles/:id", destination: /^\/auth(\?|$)/ },
];

test("signed out, /user-profile is sent home and a VIP profile to the login page, by the first response", async ({ browser }) => {
  const world = await sharedWorld(browser);
  const page = await newSignedOutPage(browser);
  for (const { address, destination } of SIGNED_OUT_DESTINATIONS) {
    const response = await page.request.get(address.replace(":id", world.vipProfileId), { maxRedirects: 0 });
    expect(response.status(), `${address} answers with a redirect`).toBeGreaterThanOrEqual(300);
    expect(response.status(), `${address} answers with a redirect`).toBeLessThan(400);
    expect(pathOf(new URL(response.headers()["location"] ?? "", "http://wingmate.test").toString()), `${address} leads to`).toMatch(destination);
  }
  await page.context().close();
});
