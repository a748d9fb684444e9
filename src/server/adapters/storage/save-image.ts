import type { BucketName } from "./buckets.ts";
import { normalizeImage, type NormalizeOptions } from "./images.ts";
import { newObjectKey, type ObjectStore } from "./store.ts";

export interface SavedImage {
  key: string;
  url: string;
  width: number;
  height: number;
}

/** Checks and re-encodes an uploaded image, then stores it under a new server-made name in `folder`. */
export async function saveImage(store: ObjectStore, bucket: BucketName, folder: string, upload: Buffer, options?: NormalizeOptions): Promise<SavedImage> {
  const image = await normalizeImage(upload, options);
  const key = newObjectKey(folder, image.extension);
  await store.put(bucket, key, image.body, image.contentType);
  return { key, url: store.publicUrl(bucket, key), width: image.width, height: image.height };
}
