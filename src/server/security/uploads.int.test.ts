import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fakePdf, htmlPage, jpegWithGps, multipartBody, pixelBomb, pngImage, svgWithScript, truncated } from "../adapters/storage/fixtures.ts";
import { createDiskStore } from "../adapters/storage/store.ts";
import { rateLimitCounters } from "../db/platform-tables.ts";
import { seedDatabase } from "../db/seed.ts";
import { signUpAdmin, signUpMember } from "../testing/members.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

/**
 * The files an attacker would try, sent to every upload route the product has: each is refused with a
 * 4xx and a message, or accepted and cleaned (re-encoded, metadata gone). Nothing stored carries a
 * script or the photo's location, and memory stays bounded.
 */
const SCRIPT = "<script>alert(document.cookie)</script>";

/** A real PNG with an HTML page appended: an image to an image decoder, a page to a careless browser. */
const polyglot = async () => Buffer.concat([await pngImage(40, 40), Buffer.from(`<!doctype html><html>${SCRIPT}</html>`)]);

interface AttackFile {
  name: string;
  make: () => Promise<Buffer> | Buffer;
  filename: string;
  contentType: string;
  expect: "refused" | "cleaned";
}

const ATTACKS: AttackFile[] = [
  { name: "a PNG/HTML polyglot", make: polyglot, filename: "cute.png", contentType: "image/png", expect: "cleaned" },
  { name: "a PDF renamed .png", make: fakePdf, filename: "photo.png", contentType: "image/png", expect: "refused" },
  { name: "an HTML page sent as an image", make: htmlPage, filename: "photo.jpg", contentType: "image/jpeg", expect: "refused" },
  { name: "an SVG with a script", make: svgWithScript, filename: "logo.svg", contentType: "image/svg+xml", expect: "refused" },
  { name: "the same SVG claiming to be a PNG", make: svgWithScript, filename: "logo.png", contentType: "image/png", expect: "refused" },
  { name: "a truncated PNG", make: async () => truncated(await pngImage(300, 300)), filename: "cut.png", contentType: "image/png", expect: "refused" },
  { name: "a pixel bomb (100 megapixels)", make: pixelBomb, filename: "bomb.png", contentType: "image/png", expect: "refused" },
  { name: "20 MB", make: () => Buffer.alloc(20 * 1024 * 1024, 7), filename: "huge.jpg", contentType: "image/jpeg", expect: "refused" },
  { name: "zero bytes", make: () => Buffer.alloc(0), filename: "empty.png", contentType: "image/png", expect: "refused" },
  { name: "a JPEG with EXIF and GPS", make: jpegWithGps, filename: "holiday.jpg", contentType: "image/jpeg", expect: "cleaned" },
];

let t: TestApp;
let memberCookie = "";
let adminCookie = "";

beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.database.db, { store: createDiskStore(t.config.dataDir), portraits: false, sampleData: true });
  memberCookie = (await signUpMember(t.app, t.database.db)).cookie;
  adminCookie = (await signUpAdmin(t.app, t.database.db)).cookie;
  const profile = { displayName: "Uploader", bio: "Bio", location: "Miami", availability: "Evenings", age: 30, interests: [], isPublic: true };
  await t.app.inject({ method: "PUT", url: "/api/member-profile", headers: { cookie: memberCookie }, payload: profile });
}, 60_000);
afterAll(() => t.close());
// These tests send one account's uploads many times over; upload-cost.int.test.ts tests the upload limits.
beforeEach(async () => {
  await t.database.db.delete(rateLimitCounters);
});

/** Every upload route, with who may use it. */
const uploadRoutes = () => [
  { url: "/api/account/avatar", cookie: memberCookie },
  { url: "/api/member-profile/images", cookie: memberCookie },
  { url: "/api/hiring/headshot", cookie: "" },
  { url: "/api/admin/companions/5/photos", cookie: adminCookie },
];

async function* storedFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* storedFiles(full);
    else yield full;
  }
}

describe("hostile uploads on every upload route", () => {
  it("lists the routes this test covers: every POST that takes a file", () => {
    const taking = t.app.routeTable.filter((route) => route.method === "POST" && /avatar|images$|headshot$|photos$/.test(route.url)).map((route) => route.url);
    expect(taking.sort()).toEqual(["/api/account/avatar", "/api/admin/companions/:id/photos", "/api/hiring/headshot", "/api/member-profile/images"]);
  });

  it.each(ATTACKS)(
    "$name is $expect",
    async (attack) => {
      const body = await attack.make();
      for (const route of uploadRoutes()) {
        // The member profile holds 3 pictures: make room for the ones this test accepts.
        if (route.url === "/api/member-profile/images")
          await t.app.inject({ method: "DELETE", url: "/api/member-profile/images/0", headers: { cookie: memberCookie } });
        const form = multipartBody([{ name: "file", filename: attack.filename, contentType: attack.contentType, body }]);
        const response = await t.app.inject({
          method: "POST",
          url: route.url,
          payload: form.payload,
          headers: { ...form.headers, ...(route.cookie ? { cookie: route.cookie } : {}) },
        });
        if (attack.expect === "refused") {
          expect(response.statusCode, `${route.url}: ${response.body}`).toBeGreaterThanOrEqual(400);
          expect(response.statusCode, route.url).toBeLessThan(500);
          expect((response.json() as { error: { message: string } }).error.message.length, route.url).toBeGreaterThan(5);
        } else {
          expect(response.statusCode, `${route.url}: ${response.body}`).toBeLessThan(300);
        }
      }
    },
    60_000,
  );

  it("stores nothing that carries a script, an HTML page, or where a photo was taken", async () => {
    let checked = 0;
    for await (const file of storedFiles(t.config.dataDir)) {
      if (!/\.(webp|jpe?g|png|avif|gif)$/.test(file)) continue;
      const bytes = await readFile(file);
      for (const text of ["<script", "<html", "Wingmate Test Camera", "secret owner", "Exif"])
        expect(bytes.includes(Buffer.from(text)), `${file} holds ${text}`).toBe(false);
      expect((await sharp(bytes).metadata()).exif, file).toBeUndefined();
      checked += 1;
    }
    // Two cleaned files per route, several sizes of each companion photo.
    expect(checked).toBeGreaterThanOrEqual(8);
  });

  it("keeps memory bounded while refusing pixel bombs and 20 MB bodies", async () => {
    const bomb = await pixelBomb();
    const huge = Buffer.alloc(20 * 1024 * 1024, 7);
    const before = process.memoryUsage().rss;
    let peak = before;
    for (let round = 0; round < 3; round += 1) {
      for (const body of [bomb, huge]) {
        const form = multipartBody([{ name: "file", filename: "x.png", contentType: "image/png", body }]);
        const response = await t.app.inject({
          method: "POST",
          url: "/api/account/avatar",
          payload: form.payload,
          headers: { ...form.headers, cookie: memberCookie },
        });
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        peak = Math.max(peak, process.memoryUsage().rss);
      }
    }
    // A decoded bomb alone would be 300 MB; the request bodies themselves are ~20 MB each.
    expect((peak - before) / 2 ** 20).toBeLessThan(150);
  }, 60_000);
});
