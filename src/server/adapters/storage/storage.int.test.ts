import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { GetObjectCommand, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { S3Config } from "../../config.ts";
import { notFound } from "../../http/errors.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import type { App } from "../../app.ts";
import { isBucketName } from "./buckets.ts";
import {
  avifImage,
  fakePdf,
  gifImage,
  htmlPage,
  jpegImage,
  jpegWithGps,
  multipartBody,
  pixelBomb,
  pngImage,
  svgWithScript,
  truncated,
  webpImage,
  type MultipartPart,
} from "./fixtures.ts";
import { NOT_AN_IMAGE } from "./images.ts";
import { storageMessages } from "./messages.ts";
import { saveImage } from "./save-image.ts";
import { createDiskStore, createObjectStore, createS3Store, type ObjectStore } from "./store.ts";
import { MEGABYTE, readImageUpload } from "./upload.ts";

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const SERVED_URL = new RegExp(`^/files/profile-pictures/\\d{4}/\\d{2}/${UUID}\\.webp$`);

/** Test-only upload routes, the way a feature uses the adapter: read the upload, save the image. */
function registerTestUploads(store: ObjectStore) {
  return (app: App) => {
    app.post<{ Params: { bucket: string } }>("/api/test/upload/:bucket", async (request) => {
      const { bucket } = request.params;
      if (!isBucketName(bucket)) throw notFound();
      const { buffer, fields } = await readImageUpload(request, { limit: null });
      return { ...(await saveImage(store, bucket, buffer, { folder: fields.owner })), fields };
    });
    app.post("/api/test/vip-photo", async (request) => {
      const { buffer } = await readImageUpload(request, { maxBytes: 10 * MEGABYTE, field: "photo", limit: null });
      return saveImage(store, "vip-profile-images", buffer);
    });
  };
}

/** Counts what reaches the store, to show that refused uploads never do. */
function countingPuts(store: ObjectStore): ObjectStore & { puts: string[] } {
  const puts: string[] = [];
  return { ...store, puts, put: async (bucket, key, body, type) => (puts.push(`${bucket}/${key}`), store.put(bucket, key, body, type)) };
}

interface Harness {
  t: TestApp;
  store: ObjectStore & { puts: string[] };
  stop(): Promise<void>;
}

async function startWith(store: ObjectStore, dataDir: string): Promise<Omit<Harness, "stop">> {
  const counted = countingPuts(store);
  return { store: counted, t: await createTestApp({ config: { dataDir }, store: counted, register: registerTestUploads(counted) }) };
}

async function diskHarness(): Promise<Harness> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "wingmate-storage-"));
  const started = await startWith(createDiskStore(dataDir), dataDir);
  return { ...started, stop: async () => (await started.t.close(), await rm(dataDir, { recursive: true, force: true })) };
}

const S3_BUCKET = "wingmate";

/** An S3-compatible server in this process, on a random port, with files in a temporary folder. */
async function startS3rver(): Promise<{ config: S3Config; stop(): Promise<void> }> {
  const directory = await mkdtemp(path.join(tmpdir(), "wingmate-s3-"));
  const server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory, configureBuckets: [{ name: S3_BUCKET, configs: [] }] });
  const { port } = await server.run();
  const config = {
    endpoint: `http://127.0.0.1:${port}`,
    region: "us-east-1",
    bucket: S3_BUCKET,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
  };
  return { config, stop: async () => (await server.close(), await rm(directory, { recursive: true, force: true })) };
}

async function s3Harness(): Promise<Harness & { s3: S3Config }> {
  const s3 = await startS3rver();
  const dataDir = await mkdtemp(path.join(tmpdir(), "wingmate-storage-s3-"));
  const started = await startWith(createS3Store(s3.config), dataDir);
  const stop = async () => {
    await started.t.close();
    await s3.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
  return { ...started, s3: s3.config, stop };
}

describe.each([
  ["local disk", diskHarness],
  ["S3 (s3rver)", s3Harness],
] as const)("uploads and /files on the %s store", (_name, start) => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await start();
  });
  afterAll(async () => {
    await harness.stop();
  });

  const upload = (parts: MultipartPart[], url = "/api/test/upload/profile-pictures") => harness.t.app.inject({ method: "POST", url, ...multipartBody(parts) });
  const uploadFile = (body: Buffer, filename = "photo.jpg", contentType = "image/jpeg", url?: string) =>
    upload([{ name: "file", filename, contentType, body }], url);
  const fetchFile = (url: string) => harness.t.app.inject({ method: "GET", url });

  describe("accepted images", () => {
    it.each([
      ["PNG", pngImage, "image/png"],
      ["JPEG", jpegImage, "image/jpeg"],
      ["WebP", webpImage, "image/webp"],
      ["GIF", gifImage, "image/gif"],
      ["AVIF", avifImage, "image/avif"],
    ] as const)("stores a %s as WebP under a new name and serves it back", async (_format, make, type) => {
      const response = await uploadFile(await make(48, 36), "picture", type);
      expect(response.statusCode).toBe(200);
      const saved = response.json();
      expect(saved).toMatchObject({ width: 48, height: 36 });
      expect(saved.url).toMatch(SERVED_URL);
      expect(saved.url).toBe(`/files/profile-pictures/${saved.key}`);

      const served = await fetchFile(saved.url);
      expect(served.statusCode).toBe(200);
      expect(served.headers).toMatchObject({
        "content-type": "image/webp",
        "x-content-type-options": "nosniff",
        "cache-control": "public, max-age=31536000, immutable",
        "content-disposition": "inline",
      });
      const metadata = await sharp(served.rawPayload).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(["webp", 48, 36]);
    });

    it("serves a photo without its EXIF and GPS data", async () => {
      const original = await jpegWithGps();
      expect((await sharp(original).metadata()).exif).toBeDefined();
      const { url } = (await uploadFile(original, "holiday.jpg")).json();
      const served = (await fetchFile(url)).rawPayload;
      expect((await sharp(served).metadata()).exif).toBeUndefined();
      for (const text of ["Wingmate Test Camera", "secret owner", "Exif"]) expect(served.includes(Buffer.from(text))).toBe(false);
    });

    it("never names the object after the uploaded file", async () => {
      const body = await pngImage();
      const first = (await uploadFile(body, "../../evil name.php.jpg")).json();
      const second = (await uploadFile(body, "../../evil name.php.jpg")).json();
      expect(first.key).not.toBe(second.key);
      for (const key of [first.key, second.key]) expect(key).not.toMatch(/evil|php|jpg|\.\./);
    });

    it("returns the form's text fields, and keeps the owner's folder in the key", async () => {
      const response = await upload([
        { name: "owner", value: "user_42" },
        { name: "file", filename: "me.png", contentType: "image/png", body: await pngImage() },
        { name: "caption", value: "Ocean Drive" },
      ]);
      expect(response.statusCode).toBe(200);
      expect(response.json().fields).toEqual({ owner: "user_42", caption: "Ocean Drive" });
      expect(response.json().key).toMatch(new RegExp(`^user_42/\\d{4}/\\d{2}/${UUID}\\.webp$`));
    });

    it("answers HEAD for a stored file, and never recompresses an image", async () => {
      const { url } = (await uploadFile(await pngImage(600, 600))).json();
      const head = await harness.t.app.inject({ method: "HEAD", url });
      expect([head.statusCode, head.headers["content-type"]]).toEqual([200, "image/webp"]);
      const get = await harness.t.app.inject({ method: "GET", url, headers: { "accept-encoding": "br, gzip" } });
      expect(get.headers["content-encoding"]).toBeUndefined();
    });
  });

  describe("refused uploads", () => {
    /** The body's English and its catalog id. */
    const notAnImage = { message: "Please select an image file", id: NOT_AN_IMAGE };
    it.each([
      ["a PDF renamed to .jpg and sent as image/jpeg", fakePdf, "scan.jpg", "image/jpeg", 415, "not_an_image", notAnImage],
      ["an SVG containing a <script>", svgWithScript, "cute.svg", "image/svg+xml", 415, "not_an_image", notAnImage],
      ["an HTML page sent as a PNG", htmlPage, "page.png", "image/png", 415, "not_an_image", notAnImage],
      ["a zero-byte file", () => Buffer.alloc(0), "empty.png", "image/png", 415, "not_an_image", notAnImage],
      ["a JPEG cut in half", async () => truncated(await jpegWithGps()), "cut.jpg", "image/jpeg", 422, "unreadable_image", notAnImage],
      // A profile picture takes at most 16 megapixels.
      [
        "a pixel bomb (100 megapixels)",
        pixelBomb,
        "bomb.png",
        "image/png",
        422,
        "image_too_many_pixels",
        { message: "This image has too many pixels (at most 16 megapixels). Please choose a smaller one.", ...storageMessages.tooManyPixels(16) },
      ],
    ] as const)("refuses %s with a clear message, storing nothing", async (_label, make, filename, type, status, code, words) => {
      const before = harness.store.puts.length;
      const response = await uploadFile(await make(), filename, type);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ error: { code, ...words } });
      expect(harness.store.puts.length).toBe(before);
    });

    it("refuses a file one byte over 5 MB with 413, and accepts one of exactly 5 MB", async () => {
      const png = await pngImage();
      const padded = (size: number) => Buffer.concat([png, Buffer.alloc(size - png.length)]);
      const over = await uploadFile(padded(5 * MEGABYTE + 1), "big.png", "image/png");
      expect(over.statusCode).toBe(413);
      expect(over.json()).toEqual({
        error: { code: "payload_too_large", message: "Image size must be less than 5MB", id: "upload.tooLarge", values: { megabytes: 5 } },
      });
      expect((await uploadFile(padded(5 * MEGABYTE), "big.png", "image/png")).statusCode).toBe(200);
    });

    it("applies a route's own limit and field name", async () => {
      const png = await pngImage();
      const body = Buffer.concat([png, Buffer.alloc(10 * MEGABYTE + 1 - png.length)]);
      const over = await upload([{ name: "photo", filename: "vip.png", contentType: "image/png", body }], "/api/test/vip-photo");
      expect([over.statusCode, over.json().error.message]).toEqual([413, "Image size must be less than 10MB"]);
      const fine = await upload([{ name: "photo", filename: "vip.png", contentType: "image/png", body: png }], "/api/test/vip-photo");
      // A private bucket: saved, with no public URL.
      expect(fine.json()).toMatchObject({ url: null, key: expect.stringMatching(/\.webp$/) });
    });

    it.each([
      ["JSON", "application/json", JSON.stringify({ file: "aGVsbG8=" })],
      ["plain text", "text/plain", "hello"],
      ["a raw JPEG body", "image/jpeg", "\xff\xd8\xff"],
    ])("answers a %s body (not multipart) with 415", async (_label, type, payload) => {
      const response = await harness.t.app.inject({ method: "POST", url: "/api/test/upload/profile-pictures", headers: { "content-type": type }, payload });
      expect(response.statusCode).toBe(415);
      expect(response.json().error.code).toBe("unsupported_media_type");
    });

    it.each([
      ["no file at all", [{ name: "owner", value: "x" }], "missing_file"],
      ["the file in another field", [{ name: "picture", filename: "a.png", contentType: "image/png", body: Buffer.from("x") }], "unexpected_file"],
      [
        "two files",
        [
          { name: "file", filename: "a.png", contentType: "image/png", body: Buffer.from("x") },
          { name: "file", filename: "b.png", contentType: "image/png", body: Buffer.from("y") },
        ],
        "too_many_files",
      ],
      ["a field longer than 10,000 bytes", [{ name: "owner", value: "x".repeat(10_001) }], "field_too_long"],
    ] as const)("answers 400 to %s", async (_label, parts, code) => {
      const response = await upload([...parts]);
      expect([response.statusCode, response.json().error.code]).toEqual([400, code]);
    });

    it.each([
      ["without a boundary", "multipart/form-data", "--x\r\n"],
      ["cut off before its end", "multipart/form-data; boundary=x", '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc'],
    ])("answers 400 to a multipart body %s", async (_label, type, payload) => {
      const response = await harness.t.app.inject({ method: "POST", url: "/api/test/upload/profile-pictures", headers: { "content-type": type }, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe("unreadable_upload");
    });
  });

  describe("serving files", () => {
    it("keeps the private hiring-headshots bucket private: no URL, no /files, readable by the server", async () => {
      const response = await uploadFile(await pngImage(), "me.png", "image/png", "/api/test/upload/hiring-headshots");
      expect(response.statusCode).toBe(200);
      const { key, url } = response.json();
      expect(url).toBeNull();
      expect((await fetchFile(`/files/hiring-headshots/${key}`)).statusCode).toBe(404);
      const object = await harness.store.get("hiring-headshots", key);
      expect(object?.contentType).toBe("image/webp");
    });

    it.each([
      "/files/profile-pictures/../../auth-secret",
      "/files/profile-pictures/%2e%2e/%2e%2e/auth-secret",
      "/files/profile-pictures/..%2f..%2fauth-secret",
      "/files/profile-pictures/2026/11/..%2F..%2F..%2Fx.webp",
      "/files/profile-pictures/",
      "/files/nope/a.webp",
      "/files/__proto__/a.webp",
      "/files/profile-pictures/2026/11/missing.webp",
      "/files/profile-pictures/2026/11/a.webp.tmp",
    ])("answers 404 to %s", async (url) => {
      const response = await fetchFile(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toMatch(/application\/json/);
    });
  });
});

describe("over a real connection", () => {
  let harness: Harness;
  let origin: string;
  beforeAll(async () => {
    harness = await diskHarness();
    origin = await harness.t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await harness.stop();
  });

  const post = (parts: MultipartPart[]) => {
    const { payload, headers } = multipartBody(parts);
    return fetch(`${origin}/api/test/upload/profile-pictures`, { method: "POST", headers, body: new Uint8Array(payload) });
  };

  it("answers a 30 MB upload with 413 and its message (not a reset connection), then serves the next request", async () => {
    const png = await pngImage();
    const response = await post([{ name: "file", filename: "huge.png", contentType: "image/png", body: Buffer.concat([png, Buffer.alloc(30 * MEGABYTE)]) }]);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: { code: "payload_too_large", message: "Image size must be less than 5MB", id: "upload.tooLarge", values: { megabytes: 5 } },
    });
    expect((await post([{ name: "file", filename: "ok.png", contentType: "image/png", body: png }])).status).toBe(200);
  });
});

describe("the S3 store", () => {
  let s3: Awaited<ReturnType<typeof startS3rver>>;
  let store: ObjectStore;
  let raw: S3Client;
  beforeAll(async () => {
    s3 = await startS3rver();
    store = createS3Store(s3.config);
    raw = new S3Client({ ...s3.config, credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } });
  });
  afterAll(async () => {
    raw.destroy();
    await s3.stop();
  });

  const rawObject = (key: string) => raw.send(new GetObjectCommand({ Bucket: S3_BUCKET, Key: key }));

  it("keeps 2 MB byte for byte (no checksum framing inside the object)", async () => {
    const body = Buffer.from(Array.from({ length: 2 * MEGABYTE }, (_, index) => (index * 7919) % 251));
    await store.put("vip-profile-images", "u1/2026/11/big.png", body, "image/png");
    expect((await store.get("vip-profile-images", "u1/2026/11/big.png"))?.body.equals(body)).toBe(true);
  });

  it("stores {bucket}/{key} in one S3 bucket, with its type, and caches only public objects", async () => {
    const body = await pngImage();
    await store.put("profile-pictures", "u/2026/11/a.png", body, "image/png");
    await store.put("hiring-headshots", "guest/2026/11/h.png", body, "image/png");
    const publicObject = await rawObject("profile-pictures/u/2026/11/a.png");
    expect([publicObject.ContentType, publicObject.CacheControl]).toEqual(["image/png", "public, max-age=31536000, immutable"]);
    expect((await rawObject("hiring-headshots/guest/2026/11/h.png")).CacheControl).toBe("private, no-store");
  });

  it("reads a missing object as null, deletes, and refuses keys it could not have made", async () => {
    expect(await store.get("profile-pictures", "u/2026/11/missing.png")).toBeNull();
    await store.put("profile-pictures", "u/2026/11/gone.png", await pngImage(), "image/png");
    await store.delete("profile-pictures", "u/2026/11/gone.png");
    expect(await store.get("profile-pictures", "u/2026/11/gone.png")).toBeNull();
    expect(await store.get("profile-pictures", "../hiring-headshots/guest/2026/11/h.png")).toBeNull();
    await expect(store.put("profile-pictures", "../x.png", await pngImage(), "image/png")).rejects.toThrow(/Refusing object key/);
  });

  it("deletes a folder of one bucket, nothing beside it", async () => {
    const body = await pngImage();
    for (let index = 0; index < 3; index++) await store.put("vip-profile-images", `s3gone/2026/11/${index}.png`, body, "image/png");
    await store.put("vip-profile-images", "s3gone2/2026/11/keep.png", body, "image/png");
    await store.put("hiring-headshots", "s3gone/2026/11/keep.png", body, "image/png");
    expect(await store.deleteFolder("vip-profile-images", "s3gone")).toBe(3);
    expect(await store.get("vip-profile-images", "s3gone/2026/11/0.png")).toBeNull();
    expect(await store.get("vip-profile-images", "s3gone2/2026/11/keep.png")).not.toBeNull();
    expect(await store.get("hiring-headshots", "s3gone/2026/11/keep.png")).not.toBeNull();
  });

  it("gives /files URLs (served by the app) without S3_PUBLIC_URL, and S3_PUBLIC_URL ones with it", () => {
    expect(store.publicUrl("profile-pictures", "u/a.webp")).toBe("/files/profile-pictures/u/a.webp");
    const cdn = createS3Store({ ...s3.config, publicUrl: "https://cdn.example.com/media/" });
    expect(cdn.publicUrl("companion-photos", "c1/a.webp")).toBe("https://cdn.example.com/media/companion-photos/c1/a.webp");
  });

  it("is the one createObjectStore picks when S3 is configured", async () => {
    const picked = createObjectStore({ dataDir: "/nonexistent", s3: { ...s3.config, publicUrl: "https://cdn.example.com" } });
    await picked.put("companion-photos", "c/2026/11/p.png", await pngImage(), "image/png");
    expect(await store.get("companion-photos", "c/2026/11/p.png")).not.toBeNull();
    expect(picked.publicUrl("companion-photos", "c/2026/11/p.png")).toBe("https://cdn.example.com/companion-photos/c/2026/11/p.png");
  });
});
