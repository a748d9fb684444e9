import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakePdf, multipartBody, pngImage } from "../adapters/storage/fixtures.ts";
import { imageQueue } from "../adapters/storage/image-queue.ts";
import { storageMessages } from "../adapters/storage/messages.ts";
import { createDiskStore } from "../adapters/storage/store.ts";
import { UPLOAD_LIMITS, type UploadKind } from "../adapters/storage/upload-limits.ts";
import { events } from "../../features/events/tables.server.ts";
import { seedDatabase } from "../db/seed.ts";
import { addressKey, attemptsSoFar } from "../http/rate-limit.ts";
import { signUpUser } from "../testing/accounts.ts";
import { signUpAdmin, signUpMember } from "../testing/members.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

/**
 * What one account or one address can make the server spend on uploads: images are refused from their
 * header when they declare more pixels than their use needs, every upload route counts uploads per account
 * and per address, and image work waits its turn in a small queue that says "busy" when its line is full.
 * Nothing here measures time: the queue is filled with jobs the test holds and releases by hand.
 */
let t: TestApp;
let member: { cookie: string; userId: string };
let admin: { cookie: string; userId: string };
let eventId = "";
/** 6300 x 6300 pixels of one colour: a few hundred kilobytes that would take about a second to decode. */
let wide: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.database.db, { store: createDiskStore(t.config.dataDir), portraits: false, sampleData: true });
  member = await signUpMember(t.app, t.database.db);
  admin = await signUpAdmin(t.app, t.database.db);
  const profile = { displayName: "Uploader", bio: "Bio", location: "Miami", availability: "Evenings", age: 30, interests: [], isPublic: true };
  const saved = await t.app.inject({ method: "PUT", url: "/api/member-profile", headers: { cookie: member.cookie }, payload: profile });
  expect(saved.statusCode, saved.body).toBe(200);
  const [event] = await t.database.db.select({ id: events.id }).from(events).limit(1);
  eventId = event?.id ?? "";
  expect(eventId).not.toBe("");
  wide = await sharp({ create: { width: 6300, height: 6300, channels: 3, background: "#fff" } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}, 60_000);
afterAll(() => t.close());

interface UploadRoute {
  kind: UploadKind;
  url: () => string;
  cookie: () => string;
  userId: () => string | null;
  /** The pixel cap of the route's use, in megapixels. */
  megapixels: number;
}

const ROUTES: UploadRoute[] = [
  { kind: "avatar", url: () => "/api/account/avatar", cookie: () => member.cookie, userId: () => member.userId, megapixels: 16 },
  { kind: "member-photo", url: () => "/api/member-profile/images", cookie: () => member.cookie, userId: () => member.userId, megapixels: 25 },
  { kind: "headshot", url: () => "/api/hiring/headshot", cookie: () => "", userId: () => null, megapixels: 25 },
  { kind: "companion-photo", url: () => "/api/admin/companions/5/photos", cookie: () => admin.cookie, userId: () => admin.userId, megapixels: 25 },
  { kind: "event-image", url: () => `/api/admin/events/${eventId}/image`, cookie: () => admin.cookie, userId: () => admin.userId, megapixels: 25 },
];

function upload(url: string, body: Buffer, { cookie = "", ip = "127.0.0.1" }: { cookie?: string; ip?: string } = {}) {
  const form = multipartBody([{ name: "file", filename: "me.png", contentType: "image/png", body }]);
  return t.app.inject({ method: "POST", url, payload: form.payload, remoteAddress: ip, headers: { ...form.headers, ...(cookie ? { cookie } : {}) } });
}

/** The English an API body carries beside the id `upload.tooManyPixels`. */
const tooManyPixels = (megapixels: number) => `This image has too many pixels (at most ${megapixels} megapixels). Please choose a smaller one.`;

const errorOf = (response: { json: () => unknown }) => (response.json() as { error: { code: string; message: string } }).error;

describe("pixel caps fitted to each use", () => {
  it.each(ROUTES)("$kind refuses a small PNG declaring 40 megapixels from its header (422), never decoding it", async (route) => {
    expect(wide.length).toBeLessThan(512 * 1024);
    const before = imageQueue.stats().started;
    const response = await upload(route.url(), wide, { cookie: route.cookie(), ip: "192.0.2.1" });
    expect(response.statusCode, response.body).toBe(422);
    expect(errorOf(response)).toEqual({
      code: "image_too_many_pixels",
      message: tooManyPixels(route.megapixels),
      ...storageMessages.tooManyPixels(route.megapixels),
    });
    // Every decode runs as a job of the image queue: none was started.
    expect(imageQueue.stats().started).toBe(before);
  });

  it("takes for a profile picture at most what it needs: 20 megapixels is refused there, before decoding", async () => {
    const account = await signUpUser(t.app);
    const big = await sharp({ create: { width: 4500, height: 4500, channels: 3, background: "#abc" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const before = imageQueue.stats().started;
    const response = await upload("/api/account/avatar", big, { cookie: account.cookie, ip: "192.0.2.2" });
    expect([response.statusCode, errorOf(response).message]).toEqual([422, tooManyPixels(16)]);
    expect(imageQueue.stats().started).toBe(before);
  });
});

describe("upload limits per account and per address", () => {
  it("refuses the 11th profile picture of one account within the hour with 429, whichever address it comes from", async () => {
    const account = await signUpUser(t.app);
    const { perAccount } = UPLOAD_LIMITS.avatar;
    for (let index = 1; index <= perAccount; index += 1) {
      const response = await upload("/api/account/avatar", await pngImage(24, 24), { cookie: account.cookie, ip: `198.51.100.${index}` });
      expect(response.statusCode, response.body).toBe(200);
    }
    const refused = await upload("/api/account/avatar", await pngImage(24, 24), { cookie: account.cookie, ip: "198.51.100.200" });
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused)).toEqual({
      code: "rate_limited",
      message: "You have uploaded many images in a short time. Please wait a little and try again.",
      id: storageMessages.tooManyUploads,
    });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);

    // Another account at that address is not held back by it.
    const other = await signUpUser(t.app);
    expect((await upload("/api/account/avatar", await pngImage(24, 24), { cookie: other.cookie, ip: "198.51.100.200" })).statusCode).toBe(200);
  }, 60_000);

  it("refuses one address past its limit whichever accounts it uses, and counts refused files too", async () => {
    const { perAccount, perAddress } = UPLOAD_LIMITS.avatar;
    const ip = "203.0.113.9";
    const accounts = await Promise.all(Array.from({ length: Math.ceil(perAddress / perAccount) + 1 }, () => signUpUser(t.app)));
    let sent = 0;
    for (const account of accounts) {
      for (let index = 0; index < perAccount && sent < perAddress; index += 1, sent += 1) {
        // Not an image: refused after counting, cheaply.
        expect((await upload("/api/account/avatar", fakePdf(), { cookie: account.cookie, ip })).statusCode).toBe(415);
      }
    }
    const fresh = accounts.at(-1)?.cookie ?? "";
    const refused = await upload("/api/account/avatar", await pngImage(24, 24), { cookie: fresh, ip });
    expect([refused.statusCode, errorOf(refused).message]).toEqual([429, "You have uploaded many images in a short time. Please wait a little and try again."]);
    expect((await upload("/api/account/avatar", await pngImage(24, 24), { cookie: fresh, ip: "203.0.113.10" })).statusCode).toBe(200);
  }, 60_000);

  it.each(ROUTES)("$kind counts each upload for the address and the account", async (route) => {
    const ip = "2001:db8:77::5";
    const before = {
      address: await attemptsSoFar(t.database.db, `upload-${route.kind}:ip:${addressKey(ip)}`),
      account: await attemptsSoFar(t.database.db, `upload-${route.kind}:user:${route.userId() ?? "none"}`),
    };
    const response = await upload(route.url(), fakePdf(), { cookie: route.cookie(), ip });
    expect(response.statusCode, response.body).toBe(415);
    expect(await attemptsSoFar(t.database.db, `upload-${route.kind}:ip:${addressKey(ip)}`)).toBe(before.address + 1);
    expect(await attemptsSoFar(t.database.db, `upload-${route.kind}:user:${route.userId() ?? "none"}`)).toBe(before.account + (route.userId() ? 1 : 0));
  });
});

describe("the image queue", () => {
  it("answers 503 with Retry-After and a clear message while its line is full, and takes uploads again once it drains", async () => {
    const account = await signUpUser(t.app);
    // Fill every place and the whole line with jobs this test holds; the ones beyond are refused at once.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const held = Array.from({ length: 50 }, () => imageQueue.run(() => gate).catch(() => "refused"));
    expect(imageQueue.stats().refused).toBeGreaterThan(0);

    const busy = await upload("/api/account/avatar", await pngImage(24, 24), { cookie: account.cookie, ip: "192.0.2.50" });
    expect(busy.statusCode).toBe(503);
    expect(errorOf(busy)).toEqual({
      code: "image_queue_full",
      message: "We are processing many images right now. Please try again in a few seconds.",
      id: storageMessages.imageQueueFull,
    });
    expect(Number(busy.headers["retry-after"])).toBeGreaterThan(0);

    release();
    await Promise.all(held);
    expect(imageQueue.stats()).toMatchObject({ running: 0, waiting: 0 });
    const after = await upload("/api/account/avatar", await pngImage(24, 24), { cookie: account.cookie, ip: "192.0.2.50" });
    expect(after.statusCode, after.body).toBe(200);
  });
});
