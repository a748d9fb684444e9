import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import type { AppConfig, S3Config } from "../../config.ts";
import type { BucketName } from "./buckets.ts";

export interface StoredObject {
  body: Buffer;
  contentType: string;
}

/** Where uploaded files live: local disk by default, any S3-compatible store when S3_* is set. */
export interface ObjectStore {
  readonly kind: "disk" | "s3";
  put(bucket: BucketName, key: string, body: Buffer, contentType: string): Promise<void>;
  get(bucket: BucketName, key: string): Promise<StoredObject | null>;
  delete(bucket: BucketName, key: string): Promise<void>;
  /** The address a browser reads the object from. */
  publicUrl(bucket: BucketName, key: string): string;
}

/** Keys are made by the server: a folder, a random name, an extension. Nothing else is accepted. */
const KEY_PATTERN = /^([A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+\.[a-z0-9]{2,5}$/;

export function isValidObjectKey(key: string): boolean {
  return key.length <= 200 && KEY_PATTERN.test(key);
}

/** A fresh object name in `folder` (a user id, say): never derived from the uploaded file's name. */
export function newObjectKey(folder: string, extension: string): string {
  return `${folder.replace(/[^A-Za-z0-9_-]/g, "")}/${randomUUID()}.${extension}`;
}

const CONTENT_TYPES: Record<string, string> = {
  webp: "image/webp",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  avif: "image/avif",
  gif: "image/gif",
};

export const contentTypeOf = (key: string) => CONTENT_TYPES[key.slice(key.lastIndexOf(".") + 1)] ?? "application/octet-stream";

const localUrl = (bucket: BucketName, key: string) => `/files/${bucket}/${key}`;

function assertKey(key: string): void {
  if (!isValidObjectKey(key)) throw new Error(`Refusing object key "${key}"`);
}

export function createDiskStore(dataDir: string): ObjectStore {
  const root = path.join(dataDir, "uploads");
  const fileOf = (bucket: BucketName, key: string) => {
    assertKey(key);
    return path.join(root, bucket, ...key.split("/"));
  };
  return {
    kind: "disk",
    async put(bucket, key, body) {
      const file = fileOf(bucket, key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename: a reader never sees half a file.
      const temporary = `${file}.${randomUUID()}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, file);
    },
    async get(bucket, key) {
      if (!isValidObjectKey(key)) return null;
      try {
        return { body: await readFile(fileOf(bucket, key)), contentType: contentTypeOf(key) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(bucket, key) {
      await rm(fileOf(bucket, key), { force: true });
    },
    publicUrl: localUrl,
  };
}

export function createS3Store(s3: S3Config): ObjectStore {
  const client = new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    // With the SDK's defaults some S3-compatible stores keep the checksum framing inside the object.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  // One S3 bucket; the spec's buckets are key prefixes in it.
  const objectKey = (bucket: BucketName, key: string) => {
    assertKey(key);
    return `${bucket}/${key}`;
  };
  return {
    kind: "s3",
    async put(bucket, key, body, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: s3.bucket, Key: objectKey(bucket, key), Body: body, ContentType: contentType, CacheControl: "public, max-age=31536000, immutable" }),
      );
    },
    async get(bucket, key) {
      if (!isValidObjectKey(key)) return null;
      try {
        const result = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: objectKey(bucket, key) }));
        const bytes = await result.Body?.transformToByteArray();
        return bytes ? { body: Buffer.from(bytes), contentType: result.ContentType ?? contentTypeOf(key) } : null;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === "NoSuchKey") return null;
        throw error;
      }
    },
    async delete(bucket, key) {
      await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: objectKey(bucket, key) }));
    },
    publicUrl: (bucket, key) => (s3.publicUrl ? `${s3.publicUrl.replace(/\/+$/, "")}/${bucket}/${key}` : localUrl(bucket, key)),
  };
}

export function createObjectStore(config: Pick<AppConfig, "dataDir" | "s3">): ObjectStore {
  return config.s3 ? createS3Store(config.s3) : createDiskStore(config.dataDir);
}

/** The key of an object from its public URL (to delete a replaced picture), or null when not one of ours. */
export function keyFromPublicUrl(store: ObjectStore, bucket: BucketName, url: string): string | null {
  const prefix = store.publicUrl(bucket, "");
  const key = url.startsWith(prefix) ? url.slice(prefix.length) : "";
  return isValidObjectKey(key) ? key : null;
}
