import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type * as S3SdkModule from "@aws-sdk/client-s3";
import type { AppConfig, S3Config } from "../../config.ts";
import { isBucketName, isPublicBucket, type BucketName, type PublicBucketName } from "./buckets.ts";

export interface StoredObject {
  body: Buffer;
  contentType: string;
}

/** Where uploaded files live: local disk by default, any S3-compatible store when S3_* is set. */
export interface ObjectStore {
  put(bucket: BucketName, key: string, body: Buffer, contentType: string): Promise<void>;
  /** null when there is no such object (or the key is not one the server could have made). */
  get(bucket: BucketName, key: string): Promise<StoredObject | null>;
  delete(bucket: BucketName, key: string): Promise<void>;
  /**
   * Deletes every object whose key starts with `folder/` (the folder a user's uploads were made in, see
   * `newObjectKey`), including any a failed request left behind. Answers how many were deleted.
   */
  deleteFolder(bucket: BucketName, folder: string): Promise<number>;
  /** The address a browser reads the object from. Private buckets have none. */
  publicUrl(bucket: PublicBucketName, key: string): string;
}

// ---- Object keys -------------------------------------------------------------------------------

/** Keys are made by the server: folders, a random name, an extension. No dots elsewhere, so no `..`. */
const KEY_PATTERN = /^([A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+\.[a-z0-9]{2,5}$/;

export function isValidObjectKey(key: string): boolean {
  return key.length <= 200 && KEY_PATTERN.test(key);
}

/** A folder `newObjectKey` could have made: one segment of letters, digits, `_` and `-`. */
const FOLDER_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

function assertFolder(bucket: BucketName, folder: string): void {
  if (!isBucketName(bucket)) throw new Error(`Unknown bucket "${String(bucket)}"`);
  if (!FOLDER_PATTERN.test(folder)) throw new Error(`Refusing folder "${folder}"`);
}

/**
 * A fresh object name such as `2026/11/<uuid>.webp`, optionally inside `folder` (a user id, say).
 * Never derived from the uploaded file's name.
 */
export function newObjectKey(extension: string, { folder, now = new Date() }: { folder?: string; now?: Date } = {}): string {
  const month = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, "0")}`;
  const safeFolder = folder?.replace(/[^A-Za-z0-9_-]/g, "");
  const key = `${safeFolder ? `${safeFolder}/` : ""}${month}/${randomUUID()}.${extension}`;
  if (!isValidObjectKey(key)) throw new Error(`Cannot make an object key with extension "${extension}"`);
  return key;
}

const IMAGE_TYPES: Record<string, string> = {
  webp: "image/webp",
  avif: "image/avif",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
};

/** The content type of a key, from its extension; null for anything that is not an image we store. */
export function contentTypeOf(key: string): string | null {
  const extension = key.slice(key.lastIndexOf(".") + 1).toLowerCase();
  return Object.hasOwn(IMAGE_TYPES, extension) ? (IMAGE_TYPES[extension] ?? null) : null;
}

/**
 * Refuses what the server should never ask for (a programming error, hence a plain Error): an unknown
 * bucket, a key it could not have made, or a content type its extension contradicts. The disk store
 * keeps no metadata, so both stores read the type back from the extension.
 */
function assertStorable(bucket: BucketName, key: string, contentType?: string): void {
  if (!isBucketName(bucket)) throw new Error(`Unknown bucket "${String(bucket)}"`);
  if (!isValidObjectKey(key)) throw new Error(`Refusing object key "${key}"`);
  if (contentType !== undefined && contentTypeOf(key) !== contentType) {
    throw new Error(`Object key "${key}" does not match content type "${contentType}"`);
  }
}

/** The content type of an object a reader may ask for; null when no such object can exist. */
const readableType = (bucket: BucketName, key: string) => (isBucketName(bucket) && isValidObjectKey(key) ? contentTypeOf(key) : null);

function localUrl(bucket: PublicBucketName, key: string): string {
  if (!isPublicBucket(bucket)) throw new Error(`Bucket "${String(bucket)}" is private: its objects have no public URL`);
  return `/files/${bucket}/${key}`;
}

const IMMUTABLE = "public, max-age=31536000, immutable";

// ---- Local disk: {dataDir}/uploads/{bucket}/{key} -----------------------------------------------

export function createDiskStore(dataDir: string): ObjectStore {
  const root = path.resolve(dataDir, "uploads");
  const fileOf = (bucket: BucketName, key: string) => path.join(root, bucket, ...key.split("/"));
  return {
    async put(bucket, key, body, contentType) {
      assertStorable(bucket, key, contentType);
      const file = fileOf(bucket, key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename (atomic on one file system): a reader never sees half a file.
      const temporary = `${file}.${randomUUID()}.tmp`;
      try {
        await writeFile(temporary, body);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(bucket, key) {
      const contentType = readableType(bucket, key);
      if (!contentType) return null;
      try {
        return { body: await readFile(fileOf(bucket, key)), contentType };
      } catch (error) {
        if (isErrorWithCode(error, "ENOENT") || isErrorWithCode(error, "EISDIR")) return null;
        throw error;
      }
    },
    async delete(bucket, key) {
      assertStorable(bucket, key);
      await rm(fileOf(bucket, key), { force: true });
    },
    async deleteFolder(bucket, folder) {
      assertFolder(bucket, folder);
      const directory = path.join(root, bucket, folder);
      const files = await readdir(directory, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
        if (isErrorWithCode(error, "ENOENT")) return [];
        throw error;
      });
      await rm(directory, { recursive: true, force: true });
      return files.filter((entry) => entry.isFile()).length;
    },
    publicUrl: localUrl,
  };
}

function isErrorWithCode(error: unknown, code: string): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === code;
}

// ---- S3: one S3 bucket, object key {bucket}/{key} -----------------------------------------------
// With S3_PUBLIC_URL, grant public read only on the public prefixes (profile-pictures/*,
// companion-photos/*, event-images/*), never on hiring-headshots/*, vip-profile-images/* or the whole bucket.

export function createS3Store(s3: S3Config): ObjectStore {
  // The SDK is large: it loads on the first storage call, not when the server starts.
  let connection: Promise<S3Connection> | undefined;
  const connect = () => (connection ??= connectS3(s3));
  const objectKey = (bucket: BucketName, key: string) => `${bucket}/${key}`;
  const publicBase = s3.publicUrl?.replace(/\/+$/, "");
  return {
    async put(bucket, key, body, contentType) {
      assertStorable(bucket, key, contentType);
      const cacheControl = isPublicBucket(bucket) ? IMMUTABLE : "private, no-store";
      const { client, sdk } = await connect();
      await client.send(
        new sdk.PutObjectCommand({ Bucket: s3.bucket, Key: objectKey(bucket, key), Body: body, ContentType: contentType, CacheControl: cacheControl }),
      );
    },
    async get(bucket, key) {
      const contentType = readableType(bucket, key);
      if (!contentType) return null;
      const { client, sdk } = await connect();
      try {
        const result = await client.send(new sdk.GetObjectCommand({ Bucket: s3.bucket, Key: objectKey(bucket, key) }));
        const bytes = await result.Body?.transformToByteArray();
        return bytes ? { body: Buffer.from(bytes), contentType } : null;
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw error;
      }
    },
    async delete(bucket, key) {
      assertStorable(bucket, key);
      const { client, sdk } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: s3.bucket, Key: objectKey(bucket, key) }));
    },
    async deleteFolder(bucket, folder) {
      assertFolder(bucket, folder);
      const { client, sdk } = await connect();
      let deleted = 0;
      let continuationToken: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({ Bucket: s3.bucket, Prefix: `${bucket}/${folder}/`, ContinuationToken: continuationToken }),
        );
        // One request per object: every S3-compatible store has DeleteObject; a user has only a few files.
        for (const object of page.Contents ?? []) {
          if (!object.Key) continue;
          await client.send(new sdk.DeleteObjectCommand({ Bucket: s3.bucket, Key: object.Key }));
          deleted += 1;
        }
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuationToken);
      return deleted;
    },
    publicUrl(bucket, key) {
      const local = localUrl(bucket, key);
      return publicBase ? `${publicBase}/${bucket}/${key}` : local;
    },
  };
}

type S3Sdk = typeof S3SdkModule;
interface S3Connection {
  sdk: S3Sdk;
  client: InstanceType<S3Sdk["S3Client"]>;
}

async function connectS3(s3: S3Config): Promise<S3Connection> {
  const sdk = await import("@aws-sdk/client-s3");
  const client = new sdk.S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    // With the SDK's defaults some S3-compatible stores keep the checksum framing inside the object.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // A stalled store must fail the request, not hold it (and a proxied /files answer) forever.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000, throwOnRequestTimeout: true },
  });
  return { sdk, client };
}

function isMissingObject(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { name, $metadata } = error as { name?: unknown; $metadata?: { httpStatusCode?: number } };
  return name === "NoSuchKey" || name === "NotFound" || $metadata?.httpStatusCode === 404;
}

// ---- Choice and helpers ------------------------------------------------------------------------

/** S3 when S3_BUCKET and its credentials are set, otherwise the local disk under DATA_DIR. */
export function createObjectStore(config: Pick<AppConfig, "dataDir" | "s3">): ObjectStore {
  return config.s3 ? createS3Store(config.s3) : createDiskStore(config.dataDir);
}

/** The key of an object from its public URL (to delete a replaced picture), or null when not one of ours. */
export function keyFromPublicUrl(store: ObjectStore, bucket: PublicBucketName, url: string): string | null {
  const prefix = store.publicUrl(bucket, "");
  const key = url.startsWith(prefix) ? url.slice(prefix.length) : "";
  return isValidObjectKey(key) ? key : null;
}
