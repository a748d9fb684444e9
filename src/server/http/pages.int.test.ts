import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuilds } from "../../../scripts/ensure-builds.ts";
import type { CompanionDetail, CompanionList, PublicReview } from "../../features/companions/schema.ts";
import { isPreviewCompanion } from "../../shared/catalogue.ts";
import { createDiskStore } from "../adapters/storage/store.ts";
import { companions, type PhotoSet } from "../../features/companions/tables.server.ts";
import { seedDatabase } from "../db/seed.ts";
import { signUpMember } from "../testing/members.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { loadWebBuild } from "./pages.ts";

/**
 * Pages as a browser, a crawler or an attacker receives them: rendered by the real web build (built first
 * when missing or older than its sources) on the sample catalogue.
 */

const PUBLIC_URL = "https://wingmate.example";
/** A profile only members may open. */
const LOCKED_ID = "4";
/** Room for `ensureBuilds` to build the web app and the server when their sources changed. */
const BUILD_TIMEOUT_MS = 240_000;

let t: TestApp;
let memberCookie: string;
/** The locked profile as a member receives it, with its reviews. */
let locked: { profile: CompanionDetail; reviews: PublicReview[] };

/** The catalogue is seeded without portraits (they take seconds to make): the locked profile gets this one, whose addresses must not leak either. */
const lockedPhoto: PhotoSet = {
  alt: "Portrait of the locked companion",
  card: { avif: "/files/companion-photos/c4/locked-card.avif", webp: "/files/companion-photos/c4/locked-card.webp", width: 400 },
  full: { avif: "/files/companion-photos/c4/locked-full.avif", webp: "/files/companion-photos/c4/locked-full.webp", width: 800 },
  keys: [],
};

function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: "GET", url, headers });
}

const asMember = () => ({ cookie: memberCookie });

beforeAll(async () => {
  ensureBuilds();
  const webBuild = await loadWebBuild(path.resolve("build/client"));
  if (!webBuild) throw new Error("No web build in build/: `npm run build` first.");
  t = await createTestApp({ config: { publicUrl: PUBLIC_URL }, webBuild });
  await seedDatabase(t.database.db, { store: createDiskStore(t.config.dataDir), portraits: false, sampleData: true });
  await t.database.db
    .update(companions)
    .set({ photos: [lockedPhoto] })
    .where(eq(companions.id, LOCKED_ID));
  memberCookie = (await signUpMember(t.app, t.database.db)).cookie;
  const profile = (await get(`/api/companions/${LOCKED_ID}`, asMember())).json<{ companion: CompanionDetail }>().companion;
  const reviews = (await get(`/api/companions/${LOCKED_ID}/reviews`, asMember())).json<{ reviews: PublicReview[] }>().reviews;
  locked = { profile, reviews };
}, BUILD_TIMEOUT_MS);

afterAll(() => t?.close());

/** The nonce a page's CSP allows scripts by. */
function nonceOf(csp: string): string {
  const nonce = /script-src [^;]*'nonce-([^']+)'/.exec(csp)?.[1];
  if (!nonce) throw new Error(`no script nonce in ${csp}`);
  return nonce;
}

/** The opening tags of the page's scripts written in the HTML itself (no src). */
function inlineScriptTags(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]).filter((tag) => !/\ssrc=/.test(tag));
}

/** Long enough that another companion's words do not hold it too ("first conversations" is in two bios). */
const TELL_TALE_LENGTH = 24;

/**
 * What would give a value away, in whatever encoding a page carries it (HTML text, attribute, a script's
 * JSON): its runs of plain characters, which no encoding changes, long enough to be its own.
 */
function tellTales(value: string): string[] {
  const runs = value.split(/[^A-Za-z0-9 ,.:;()-]+/).map((run) => run.trim());
  const long = runs.filter((run) => run.length >= TELL_TALE_LENGTH);
  return long.length > 0 ? long : [runs.reduce((longest, run) => (run.length > longest.length ? run : longest), "")];
}

const reviewTexts = (reviews: PublicReview[]) => reviews.flatMap((review) => (review.review_text ? [review.review_text] : []));

/** Everything of the locked profile a visitor must not receive: its words, its pictures, its reviews. */
function lockedSecrets(): string[] {
  const { profile, reviews } = locked;
  const words = [profile.name, profile.bio, profile.fullBio, ...profile.achievements, ...reviewTexts(reviews)];
  const pictures = [lockedPhoto.card.avif, lockedPhoto.card.webp, lockedPhoto.full.avif, lockedPhoto.full.webp, lockedPhoto.alt];
  return [...words.flatMap(tellTales), ...pictures];
}

describe("a page on the wire", () => {
  it("is HTML drawn for its viewer: kept by no shared cache, varying by cookie", async () => {
    const response = await get("/about");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.body).toMatch(/^<!DOCTYPE html><html lang="en"/);
    expect(response.headers["cache-control"]).toBe("private, no-cache");
    expect(String(response.headers.vary)).toMatch(/\bcookie\b/);
  });

  it("lets only its own inline scripts run: each carries the nonce its CSP names, new for every answer", async () => {
    // A page that loads the app for a visitor (a locked profile: its wall opens the membership dialog).
    const first = await get("/profiles/4");
    const second = await get("/profiles/4");
    const csp = String(first.headers["content-security-policy"]);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    const nonce = nonceOf(csp);
    const scripts = inlineScriptTags(first.body);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(nonceOf(String(second.headers["content-security-policy"]))).not.toBe(nonce);
    expect(second.body).not.toContain(nonce);
  });

  it("names PUBLIC_URL as its address whatever Host the request names", async () => {
    for (const url of ["/about", "/about/"]) {
      const response = await get(url, { host: "attacker.example", "x-forwarded-host": "attacker.example" });
      expect(response.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/about"/>`);
      expect(response.body).toContain(`<meta property="og:url" content="${PUBLIC_URL}/about"/>`);
      expect(response.body).not.toContain("attacker.example");
    }
  });

  // Fails while pages.ts sends pages uncompressed: @fastify/compress hooks routes, and pages are answered
  // by the not-found handler, which is no route. Make it `it` once they are compressed.
  it("comes compressed when the browser takes it", async () => {
    const response = await get("/about", { "accept-encoding": "br, gzip" });
    expect(response.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(response.rawPayload).toString("utf8")).toContain(`href="${PUBLIC_URL}/about"`);
  });

  it("answers HEAD with the page's headers and no body", async () => {
    const response = await t.app.inject({ method: "HEAD", url: "/about" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(nonceOf(String(response.headers["content-security-policy"]))).toBeTruthy();
    expect(response.body).toBe("");
  });

  it("is in Spanish under /es/", async () => {
    const response = await get("/es/profiles/1");
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="es"');
    expect(response.body).toContain("Zonas de servicio");
    expect(response.body).toContain("Todos los días, hora de Florida");
  });
});

describe("an address that is no page", () => {
  it("gets the not-found page with status 404, in its language", async () => {
    const english = await get("/no/such/page");
    expect(english.statusCode).toBe(404);
    expect(english.headers["content-type"]).toMatch(/^text\/html/);
    expect(english.body).toContain("Oops! Page not found");
    const spanish = await get("/es/no-existe");
    expect(spanish.statusCode).toBe(404);
    expect(spanish.body).toContain('<html lang="es"');
    expect(spanish.body).toContain("Página no encontrada");
  });

  it("under /api/ is still the API's JSON 404", async () => {
    for (const method of ["GET", "POST"] as const) {
      const response = await t.app.inject({ method, url: "/api/no-such-endpoint" });
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(response.json().error.code).toBe("not_found");
    }
  });
});

describe("the VIP gate in pages, enforced by their loaders", () => {
  it("gives a visitor a locked profile's page and data without any of the companion", async () => {
    const secrets = lockedSecrets();
    const page = await get(`/profiles/${LOCKED_ID}`);
    expect(page.statusCode).toBe(200);
    const data = await get(`/profiles/${LOCKED_ID}.data`);
    expect(data.statusCode).toBe(200);
    // The data request is answered by the loaders (not the not-found page), with the profile locked.
    expect(data.body).toContain("locked");
    expect(data.body).not.toContain("<html");
    for (const [what, body] of Object.entries({ page: page.body, data: data.body })) {
      for (const secret of secrets) expect(body.includes(secret), `${what} gives away "${secret}"`).toBe(false);
    }
  });

  it("gives a member the whole profile: all that the visitor's page was checked for", async () => {
    const page = await get(`/profiles/${LOCKED_ID}`, asMember());
    expect(page.statusCode).toBe(200);
    const data = await get(`/profiles/${LOCKED_ID}.data`, asMember());
    for (const [what, body] of Object.entries({ page: page.body, data: data.body })) {
      for (const secret of lockedSecrets()) expect(body.includes(secret), `${what} lacks "${secret}"`).toBe(true);
    }
  });

  it("lists only the preview profiles to a visitor", async () => {
    const everyone = (await get("/api/companions?gender=woman", asMember())).json<CompanionList>().companions;
    const previews = everyone.filter((companion) => isPreviewCompanion(companion.id));
    const hidden = everyone.filter((companion) => !isPreviewCompanion(companion.id));
    expect(previews).toHaveLength(3);
    expect(hidden.length).toBeGreaterThan(0);
    for (const url of ["/profiles", "/profiles.data"]) {
      const body = (await get(url)).body;
      for (const companion of previews) expect(body.includes(companion.name), `${url} lacks ${companion.name}`).toBe(true);
      for (const companion of hidden) {
        for (const secret of [companion.name, ...tellTales(companion.bio)]) expect(body.includes(secret), `${url} gives away "${secret}"`).toBe(false);
      }
    }
  });
});
