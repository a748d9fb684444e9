import { AppError } from "../../http/errors.ts";
import { imageQueue, type JobQueue } from "./image-queue.ts";
import { storageMessages } from "./messages.ts";

/** The spec's message for anything that is not a usable image (§5 Headshot). */
export const NOT_AN_IMAGE = storageMessages.notAnImage;

export interface NormalizedImage {
  body: Buffer;
  contentType: "image/webp";
  extension: "webp";
  width: number;
  height: number;
}

export const MEGAPIXEL = 1_000_000;

export interface NormalizeOptions {
  /**
   * Refuse images that declare more pixels than this, from their header, before decoding them: decoding
   * costs CPU time and memory in proportion to the pixels, whatever the file's size (a 128 KB PNG can
   * declare 40 megapixels). Fit it to the use (see MAX_PIXELS_BY_BUCKET). Default 25 megapixels.
   */
  maxPixels?: number;
  /** The longest side after resizing. */
  maxDimension?: number;
  /** Where the decoding waits its turn; the shared `imageQueue` unless a test passes its own. */
  queue?: JobQueue;
}

export type RasterFormat = "jpeg" | "png" | "gif" | "webp" | "avif";

const AVIF_BRANDS = new Set(["avif", "avis"]);

/**
 * The raster format of some bytes, recognised by their first bytes, never by file name or declared
 * type; null for anything else (SVG, PDF, HTML, TIFF, HEIC, empty...).
 */
export function sniffImageFormat(bytes: Buffer): RasterFormat | null {
  const startsWith = (signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  const ascii = (offset: number, length: number) => bytes.subarray(offset, offset + length).toString("latin1");
  if (startsWith([0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (ascii(0, 6) === "GIF87a" || ascii(0, 6) === "GIF89a") return "gif";
  if (ascii(0, 4) === "RIFF" && ascii(8, 4) === "WEBP") return "webp";
  if (ascii(4, 4) === "ftyp" && ftypBrands(bytes).some((brand) => AVIF_BRANDS.has(brand))) return "avif";
  return null;
}

/** The major and compatible brands of an ISO-BMFF `ftyp` box (AVIF often says `mif1` first). */
function ftypBrands(bytes: Buffer): string[] {
  const boxEnd = Math.min(bytes.length >= 4 ? bytes.readUInt32BE(0) : 0, bytes.length, 64);
  const brands = [bytes.subarray(8, 12).toString("latin1")];
  for (let offset = 16; offset + 4 <= boxEnd; offset += 4) brands.push(bytes.subarray(offset, offset + 4).toString("latin1"));
  return brands;
}

const notAnImage = () => new AppError(415, "not_an_image", NOT_AN_IMAGE);

const tooManyPixels = (maxPixels: number) =>
  new AppError(422, "image_too_many_pixels", storageMessages.tooManyPixels(Number((maxPixels / MEGAPIXEL).toFixed(1))));

/** Truncated, corrupt or over sharp's own pixel limit: a clear message, a code that says which, nothing of the decoder. */
function unreadableImage(error: unknown, maxPixels: number): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof Error && /pixel limit/i.test(error.message)) return tooManyPixels(maxPixels);
  return new AppError(422, "unreadable_image", NOT_AN_IMAGE);
}

/** sharp (libvips, ~20 MB resident) is loaded on the first image, not at start: most starts never resize one. */
export const loadSharp = async () => (await import("sharp")).default;

/**
 * Accepts an upload only when its content is a raster image whose header declares at most `maxPixels`
 * (read without decoding, so an oversized image is refused at the cost of reading a few bytes). Then, in
 * its turn in the image queue, decodes it (sharp's `limitInputPixels` as a second guard, refusing truncated
 * or corrupt data), turns it upright, fits it within `maxDimension` and re-encodes it as WebP: whatever
 * metadata it carried (EXIF, GPS, XMP, comments) is gone.
 */
export async function normalizeImage(
  input: Buffer,
  { maxPixels = 25 * MEGAPIXEL, maxDimension = 2048, queue = imageQueue }: NormalizeOptions = {},
): Promise<NormalizedImage> {
  if (!sniffImageFormat(input)) throw notAnImage();
  try {
    const sharp = await loadSharp();
    const options = { limitInputPixels: maxPixels, failOn: "error", animated: false } as const;
    // Only the first frame of an animation is decoded (animated: false), so its pixels are what count.
    const { width = 0, height = 0, pageHeight } = await sharp(input, options).metadata();
    if (width * (pageHeight ?? height) > maxPixels) throw tooManyPixels(maxPixels);
    const { data, info } = await queue.run(() =>
      sharp(input, options)
        .rotate()
        .resize({ width: maxDimension, height: maxDimension, fit: "inside", withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true }),
    );
    return { body: data, contentType: "image/webp", extension: "webp", width: info.width, height: info.height };
  } catch (error) {
    throw unreadableImage(error, maxPixels);
  }
}
