import type { FastifyInstance } from "fastify";
import { notFound } from "../../http/errors.ts";
import { isBucketName, isPublicBucket } from "./buckets.ts";
import type { ObjectStore } from "./store.ts";

/**
 * Serves the public buckets at /files/{bucket}/{key} (the local-disk store, and the S3 store when no
 * S3_PUBLIC_URL is set). Keys are unique, so a file never changes: cache it for a year.
 */
export function registerStorageRoutes(app: FastifyInstance, store: ObjectStore): void {
  app.get<{ Params: { bucket: string; "*": string } }>("/files/:bucket/*", async (request, reply) => {
    const { bucket, "*": key } = request.params;
    if (!isBucketName(bucket) || !isPublicBucket(bucket)) throw notFound("No such file.");
    const object = await store.get(bucket, key);
    if (!object) throw notFound("No such file.");
    return reply
      .header("content-type", object.contentType)
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("content-disposition", "inline")
      .header("cross-origin-resource-policy", "same-origin")
      .send(object.body);
  });
}
