import sharp from "sharp";

/** Test images made on the fly (no binary files in the repository). */
export async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: "Wingmate Test Camera", Copyright: "secret owner" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "25/1 46/1 3000/100", GPSLongitudeRef: "W", GPSLongitude: "80/1 7/1 4000/100" },
    })
    .toBuffer();
}

export const pngImage = (width = 32, height = 32) =>
  sharp({ create: { width, height, channels: 4, background: { r: 10, g: 120, b: 200, alpha: 1 } } }).png().toBuffer();

export const fakePdf = () => Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

export const svgWithScript = () =>
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>');
