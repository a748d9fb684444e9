import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BucketName, PublicBucketName } from "./buckets.ts";
import { pngImage } from "./fixtures.ts";
import { contentTypeOf, createDiskStore, createObjectStore, isValidObjectKey, keyFromPublicUrl, newObjectKey, type ObjectStore } from "./store.ts";

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}";

describe("object keys", () => {
  it("are made by the server: year/month/uuid.extension", () => {
    const key = newObjectKey("webp", { now: new Date("2026-11-03T10:00:00Z") });
    expect(key).toMatch(new RegExp(`^2026/11/${UUID}\\.webp$`));
    expect(newObjectKey("webp")).not.toBe(newObjectKey("webp"));
  });

  it("may sit in a folder, cleaned of anything but letters, digits, _ and -", () => {
    expect(newObjectKey("webp", { folder: "user_1", now: new Date("2026-01-31T23:59:59Z") })).toMatch(new RegExp(`^user_1/2026/01/${UUID}\\.webp$`));
    expect(newObjectKey("webp", { folder: "../../etc" })).toMatch(new RegExp(`^etc/\\d{4}/\\d{2}/${UUID}\\.webp$`));
    expect(newObjectKey("webp", { folder: "../" })).toMatch(new RegExp(`^\\d{4}/\\d{2}/${UUID}\\.webp$`));
  });

  it("refuse an extension that is not one", () => {
    expect(() => newObjectKey("../x")).toThrow();
  });

  it("are validated: no traversal, no absolute paths, no empty segments, one extension", () => {
    expect(isValidObjectKey("user_1/2026/11/0b5c.webp")).toBe(true);
    const refused = [
      "../x.webp",
      "a/../b.webp",
      "a//b.webp",
      "/a.webp",
      "a\\b.webp",
      "a/b",
      "a/.webp",
      "a/b.webp/",
      ".hidden.webp",
      "a/b.webp.tmp",
      "a b.webp",
      "a/%2e%2e/b.webp",
      "",
    ];
    for (const key of refused) expect(isValidObjectKey(key), key).toBe(false);
    expect(isValidObjectKey(`${"a".repeat(200)}.webp`)).toBe(false);
  });

  it("carry their content type in the extension; only images have one", () => {
    expect(contentTypeOf("a/b.webp")).toBe("image/webp");
    expect(contentTypeOf("a/b.jpg")).toBe("image/jpeg");
    expect(contentTypeOf("a/b.avif")).toBe("image/avif");
    expect(contentTypeOf("a/b.html")).toBeNull();
    expect(contentTypeOf("a/b.svg")).toBeNull();
    expect(contentTypeOf("a/b.constructor")).toBeNull();
  });
});

describe("the disk store", () => {
  let dataDir: string;
  let store: ObjectStore;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "wingmate-disk-store-"));
    store = createDiskStore(dataDir);
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it("writes {dataDir}/uploads/{bucket}/{key}, reads it back, and deletes it", async () => {
    const body = await pngImage();
    await store.put("profile-pictures", "u1/2026/11/a.png", body, "image/png");
    const file = path.join(dataDir, "uploads", "profile-pictures", "u1", "2026", "11", "a.png");
    expect((await stat(file)).size).toBe(body.length);
    expect(await store.get("profile-pictures", "u1/2026/11/a.png")).toEqual({ body, contentType: "image/png" });
    await store.delete("profile-pictures", "u1/2026/11/a.png");
    expect(await store.get("profile-pictures", "u1/2026/11/a.png")).toBeNull();
    await store.delete("profile-pictures", "u1/2026/11/a.png"); // deleting twice is fine
  });

  it("replaces a file whole and leaves no temporary files behind", async () => {
    const versions = await Promise.all(Array.from({ length: 8 }, (_, index) => pngImage(10 + index, 10)));
    await Promise.all(versions.map((body) => store.put("companion-photos", "c/x.png", body, "image/png")));
    expect(await readdir(path.join(dataDir, "uploads", "companion-photos", "c"))).toEqual(["x.png"]);
    const read = await store.get("companion-photos", "c/x.png");
    expect(versions.some((body) => read?.body.equals(body))).toBe(true);
  });

  it("refuses to write keys the server could not have made, unknown buckets, and mismatched types", async () => {
    const body = await pngImage();
    await expect(store.put("profile-pictures", "../../auth-secret.png", body, "image/png")).rejects.toThrow(/Refusing object key/);
    await expect(store.put("profile-pictures", "a/b.html", body, "text/html")).rejects.toThrow(/content type/);
    await expect(store.put("profile-pictures", "a/b.png", body, "image/webp")).rejects.toThrow(/content type/);
    await expect(store.put("../.." as BucketName, "a/b.png", body, "image/png")).rejects.toThrow(/Unknown bucket/);
    await expect(store.delete("profile-pictures", "../x.png")).rejects.toThrow(/Refusing object key/);
  });

  it("reads nothing outside its folder, and nothing that is not an image", async () => {
    await writeFile(path.join(dataDir, "outside.png"), await pngImage());
    expect(await store.get("profile-pictures", "../../outside.png")).toBeNull();
    expect(await store.get("__proto__" as BucketName, "a.png")).toBeNull();
    await mkdir(path.join(dataDir, "uploads", "profile-pictures", "folder.png"), { recursive: true });
    expect(await store.get("profile-pictures", "folder.png")).toBeNull();
  });

  it("deletes a whole folder of one bucket, nothing beside it, and refuses a folder it could not have made", async () => {
    const body = await pngImage();
    await store.put("vip-profile-images", "gone_1/2026/11/a.png", body, "image/png");
    await store.put("vip-profile-images", "gone_1/2026/12/b.png", body, "image/png");
    await store.put("vip-profile-images", "gone_10/2026/11/c.png", body, "image/png");
    await store.put("hiring-headshots", "gone_1/2026/11/d.png", body, "image/png");
    expect(await store.deleteFolder("vip-profile-images", "gone_1")).toBe(2);
    expect(await store.get("vip-profile-images", "gone_1/2026/11/a.png")).toBeNull();
    expect(await store.get("vip-profile-images", "gone_10/2026/11/c.png")).not.toBeNull();
    expect(await store.get("hiring-headshots", "gone_1/2026/11/d.png")).not.toBeNull();
    expect(await store.deleteFolder("vip-profile-images", "never_there")).toBe(0);
    for (const folder of ["..", "a/b", "", "."]) await expect(store.deleteFolder("vip-profile-images", folder)).rejects.toThrow(/Refusing folder/);
  });

  it("gives public URLs under /files, and none for the private bucket", () => {
    expect(store.publicUrl("profile-pictures", "u/2026/11/a.webp")).toBe("/files/profile-pictures/u/2026/11/a.webp");
    expect(() => store.publicUrl("vip-profile-images" as PublicBucketName, "a.webp")).toThrow(/private/);
    expect(() => store.publicUrl("hiring-headshots" as PublicBucketName, "a.webp")).toThrow(/private/);
  });

  it("finds the key back from a public URL, and only from one of its own", () => {
    expect(keyFromPublicUrl(store, "profile-pictures", "/files/profile-pictures/u/2026/11/a.webp")).toBe("u/2026/11/a.webp");
    expect(keyFromPublicUrl(store, "profile-pictures", "/files/vip-profile-images/u/a.webp")).toBeNull();
    expect(keyFromPublicUrl(store, "profile-pictures", "/files/profile-pictures/../x.webp")).toBeNull();
    expect(keyFromPublicUrl(store, "profile-pictures", "https://elsewhere.example/a.webp")).toBeNull();
  });

  it("is the one createObjectStore picks without S3 settings", () => {
    expect(createObjectStore({ dataDir, s3: undefined }).publicUrl("profile-pictures", "a.webp")).toBe("/files/profile-pictures/a.webp");
  });
});
