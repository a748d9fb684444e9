import { isPublicBucket, type BucketName, type PublicBucketName } from "./buckets.ts";
import { MEGAPIXEL, normalizeImage, type NormalizeOptions } from "./images.ts";
import { newObjectKey, type ObjectStore } from "./store.ts";

export interface SavedImage<B extends BucketName = BucketName> {
  key: string;
  /** Where a browser reads it; null for a private bucket (only server code reads those, by key). */
  url: B extends PublicBucketName ? string : null;
  width: number;
  height: number;
}

export interface SaveImageOptions extends NormalizeOptions {
  /** A folder for the new key, such as the owner's user id. */
  folder?: string;
}

/**
 * The most pixels an upload may declare, by the bucket it goes to (each bucket is one use). Decoding costs
 * time in proportion to the pixels; what is kept is at most 512 px (a profile picture) or 1200 to 1600 px
 * (the other uses) on its longest side. The caps still take a phone's photo as it comes, since the pages
 * upload the file the member picked: 16 megapixels holds the usual 12 MP camera (4032 x 3024, 4080 x 3072),
 * 25 megapixels a 24 MP camera (6000 x 4000).
 */
export const MAX_PIXELS_BY_BUCKET: Record<BucketName, number> = {
  "profile-pictures": 16 * MEGAPIXEL,
  "vip-profile-images": 25 * MEGAPIXEL,
  "hiring-headshots": 25 * MEGAPIXEL,
  "companion-photos": 25 * MEGAPIXEL,
  "event-images": 25 * MEGAPIXEL,
};

/**
 * Checks and re-encodes an uploaded image (see normalizeImage; the pixel cap is the bucket's unless
 * `maxPixels` says otherwise), then stores it under a new server-made name.
 */
export async function saveImage<B extends BucketName>(store: ObjectStore, bucket: B, upload: Buffer, options: SaveImageOptions = {}): Promise<SavedImage<B>> {
  const image = await normalizeImage(upload, { maxPixels: MAX_PIXELS_BY_BUCKET[bucket], ...options });
  const key = newObjectKey(image.extension, { folder: options.folder });
  await store.put(bucket, key, image.body, image.contentType);
  const url = (isPublicBucket(bucket) ? store.publicUrl(bucket, key) : null) as SavedImage<B>["url"];
  return { key, url, width: image.width, height: image.height };
}
