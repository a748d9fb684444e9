import type { FastifyInstance } from "fastify";
import { notFound } from "../../http/errors.ts";
import { isBucketName, isPublicBucket } from "./buckets.ts";
import { storageMessages } from "./messages.ts";
import type { ObjectStore } from "./store.ts";

/**
 * What a stored file is served with. Keys are unique, so a file never changes: cache it for a year.
 * The policy is the one for user content: nothing in it may run, even if opened as a page.
 */
const FILE_HEADERS = {
  "cache-control": "public, max-age=31536000, immutable",
  "content-disposition": "inline",
  "x-content-type-options": "nosniff",
  "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  "cross-origin-resource-policy": "same-origin",
} as const;

/** A private file, served by a route that checked who asks: the same policy, kept out of shared caches. */
export const PRIVATE_FILE_HEADERS = { ...FILE_HEADERS, "cache-control": "private, max-age=3600" } as const;

/**
 * Serves the public buckets at /files/{bucket}/{key}: the local-disk store, and the S3 store when no
 * S3_PUBLIC_URL is set. The private bucket, unknown buckets, odd keys and missing objects are all 404.
 */
export function registerStorageRoutes(app: FastifyInstance, store: ObjectStore): void {
  app.get<{ Params: { bucket: string; "*": string } }>("/files/:bucket/*", async (request, reply) => {
    const { bucket, "*": key } = request.params;
    if (!isBucketName(bucket) || !isPublicBucket(bucket)) throw notFound(storageMessages.noSuchFile);
    const object = await store.get(bucket, key);
    if (!object) throw notFound(storageMessages.noSuchFile);
    return reply.headers(FILE_HEADERS).type(object.contentType).send(object.body);
  });
}
