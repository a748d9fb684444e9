/**
 * The spec's storage buckets (§7). Hiring headshots and member-profile images are private: never served at
 * /files, never given a public URL; server routes read them for those allowed (admins; a member profile's
 * owner, and wing women while it is public).
 */
export const buckets = {
  "profile-pictures": { public: true },
  "vip-profile-images": { public: false },
  "hiring-headshots": { public: false },
  "companion-photos": { public: true },
  "event-images": { public: true },
} as const satisfies Record<string, { public: boolean }>;

export type BucketName = keyof typeof buckets;

/** The buckets a browser may read; only these have a public URL. */
export type PublicBucketName = { [B in BucketName]: (typeof buckets)[B]["public"] extends true ? B : never }[BucketName];

export function isBucketName(value: string): value is BucketName {
  return Object.hasOwn(buckets, value);
}

export function isPublicBucket(bucket: BucketName): bucket is PublicBucketName {
  return buckets[bucket].public;
}
