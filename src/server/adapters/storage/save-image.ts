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
export async function saveImage<B extends BucketName>(store: ObjectStore, bucket: B, upload: Buffer, options?: SaveImageOptions): Promise<SavedImage<B>>;
/** @deprecated The older form: pass the folder as `options.folder`. */
export async function saveImage<B extends BucketName>(store: ObjectStore, bucket: B, folder: string, upload: Buffer, options?: NormalizeOptions): Promise<SavedImage<B>>;
export async function saveImage(store: ObjectStore, bucket: BucketName, ...args: SaveImageArguments): Promise<SavedImage> {
  const [upload, options] = uploadAndOptions(args);
  const image = await normalizeImage(upload, options);
  const key = newObjectKey(image.extension, { folder: options.folder });
  await store.put(bucket, key, image.body, image.contentType);
  const url = isPublicBucket(bucket) ? store.publicUrl(bucket, key) : null;
  return { key, url, width: image.width, height: image.height };
}

type LegacyArguments = [folder: string, upload: Buffer, options?: NormalizeOptions];
type SaveImageArguments = [upload: Buffer, options?: SaveImageOptions] | LegacyArguments;

const isLegacy = (args: SaveImageArguments): args is LegacyArguments => typeof args[0] === "string";

function uploadAndOptions(args: SaveImageArguments): [Buffer, SaveImageOptions] {
  if (isLegacy(args)) return [args[1], { ...args[2], folder: args[0] }];
  return [args[0], args[1] ?? {}];
}
