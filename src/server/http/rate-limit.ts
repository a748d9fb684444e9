import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../db/client.ts";
import { rateLimitCounters } from "../db/platform-tables.ts";
import type { Said } from "../../shared/i18n/catalog.ts";
import { tooManyRequests } from "./errors.ts";

export interface LimitRule {
  /** Attempts allowed per window. */
  limit: number;
  windowSeconds: number;
  /** What the user reads when refused: a catalog id (or English where no catalog has it). */
  message: Said;
}

/**
 * Counts one attempt against `key` in a fixed window kept in the database (so every instance shares
 * it) and throws 429 with Retry-After once the limit is passed.
 */
export async function consumeLimit(db: Db, key: string, rule: LimitRule): Promise<void> {
  const [row] = await queryRows<{ count: number; retry_after: number }>(
    db,
    sql`insert into ${rateLimitCounters} (key, count, reset_at)
        values (${key}, 1, now() + make_interval(secs => ${rule.windowSeconds}))
        on conflict (key) do update set
          count = case when ${rateLimitCounters.resetAt} <= now() then 1 else ${rateLimitCounters.count} + 1 end,
          reset_at = case when ${rateLimitCounters.resetAt} <= now() then excluded.reset_at else ${rateLimitCounters.resetAt} end
        returning count, ceil(extract(epoch from (reset_at - now())))::int as retry_after`,
  );
  if (row && row.count > rule.limit) throw tooManyRequests(rule.message, Math.max(1, row.retry_after));
}

/** Throws 429 when `key` has already reached its limit, without counting an attempt. */
export async function assertUnderLimit(db: Db, key: string, rule: LimitRule): Promise<void> {
  const [row] = await queryRows<{ count: number; retry_after: number }>(
    db,
    sql`select count, ceil(extract(epoch from (reset_at - now())))::int as retry_after
        from ${rateLimitCounters} where key = ${key} and reset_at > now()`,
  );
  if (row && row.count >= rule.limit) throw tooManyRequests(rule.message, Math.max(1, row.retry_after));
}

export async function resetLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(sql`${rateLimitCounters.key} = ${key}`);
}

/**
 * The part of a client address a limit counts by: an IPv4 address whole, an IPv6 address by its /64 (one
 * subscriber usually holds a whole /64, so counting whole addresses would let them rotate freely).
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!ip.includes(":")) return ip;
  const [head = "", tail = ""] = ip.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const groups = ip.includes("::") ? [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill("0"), ...tailGroups] : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => (Number.parseInt(group, 16) || 0).toString(16))
    .join(":")}::/64`;
}

/** Counts one attempt of `name` for the request's client address (see `addressKey`). */
export function consumeAddressLimit(db: Db, request: { ip: string }, name: string, rule: LimitRule): Promise<void> {
  return consumeLimit(db, `${name}:ip:${addressKey(request.ip)}`, rule);
}

/**
 * For what a request does quietly (a mail it may send): counts one attempt and says whether it is within
 * `limit`; past it nothing is counted or thrown, and the caller skips the work without telling anyone.
 */
export async function withinQuietLimit(db: Db, key: string, rule: Pick<LimitRule, "limit" | "windowSeconds">): Promise<boolean> {
  if ((await attemptsSoFar(db, key)) >= rule.limit) return false;
  await consumeLimit(db, key, { ...rule, message: "" });
  return true;
}

/** How many attempts `key` has counted in its current window (0 when none). */
export async function attemptsSoFar(db: Db, key: string): Promise<number> {
  const [row] = await queryRows<{ count: number }>(db, sql`select count from ${rateLimitCounters} where key = ${key} and reset_at > now()`);
  return row?.count ?? 0;
}

/**
 * Forms that mail an address nobody has proven (consultation, franchise, booking confirmations): at most a
 * few a day to one recipient, whoever asks and from wherever, so the forms cannot be used to flood someone.
 */
export const RECIPIENT_LIMIT: LimitRule = {
  limit: 5,
  windowSeconds: 24 * 3600,
  message: "We have already sent several e-mails to this address today. Please try again tomorrow.",
};

export function consumeRecipientLimit(db: Db, email: string): Promise<void> {
  return consumeLimit(db, `mail-to:${email.trim().toLowerCase()}`, RECIPIENT_LIMIT);
}

/**
 * Payment attempts: 30 an hour per client address. Opening a payment page (a provider call) counts on one
 * counter for memberships and bookings together; the sandbox's Pay button counts on its own.
 */
export const PAYMENT_ATTEMPTS_PER_ADDRESS: LimitRule = {
  limit: 30,
  windowSeconds: 3600,
  message: "vip.tooManyPayments",
};

export function consumePaymentPageLimit(db: Db, request: { ip: string }): Promise<void> {
  return consumeAddressLimit(db, request, "checkout", PAYMENT_ATTEMPTS_PER_ADDRESS);
}
