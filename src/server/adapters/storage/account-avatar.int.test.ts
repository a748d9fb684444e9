import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpUser } from "../../testing/accounts.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { jpegWithGps, multipartBody, pngImage } from "./fixtures.ts";
import { MEGABYTE } from "./upload.ts";

// The first feature built on this adapter, end to end: POST /api/account/avatar (features/account).
describe("the avatar upload route", () => {
  let t: TestApp;
  let dataDir: string;
  let cookie: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "wingmate-avatar-"));
    t = await createTestApp({ config: { dataDir } });
    cookie = (await signUpUser(t.app)).cookie;
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const uploadAvatar = (body: Buffer, withSession = true) => {
    const { payload, headers } = multipartBody([{ name: "file", filename: "holiday.jpg", contentType: "image/jpeg", body }]);
    return t.app.inject({ method: "POST", url: "/api/account/avatar", payload, headers: withSession ? { ...headers, cookie } : headers });
  };

  it("stores a clean WebP under a server-made name, and drops the picture it replaces", async () => {
    const first = await uploadAvatar(await jpegWithGps());
    expect(first.statusCode).toBe(200);
    const { avatarUrl } = first.json();
    expect(avatarUrl).toMatch(/^\/files\/profile-pictures\/[\w-]+\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.webp$/);
    expect(avatarUrl).not.toContain("holiday");
    const served = await t.app.inject({ method: "GET", url: avatarUrl });
    expect([served.statusCode, served.headers["content-type"]]).toEqual([200, "image/webp"]);
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();

    const second = await uploadAvatar(await pngImage());
    expect(second.json().avatarUrl).not.toBe(avatarUrl);
    expect((await t.app.inject({ method: "GET", url: avatarUrl })).statusCode).toBe(404);
  });

  it("refuses a file over 5 MB with the spec's message", async () => {
    const response = await uploadAvatar(Buffer.alloc(5 * MEGABYTE + 1, 0xff));
    expect([response.statusCode, response.json().error.message]).toEqual([413, "Image size must be less than 5MB"]);
  });

  it("requires a session", async () => {
    expect((await uploadAvatar(await pngImage(), false)).statusCode).toBe(401);
  });
});
