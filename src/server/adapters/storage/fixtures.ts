import { randomBytes } from "node:crypto";
import sharp from "sharp";

/** Test images made on the fly (no binary files in the repository). */

const solid = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: { r: 200, g: 40, b: 90, alpha: 1 } } });

/** A JPEG from a "camera": maker, owner and where it was taken (Miami). */
export async function jpegWithGps(): Promise<Buffer> {
  return solid(64, 48)
    .jpeg()
    .withExif({
      IFD0: { Make: "Wingmate Test Camera", Copyright: "secret owner" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "25/1 46/1 3000/100", GPSLongitudeRef: "W", GPSLongitude: "80/1 7/1 4000/100" },
    })
    .toBuffer();
}

export const pngImage = (width = 32, height = 32) =>
  sharp({ create: { width, height, channels: 4, background: { r: 10, g: 120, b: 200, alpha: 1 } } })
    .png()
    .toBuffer();

export const jpegImage = (width = 32, height = 32) => solid(width, height).jpeg().toBuffer();
export const webpImage = (width = 32, height = 32) => solid(width, height).webp().toBuffer();
export const gifImage = (width = 32, height = 32) => solid(width, height).gif().toBuffer();
export const avifImage = (width = 32, height = 32) => solid(width, height).avif({ effort: 0 }).toBuffer();

/** Stored 60 wide and 40 high, with EXIF orientation 6: shown (and to be kept) 40 wide and 60 high. */
export const sidewaysJpeg = () => solid(60, 40).jpeg().withMetadata({ orientation: 6 }).toBuffer();

let bomb: Promise<Buffer> | undefined;

/** 10,000 x 10,000 pixels of white in a few hundred kilobytes: 100 megapixels once decoded. Made once (a second). */
export const pixelBomb = () =>
  (bomb ??= sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: "#fff" } })
    .png({ compressionLevel: 9 })
    .toBuffer());

export const truncated = (image: Buffer) => image.subarray(0, Math.floor(image.length / 2));

export const fakePdf = () => Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

export const svgWithScript = () =>
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>');

export const htmlPage = () => Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>");

export type MultipartPart = { name: string; value: string } | { name: string; filename: string; contentType: string; body: Buffer };

/** A multipart/form-data body, as a browser builds it, from fields and files in order. */
export function multipartBody(parts: MultipartPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----wingmate${randomBytes(8).toString("hex")}`;
  const chunks = parts.flatMap((part) => {
    const disposition =
      "filename" in part
        ? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}`
        : `form-data; name="${part.name}"`;
    const body = "filename" in part ? part.body : Buffer.from(part.value);
    return [Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`), body, Buffer.from("\r\n")];
  });
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}
