import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartFile } from "../../testing/multipart.ts";
import { signUpUser } from "../../testing/accounts.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { fakePdf, jpegWithGps, pngImage, svgWithScript } from "./fixtures.ts";
import { createS3Store, createDiskStore, isValidObjectKey, type ObjectStore } from "./store.ts";

const FIVE_MB = 5 * 1024 * 1024;
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({ config: { dataDir: mkdtempSync(path.join(tmpdir(), "wingmate-storage-")) } });
  cookie = (await signUpUser(t.app)).cookie;
});
afterAll(async () => {
  await t.close();
  rmSync(t.config.dataDir, { recursive: true, force: true });
});

const uploadAvatar = (body: Buffer, filename: string, contentType: string) =>
  t.app.inject({ method: "POST", url: "/api/account/avatar", ...withCookie(multipartFile({ body, filename, contentType })) });

function withCookie(request: { payload: Buffer; headers: Record<string, string> }) {
  return { payload: request.payload, headers: { ...request.headers, cookie } };
}

describe("image uploads (through the avatar route)", () => {
  it("re-encodes a JPEG and drops its EXIF and GPS data", async () => {
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await uploadAvatar(original, "holiday.jpg", "image/jpeg");
    expect(response.statusCode).toBe(200);
    const { avatarUrl } = response.json();
    expect(avatarUrl).toMatch(/^\/files\/profile-pictures\/[\w-]+\/[0-9a-f-]{36}\.webp$/);
    expect(avatarUrl).not.toContain("holiday");
    const served = await t.app.inject({ method: "GET", url: avatarUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.format).toBe("webp");
    expect(metadata.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from("Wingmate Test Camera"))).toBe(false);
  });

  it.each([
    ["a PDF renamed to .jpg", fakePdf, "photo.jpg", "image/jpeg"],
    ["an SVG with a script", svgWithScript, "cute.svg", "image/svg+xml"],
    ["a zero-byte file", () => Buffer.alloc(0), "empty.png", "image/png"],
  ] as const)("refuses %s with 4xx and the spec's message", async (_label, make, filename, type) => {
    const response = await uploadAvatar(await make(), filename, type);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().error.message).toMatch(/^Please select an image file/);
  });

  it("refuses a truncated image", async () => {
    const whole = await jpegWithGps();
    const response = await uploadAvatar(whole.subarray(0, Math.floor(whole.length / 2)), "cut.jpg", "image/jpeg");
    expect(response.statusCode).toBe(422);
  });

  it("refuses a file one byte over the limit with 413", async () => {
    const png = await pngImage();
    const oversized = Buffer.concat([png, Buffer.alloc(FIVE_MB + 1 - png.length)]);
    const response = await uploadAvatar(oversized, "big.png", "image/png");
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe("Image size must be less than 5MB");
  });

  it("refuses a pixel bomb without decoding it", async () => {
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: "#fff" } }).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(FIVE_MB);
    const response = await uploadAvatar(bomb, "bomb.png", "image/png");
    expect(response.statusCode).toBe(422);
  });

  it("answers 415 to a body that is not multipart", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/account/avatar", payload: { file: "x" }, headers: { cookie } });
    expect(response.statusCode).toBe(415);
  });

  it("requires a session", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/account/avatar", ...multipartFile({ body: await pngImage(), filename: "a.png", contentType: "image/png" }) });
    expect(response.statusCode).toBe(401);
  });
});

describe("serving files", () => {
  it("never serves the private hiring-headshots bucket", async () => {
    const store = createDiskStore(t.config.dataDir);
    await store.put("hiring-headshots", "guest/secret.webp", await pngImage(), "image/webp");
    const response = await t.app.inject({ method: "GET", url: "/files/hiring-headshots/guest/secret.webp" });
    expect(response.statusCode).toBe(404);
  });

  it.each(["/files/profile-pictures/../../auth-secret", "/files/profile-pictures/%2e%2e/%2e%2e/auth-secret", "/files/nope/a.webp", "/files/profile-pictures/missing/x.webp"])(
    "answers 404 to %s",
    async (url) => {
      expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(404);
    },
  );

  it("accepts only server-shaped keys", () => {
    expect(isValidObjectKey("user_1/0b5c.webp")).toBe(true);
    for (const key of ["../x.webp", "a//b.webp", "/a.webp", "a/b", "a/.webp", "a/b.webp/"]) expect(isValidObjectKey(key), key).toBe(false);
  });
});

describe("the S3 store, against a local S3-compatible server", () => {
  let server: S3rver;
  let store: ObjectStore;
  let directory: string;

  beforeAll(async () => {
    directory = mkdtempSync(path.join(tmpdir(), "wingmate-s3-"));
    server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory, configureBuckets: [{ name: "wingmate", configs: [] }] });
    const { port } = await server.run();
    store = createS3Store({
      endpoint: `http://127.0.0.1:${port}`,
      region: "us-east-1",
      bucket: "wingmate",
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      forcePathStyle: true,
    });
  });
  afterAll(async () => {
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it("stores, reads back byte for byte, and deletes", async () => {
    const body = await pngImage(40, 20);
    await store.put("vip-profile-images", "user1/pic.png", body, "image/png");
    const read = await store.get("vip-profile-images", "user1/pic.png");
    expect(read?.contentType).toBe("image/png");
    expect(read?.body.equals(body)).toBe(true);
    await store.delete("vip-profile-images", "user1/pic.png");
    expect(await store.get("vip-profile-images", "user1/pic.png")).toBeNull();
  });

  it("serves S3 objects through the app's /files route", async () => {
    const s3App = await createTestApp({ store });
    try {
      const body = await pngImage();
      await store.put("profile-pictures", "u/one.png", body, "image/png");
      const response = await s3App.app.inject({ method: "GET", url: "/files/profile-pictures/u/one.png" });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("image/png");
      expect(response.rawPayload.equals(body)).toBe(true);
    } finally {
      await s3App.close();
    }
  });

  it("gives public URLs under S3_PUBLIC_URL when set", () => {
    const cdn = createS3Store({ region: "us-east-1", bucket: "b", accessKeyId: "k", secretAccessKey: "s", forcePathStyle: true, publicUrl: "https://cdn.example.com/" });
    expect(cdn.publicUrl("profile-pictures", "u/a.webp")).toBe("https://cdn.example.com/profile-pictures/u/a.webp");
  });
});
