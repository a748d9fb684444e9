import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { AppError } from "../../http/errors.ts";
import {
  avifImage,
  fakePdf,
  gifImage,
  htmlPage,
  jpegImage,
  jpegWithGps,
  pixelBomb,
  pngImage,
  sidewaysJpeg,
  svgWithScript,
  truncated,
  webpImage,
} from "./fixtures.ts";
import { createJobQueue, type JobQueue } from "./image-queue.ts";
import { MEGAPIXEL, NOT_AN_IMAGE, normalizeImage, sniffImageFormat } from "./images.ts";
import { storageMessages } from "./messages.ts";

async function refusal(input: Buffer | Promise<Buffer>): Promise<AppError> {
  const error = await normalizeImage(await input).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("sniffImageFormat", () => {
  it.each([
    ["jpeg", jpegImage],
    ["png", pngImage],
    ["gif", gifImage],
    ["webp", webpImage],
    ["avif", avifImage],
  ] as const)("recognises %s by its content", async (format, make) => {
    expect(sniffImageFormat(await make())).toBe(format);
  });

  it("recognises AVIF whose major brand is mif1", () => {
    const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypmif1\0\0\0\0mif1avif", "latin1")]);
    expect(sniffImageFormat(ftyp)).toBe("avif");
  });

  it.each([
    ["a PDF", fakePdf()],
    ["an SVG", svgWithScript()],
    ["an HTML page", htmlPage()],
    ["nothing", Buffer.alloc(0)],
    ["a HEIC header", Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypheic\0\0\0\0mif1heic", "latin1")])],
    ["a TIFF header", Buffer.from([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0])],
  ])("does not take %s for an image", (_label, bytes) => {
    expect(sniffImageFormat(bytes)).toBeNull();
  });
});

describe("normalizeImage", () => {
  it.each([
    ["JPEG", jpegImage],
    ["PNG", pngImage],
    ["GIF", gifImage],
    ["WebP", webpImage],
    ["AVIF", avifImage],
  ] as const)("re-encodes a %s as WebP of the same size", async (_format, make) => {
    const image = await normalizeImage(await make(40, 30));
    expect(image).toMatchObject({ contentType: "image/webp", extension: "webp", width: 40, height: 30 });
    const metadata = await sharp(image.body).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["webp", 40, 30]);
  });

  it("drops EXIF, GPS and every other piece of metadata", async () => {
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const { body } = await normalizeImage(original);
    const metadata = await sharp(body).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    for (const text of ["Wingmate Test Camera", "secret owner", "EXIF", "Exif"]) expect(body.includes(Buffer.from(text))).toBe(false);
  });

  it("turns a sideways photo upright (EXIF orientation) before dropping the orientation", async () => {
    const image = await normalizeImage(await sidewaysJpeg());
    expect([image.width, image.height]).toEqual([40, 60]);
    expect((await sharp(image.body).metadata()).orientation).toBeUndefined();
  });

  it("fits large images within maxDimension, keeping the aspect ratio, and never enlarges", async () => {
    expect(await normalizeImage(await pngImage(3000, 1500))).toMatchObject({ width: 2048, height: 1024 });
    expect(await normalizeImage(await pngImage(400, 800), { maxDimension: 200 })).toMatchObject({ width: 100, height: 200 });
    expect(await normalizeImage(await pngImage(20, 10), { maxDimension: 200 })).toMatchObject({ width: 20, height: 10 });
  });

  it.each([
    ["a PDF", fakePdf()],
    ["an SVG with a script", svgWithScript()],
    ["an HTML page", htmlPage()],
    ["a zero-byte file", Buffer.alloc(0)],
    ["random bytes", Buffer.from("not an image at all, just text")],
  ])("refuses %s as not an image (415) with the spec's message", async (_label, bytes) => {
    const error = await refusal(bytes);
    expect([error.status, error.code, error.message]).toEqual([415, "not_an_image", NOT_AN_IMAGE]);
  });

  it.each([
    ["JPEG", jpegWithGps],
    ["PNG", () => pngImage(200, 200)],
    ["WebP", () => webpImage(200, 200)],
    ["GIF", () => gifImage(200, 200)],
  ] as const)("refuses a truncated %s (422)", async (_format, make) => {
    const error = await refusal(truncated(await make()));
    expect([error.status, error.code, error.message]).toEqual([422, "unreadable_image", NOT_AN_IMAGE]);
  });

  it("refuses an image with a valid header and corrupt data", async () => {
    const png = await pngImage(64, 64);
    const corrupt = Buffer.from(png);
    corrupt.fill(0x41, 60, png.length - 20);
    expect((await refusal(corrupt)).status).toBe(422);
  });

  it("refuses a pixel bomb from its header, without decoding it", async () => {
    const decodes: string[] = [];
    const watching: JobQueue = { run: (job) => (decodes.push("decode"), job()), stats: () => ({ running: 0, waiting: 0, started: 0, refused: 0 }) };
    const error = await normalizeImage(await pixelBomb(), { queue: watching }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect([(error as AppError).status, (error as AppError).code, (error as AppError).sentence]).toEqual([
      422,
      "image_too_many_pixels",
      storageMessages.tooManyPixels(25),
    ]);
    expect(decodes).toEqual([]);
  });

  it("applies a lower pixel cap when asked", async () => {
    const error = await normalizeImage(await pngImage(100, 100), { maxPixels: 9_999 }).catch((caught: unknown) => caught);
    expect((error as AppError).code).toBe("image_too_many_pixels");
  });

  it("refuses a small file that declares too many pixels from its header, without ever decoding it", async () => {
    // 6300 x 6300 of one colour: about 40 megapixels to decode, a few hundred kilobytes to send.
    const wide = await sharp({ create: { width: 6300, height: 6300, channels: 3, background: "#fff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(wide.length).toBeLessThan(512 * 1024);
    const decodes: string[] = [];
    const watching: JobQueue = { run: (job) => (decodes.push("decode"), job()), stats: () => ({ running: 0, waiting: 0, started: 0, refused: 0 }) };
    const error = await normalizeImage(wide, { maxPixels: 16 * MEGAPIXEL, maxDimension: 512, queue: watching }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect([(error as AppError).status, (error as AppError).code, (error as AppError).sentence]).toEqual([
      422,
      "image_too_many_pixels",
      { id: "upload.tooManyPixels", values: { megapixels: 16 } },
    ]);
    expect(decodes).toEqual([]);
    // Within its cap the same kind of image is decoded, in the queue.
    await normalizeImage(await pngImage(64, 64), { maxPixels: 16 * MEGAPIXEL, queue: watching });
    expect(decodes).toEqual(["decode"]);
  });

  it("passes the queue's refusal on: 503 with Retry-After, nothing decoded", async () => {
    const full = createJobQueue({ concurrency: 1, maxWaiting: 0 });
    let release!: () => void;
    const holding = full.run(() => new Promise<void>((resolve) => (release = resolve)));
    const error = await normalizeImage(await pngImage(64, 64), { queue: full }).catch((caught: unknown) => caught);
    expect([(error as AppError).status, (error as AppError).headers?.["retry-after"]]).toEqual([503, "5"]);
    release();
    await holding;
  });
});
