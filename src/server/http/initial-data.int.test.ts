import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIRST_VIEW_ELEMENT_ID, HYDRATED_PART_ELEMENT_ID, INITIAL_DATA_ELEMENT_ID } from "../../shared/initial-data.ts";
import { ACCOUNT_PLACEHOLDER_ATTRIBUTE } from "../../shared/page-markers.ts";
import { createDiskStore } from "../adapters/storage/store.ts";
import { seedDatabase } from "../db/seed.ts";
import { signUpAdmin, signUpMember } from "../testing/members.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { escapeMarkup } from "./markup.ts";
import { loadWebBuild } from "./web-app.ts";

/** A built page: `account` adds the header's account placeholder (a prerendered page's visitor edition), `part` the element for the part the app hydrates. */
const shell = (title: string, { account = false, part = true } = {}) =>
  `<!doctype html><html><head><title>${title}</title></head><body>${account ? `<header><span ${ACCOUNT_PLACEHOLDER_ATTRIBUTE}=""></span></header>` : ""}<main>${part ? `<div id="${HYDRATED_PART_ELEMENT_ID}" class="contents"><section>Filters</section></div>` : ""}<div id="${FIRST_VIEW_ELEMENT_ID}" class="contents"><div role="status"><div>Loading…</div></div></div></main><script type="module" async="">import * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");</script></body></html>`;

let t: TestApp;
let buildRoot: string;
beforeAll(async () => {
  buildRoot = await mkdtemp(path.join(tmpdir(), "wingmate-build-"));
  await mkdir(path.join(buildRoot, "events"), { recursive: true });
  await mkdir(path.join(buildRoot, "men-profiles"), { recursive: true });
  await mkdir(path.join(buildRoot, "es", "men-profiles"), { recursive: true });
  // Prerendered lists: one as built, one missing the list's controls (a build that lost them).
  await writeFile(path.join(buildRoot, "men-profiles", "index.html"), shell("Wing Men", { account: true }));
  await writeFile(path.join(buildRoot, "es", "men-profiles", "index.html"), shell("Wing Men", { account: true, part: false }));
  await writeFile(path.join(buildRoot, "__spa-fallback.html"), shell("App"));
  await writeFile(path.join(buildRoot, "index.html"), shell("Home"));
  await writeFile(path.join(buildRoot, "events", "index.html"), shell("Events", { account: true }));
  t = await createTestApp({ webBuild: await loadWebBuild(buildRoot, { publicUrl: "http://localhost:3000", testPayments: true }) });
  await seedDatabase(t.database.db, { store: createDiskStore(t.config.dataDir), portraits: true, sampleData: true });
});
afterAll(async () => {
  await t.close();
  await rm(buildRoot, { recursive: true, force: true });
});

const page = (url: string, cookie?: string) => t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
/** The content of the page's first-view element, as the server wrote it. */
const firstView = (html: string) => new RegExp(`<div id="${FIRST_VIEW_ELEMENT_ID}" class="contents">([\\s\\S]*)</div></main>`).exec(html)?.[1] ?? "";
/** The content of the element of the part the app hydrates (the list's VIP blocks and filters, the events' refresh slot), as the server wrote it. */
const hydratedPart = (html: string) =>
  new RegExp(`<div id="${HYDRATED_PART_ELEMENT_ID}" class="contents">([\\s\\S]*)</div><div id="${FIRST_VIEW_ELEMENT_ID}"`).exec(html)?.[1] ?? "";
const initialData = (html: string): Record<string, unknown> | null => {
  const match = new RegExp(`<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">([\\s\\S]*?)</script>`).exec(html);
  return match ? (JSON.parse(match[1] as string) as Record<string, unknown>) : null;
};

describe("pages arrive with their first API answers, for their viewer only", () => {
  it("a preview profile comes with its data, its reviews, its next free time and a high-priority preload of the portrait the page shows first", async () => {
    const response = await page("/profiles/1");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-cache");
    expect(response.headers.vary).toMatch(/cookie/);
    const api = (await t.app.inject("/api/companions/1")).json();
    const reviews = (await t.app.inject("/api/companions/1/reviews")).json();
    const next = (await t.app.inject("/api/booking/next-available?companionId=1")).json();
    expect(initialData(response.body)).toEqual({
      "/api/companions/1": api,
      "/api/companions/1/reviews": reviews,
      "/api/booking/next-available?companionId=1": next,
    });
    expect(response.body).toMatch(
      /<link rel="preload" as="image" type="image\/avif" fetchpriority="high" imagesrcset="[^"]+-card\.avif 400w, [^"]+-full\.avif 800w"/,
    );
    // The modules still start after the first paint.
    expect(response.body).not.toContain('<link rel="modulepreload"');
    // The profile itself is in the HTML, in place of "Loading…", with its portrait.
    const view = firstView(response.body);
    expect(view).toContain(`>${api.companion.name}`);
    expect(view).toContain(api.companion.fullBio.split("\n")[0]);
    expect(view).toMatch(/<img[^>]+fetchPriority="high"/i);
    expect(view).not.toContain("Loading…");
    // What the page shows below the profile is drawn too, not left loading.
    expect(reviews.reviews.length).toBeGreaterThan(0);
    const reviewWords = String(reviews.reviews[0].review_text).split(/[^\w ]/)[0] ?? "";
    expect(reviewWords.length).toBeGreaterThan(5);
    expect(view).toContain(reviewWords);
    expect(view).not.toContain("Loading reviews");
    expect(view).toMatch(next.nextAvailable ? /Next available: / : /No free time/);
  });

  it("a locked profile sends a visitor no data at all; a member's page carries the member's view", async () => {
    const visitor = await page("/profiles/7");
    expect(visitor.statusCode).toBe(200);
    expect(initialData(visitor.body)).toBeNull();
    const locked = (await t.app.inject("/api/companions/7")).json();
    expect(locked.error).toBeDefined();
    expect(firstView(visitor.body)).toBe('<div role="status"><div>Loading…</div></div>');

    const member = await signUpMember(t.app, t.database.db);
    const asMember = await page("/profiles/7", member.cookie);
    const memberView = (await t.app.inject({ method: "GET", url: "/api/companions/7", headers: { cookie: member.cookie } })).json();
    expect(initialData(asMember.body)).toMatchObject({ "/api/companions/7": memberView });
    expect(Object.keys(initialData(asMember.body) ?? {})).toEqual([
      "/api/companions/7",
      "/api/companions/7/reviews",
      "/api/booking/next-available?companionId=7",
    ]);
    expect(firstView(asMember.body)).toContain(`>${memberView.companion.name}`);
    // Never kept for the next viewer.
    const nextVisitor = (await page("/profiles/7")).body;
    expect(initialData(nextVisitor)).toBeNull();
    expect(nextVisitor).not.toContain(memberView.companion.name);
  });

  it("a visitor's preview profile is whole in its HTML: titled and described, and its app waits until a control needs it", async () => {
    const { name, bio } = (await t.app.inject("/api/companions/1")).json().companion as { name: string; bio: string };
    const visitor = (await page("/profiles/1")).body;
    expect(visitor).toContain(`<title data-page-head>${name} | Wingmate</title>`);
    expect(visitor).toContain(`<meta data-page-head name="description" content="${escapeMarkup(bio)}"/>`);
    expect(visitor).toContain(`<meta data-page-head property="og:title" content="${name} | Wingmate"/>`);
    expect(visitor).toMatch(/<html[^>]* data-app="on-demand"/);
    // The shell's start script reads that mark (first-paint.ts, "as-marked").
    expect(visitor).toContain('document.documentElement.getAttribute("data-app") === "on-demand"');
    // A locked profile (no first view) and a member's page (their account menu, their actions) start at once.
    expect((await page("/profiles/7")).body).not.toContain("data-app=");
    const member = await signUpMember(t.app, t.database.db);
    const asMember = (await page("/profiles/1", member.cookie)).body;
    expect(asMember).toContain(`<title data-page-head>${name} | Wingmate</title>`);
    expect(asMember).not.toContain("data-app=");
    // A visitor at an address with a query gets the page as built (its Login link keeps the query): at once too.
    expect((await page("/profiles/1?from=mail")).body).not.toContain("data-app=");
  });

  it("the next reader of a page gets the same page, and an edit reaches it at once", async () => {
    const asBrotli = (referer?: string) =>
      t.app.inject({ method: "GET", url: "/profiles/2", headers: { "accept-encoding": "br", ...(referer ? { referer } : {}) } });
    const first = await asBrotli();
    const second = await asBrotli();
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    // What the page reads of the reader's arrival is part of what it was drawn from: another list's filters, another link back.
    expect(brotliDecompressSync((await asBrotli("http://localhost/profiles?area=Brickell")).rawPayload).toString()).toContain('href="/profiles?area=Brickell"');
    // An admin's edit reaches the next reader's page at once, though the page was drawn (and kept) before it.
    const admin = await signUpAdmin(t.app, t.database.db);
    const edited = await t.app.inject({
      method: "PATCH",
      url: "/api/admin/companions/2",
      payload: { responseTime: "Within 5 minutes" },
      headers: { cookie: admin.cookie },
    });
    expect(edited.statusCode).toBe(200);
    const after = brotliDecompressSync((await asBrotli()).rawPayload).toString();
    expect(firstView(after)).toContain("Within 5 minutes");
    expect(brotliDecompressSync(first.rawPayload).toString()).not.toContain("Within 5 minutes");
  });

  it("a profile opened from a filtered list leads back to that list as filtered, before any script runs", async () => {
    // The profile's first link, "← Back to Profiles" (in either language).
    const backLink = (html: string) => /^<article[^>]*><a [^>]*href="([^"]*)"[^>]*>←/.exec(firstView(html))?.[1];
    const from = (referer: string) => t.app.inject({ method: "GET", url: "/profiles/1", headers: { referer } });
    expect(backLink((await from("http://localhost/profiles?language=Spanish&sort=rating")).body)).toBe("/profiles?language=Spanish&amp;sort=rating");
    expect(
      backLink((await t.app.inject({ method: "GET", url: "/es/profiles/1", headers: { referer: "http://localhost/es/profiles?area=Brickell" } })).body),
    ).toBe("/es/profiles?area=Brickell");
    // Another site's list, another page of ours, or no referrer at all: the plain list.
    expect(backLink((await from("https://elsewhere.example/profiles?area=Brickell")).body)).toBe("/profiles");
    expect(backLink((await from("http://localhost/saved-profiles?area=Brickell")).body)).toBe("/profiles");
    expect(backLink((await page("/profiles/1")).body)).toBe("/profiles");
    // What the referrer carries is written as text, never as markup.
    expect((await from('http://localhost/profiles?area="><script>alert(1)</script>')).body).not.toContain("<script>alert(1)");
  });

  it("the profile lists come drawn for their viewer, with the filters of their address", async () => {
    const visitor = await page("/profiles?sort=rating");
    const answer = (await t.app.inject("/api/companions?gender=woman&sort=rating")).json() as { companions: { name: string }[]; lockedCount: number };
    expect(initialData(visitor.body)).toEqual({ "/api/companions?gender=woman&sort=rating": answer });
    const cards = firstView(visitor.body);
    for (const companion of answer.companions) expect(cards).toContain(companion.name);
    expect(answer.lockedCount).toBeGreaterThan(0);

    const member = await signUpMember(t.app, t.database.db);
    const everyone = (await t.app.inject({ method: "GET", url: "/api/companions?gender=woman", headers: { cookie: member.cookie } })).json() as {
      companions: { name: string }[];
    };
    const locked = everyone.companions.filter((companion) => !answer.companions.some((preview) => preview.name === companion.name));
    expect(locked.length).toBeGreaterThan(0);
    // A visitor's page never names a locked profile; a member's names them all.
    for (const companion of locked) expect(visitor.body).not.toContain(companion.name);
    const asMember = firstView((await page("/profiles", member.cookie)).body);
    for (const companion of everyone.companions) expect(asMember).toContain(companion.name);
  });

  it("a list's VIP blocks and filters are drawn from the same answer, with the address's filters chosen", async () => {
    type List = { lockedCount: number; facets: { areas: string[]; specialties: string[] } };
    const answer = (await t.app.inject("/api/companions?gender=woman&sort=rating")).json() as List;
    const controls = hydratedPart((await page("/profiles?sort=rating")).body);
    // React's separators between neighbouring texts are kept: the app hydrates this markup.
    expect(controls).toContain(`free preview profiles.<!-- --> <!-- -->VIP membership unlocks ${answer.lockedCount} more profiles`);
    for (const option of [...answer.facets.areas, ...answer.facets.specialties]) expect(controls).toContain(`<option value="${escapeMarkup(option)}">`);
    expect(controls).toContain('<option value="rating" selected="">');
    expect(controls).toContain("Filters · 1 active");
    // In the language of the address.
    expect(hydratedPart((await page("/es/profiles")).body)).toContain("La membresía VIP desbloquea");
  });

  it("a visitor's list is whole in its HTML and starts its app on demand; a member's, an address with a query or a page without its controls at once", async () => {
    const visitor = (await page("/men-profiles")).body;
    expect(visitor).toMatch(/<html[^>]* data-app="on-demand"/);
    expect(visitor).toContain('document.documentElement.getAttribute("data-app") === "on-demand"');
    expect(hydratedPart(visitor)).toContain("more profiles");
    const member = await signUpMember(t.app, t.database.db);
    expect((await page("/men-profiles", member.cookie)).body).not.toContain("data-app=");
    expect((await page("/men-profiles?sort=rating")).body).not.toContain("data-app=");
    // Without the element for the controls, the app's first render could not match: no answers, no mark.
    const withoutControls = (await page("/es/men-profiles")).body;
    expect(initialData(withoutControls)).toBeNull();
    expect(withoutControls).not.toContain("data-app=");
  });

  it("the events page comes with the events, and an unknown profile or path with nothing", async () => {
    const eventsPage = (await page("/events")).body;
    const events = initialData(eventsPage) as { "/api/events": { events: { id: string }[]; refresh: { allowed: boolean } } };
    expect(events["/api/events"].events.length).toBeGreaterThan(0);
    // The cards are in the HTML (by id: a title may hold an apostrophe, which the HTML writes as &#x27;).
    expect(firstView(eventsPage)).toContain(`id="event-${events["/api/events"].events[0]?.id}"`);
    // The first row's pictures are fetched with the HTML, not after layout: the largest paint is one of them.
    const pictures = [...firstView(eventsPage).matchAll(/<img [^>]*>/g)].map(([tag]) => tag);
    expect(pictures.slice(0, 3).every((tag) => /loading="eager"/.test(tag) && /fetchpriority="high"/i.test(tag))).toBe(true);
    expect(pictures.slice(3).every((tag) => /loading="lazy"/.test(tag))).toBe(true);
    // The refresh slot is drawn from the same answer; with it, a visitor's page is whole and starts its app on demand.
    expect(hydratedPart(eventsPage)).toContain(events["/api/events"].refresh.allowed ? "Update Events" : "Events refresh on their own");
    expect(eventsPage).toMatch(/<html[^>]* data-app="on-demand"/);
    expect(initialData((await page("/profiles/999")).body)).toBeNull();
    expect(initialData((await page("/about-nothing")).body)).toBeNull();
    expect(initialData((await page("/")).body)).toBeNull();
  });
});
