/** The spec's storage buckets (§7); hiring headshots are private (only admins read them, through the server). */
export const buckets = {
  "profile-pictures": { public: true },
  "vip-profile-images": { public: true },
  "hiring-headshots": { public: false },
  "companion-photos": { public: true },
} as const;

export type BucketName = keyof typeof buckets;

export function isBucketName(value: string): value is BucketName {
  return Object.hasOwn(buckets, value);
}

export function isPublicBucket(bucket: BucketName): boolean {
  return buckets[bucket].public;
}
