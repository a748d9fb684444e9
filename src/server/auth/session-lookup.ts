import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { profiles, sessions, subscriptions, users } from "../db/schema.ts";
import { SESSION_LIFETIME_SECONDS, SESSION_RENEWAL_AGE_SECONDS } from "./auth.ts";
import { cookieHeaderForAuth } from "./cookies.ts";

const SESSION_COOKIE = "wingmate.session_token";
const RENEWAL_AGE_MS = SESSION_RENEWAL_AGE_SECONDS * 1000;
const SESSION_LIFETIME_MS = SESSION_LIFETIME_SECONDS * 1000;

/**
 * The session token from the signed cookie, as Better Auth signs it (`token.base64(HMAC-SHA256)`),
 * or null when the cookie is missing or its signature is wrong.
 */
export function verifiedSessionToken(cookieHeader: string | undefined, secure: boolean, secret: string): string | null {
  const pair = cookieHeaderForAuth(cookieHeader, secure)
    .split("; ")
    .find((candidate) => candidate.startsWith(`${SESSION_COOKIE}=`));
  if (!pair) return null;
  let value: string;
  try {
    value = decodeURIComponent(pair.slice(SESSION_COOKIE.length + 1));
  } catch {
    return null;
  }
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), "base64");
  const expected = createHmac("sha256", secret).update(token).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}

/**
 * The session with its user, profile and membership in one query (kept for a few seconds by the session
 * cache, which every change to these rows empties for that user). Undefined when there is no such live session.
 */
export async function findSession(db: Db, token: string, now = new Date()) {
  const [row] = await db
    .select({ session: sessions, user: users, profile: profiles, subscription: subscriptions })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.userId, sessions.userId))
    .leftJoin(subscriptions, eq(subscriptions.userId, sessions.userId))
    .where(and(eq(sessions.token, token), gt(sessions.expiresAt, now)));
  return row;
}

/** True when Better Auth would renew this session now (its expiry is more than a day old). */
export function isDueForRenewal(expiresAt: Date, now = new Date()): boolean {
  return expiresAt.getTime() - SESSION_LIFETIME_MS + RENEWAL_AGE_MS <= now.getTime();
}
