import type { Db } from "../../db/client.ts";
import { consumeAddressLimit, consumeLimit, type LimitRule } from "../../http/rate-limit.ts";
import { storageMessages } from "./messages.ts";

/** The upload routes, each counted on its own. */
export type UploadKind = "avatar" | "member-photo" | "headshot" | "companion-photo" | "event-image";

/**
 * Uploads an hour, per account and per client address (see `addressKey`). Every attempt counts, refused or
 * not: a refused image costs reading and checking too. A member changes a profile picture or a VIP photo a
 * few times in a sitting; an address allows several members behind one router; staff filling the catalogue
 * upload many photos in a row.
 */
export const UPLOAD_LIMITS: Record<UploadKind, { perAccount: number; perAddress: number }> = {
  avatar: { perAccount: 10, perAddress: 30 },
  "member-photo": { perAccount: 20, perAddress: 60 },
  headshot: { perAccount: 10, perAddress: 20 },
  "companion-photo": { perAccount: 100, perAddress: 200 },
  "event-image": { perAccount: 60, perAddress: 120 },
};

const WINDOW_SECONDS = 3600;

/** Who uploads what: the account is null for a guest (a hiring headshot), counted by address only. */
export interface UploadLimitKey {
  db: Db;
  kind: UploadKind;
  userId: string | null;
}

const rule = (limit: number): LimitRule => ({ limit, windowSeconds: WINDOW_SECONDS, message: storageMessages.tooManyUploads });

/** Counts one upload for the client address and the account; throws 429 with Retry-After past either limit. */
export async function consumeUploadLimit(request: { ip: string }, { db, kind, userId }: UploadLimitKey): Promise<void> {
  const limits = UPLOAD_LIMITS[kind];
  await consumeAddressLimit(db, request, `upload-${kind}`, rule(limits.perAddress));
  if (userId) await consumeLimit(db, `upload-${kind}:user:${userId}`, rule(limits.perAccount));
}
