import sharp from "sharp";
import { AppError } from "../../http/errors.ts";

/** The spec's message for anything that is not an image (§5 Headshot). */
export const NOT_AN_IMAGE = "Please select an image file";

export interface NormalizedImage {
  body: Buffer;
  contentType: "image/webp";
  extension: "webp";
  width: number;
  height: number;
}

export interface NormalizeOptions {
  /** Refuse images with more pixels than this before decoding them (decompression bombs). */
  maxPixels?: number;
  /** The longest side after resizing. */
  maxDimension?: number;
}

/** Raster formats recognised by their first bytes, never by file name or declared type. */
function looksLikeRasterImage(bytes: Buffer): boolean {
  const startsWith = (signature: number[], offset = 0) => signature.every((byte, index) => bytes[offset + index] === byte);
  const ascii = (text: string, offset: number) => bytes.subarray(offset, offset + text.length).toString("latin1") === text;
  if (startsWith([0xff, 0xd8, 0xff])) return true; // JPEG
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return true; // PNG
  if (ascii("GIF87a", 0) || ascii("GIF89a", 0)) return true;
  if (ascii("RIFF", 0) && ascii("WEBP", 8)) return true;
  if (ascii("ftyp", 4)) return ["avif", "avis", "heic", "heix", "mif1"].includes(bytes.subarray(8, 12).toString("latin1")); // AVIF / HEIF
  return false;
}

const notAnImage = () => new AppError(415, "not_an_image", NOT_AN_IMAGE);

/**
 * Accepts an upload only when its content is a raster image, decodes it with a pixel cap, turns it
 * upright and re-encodes it as WebP: whatever metadata it carried (EXIF, GPS, comments) is gone.
 */
export async function normalizeImage(input: Buffer, { maxPixels = 40_000_000, maxDimension = 2048 }: NormalizeOptions = {}): Promise<NormalizedImage> {
  if (input.length === 0 || !looksLikeRasterImage(input)) throw notAnImage();
  try {
    const { data, info } = await sharp(input, { limitInputPixels: maxPixels, failOn: "warning", animated: false })
      .rotate()
      .resize({ width: maxDimension, height: maxDimension, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { body: data, contentType: "image/webp", extension: "webp", width: info.width, height: info.height };
  } catch {
    // Truncated, corrupt, or larger than the pixel cap: the same answer, nothing about the decoder.
    throw new AppError(422, "unreadable_image", `${NOT_AN_IMAGE}: this one could not be read.`);
  }
}
