import { isPublicBucket, type BucketName, type PublicBucketName } from "./buckets.ts";
import { normalizeImage, type NormalizeOptions } from "./images.ts";
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

/** Checks and re-encodes an uploaded image (see normalizeImage), then stores it under a new server-made name. */
export async function saveImage<B extends BucketName>(store: ObjectStore, bucket: B, upload: Buffer, options: SaveImageOptions = {}): Promise<SavedImage<B>> {
  const image = await normalizeImage(upload, options);
  const key = newObjectKey(image.extension, { folder: options.folder });
  await store.put(bucket, key, image.body, image.contentType);
  const url = (isPublicBucket(bucket) ? store.publicUrl(bucket, key) : null) as SavedImage<B>["url"];
  return { key, url, width: image.width, height: image.height };
}
