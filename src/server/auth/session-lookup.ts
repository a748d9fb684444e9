import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { profiles, sessions, users } from "./tables.ts";
import { membershipByUser } from "../../features/billing/index.server.ts";
import { SESSION_LIFETIME_SECONDS, SESSION_RENEWAL_AGE_SECONDS } from "./auth.ts";
import { cookieHeaderForAuth } from "./cookies.ts";

const SESSION_COOKIE = "wingmate.session_token";
const RENEWAL_AGE_MS = SESSION_RENEWAL_AGE_SECONDS * 1000;
const SESSION_LIFETIME_MS = SESSION_LIFETIME_SECONDS * 1000;

/** How many verified cookie values a verifier remembers: more than the sessions active at once on an instance. */
const REMEMBERED_SIGNATURES = 2_000;

/**
 * Reads the session token from a request's signed cookie, as Better Auth signs it (`token.base64(HMAC-SHA256)`):
 * null when the cookie is missing or its signature is wrong. A value whose signature was right once is right
 * for good (the secret is the process's), so the last few thousand are remembered: the HMAC cost more than the
 * rest of a member's cached read. Only values that verified are kept, so forged cookies cannot fill it.
 */
export function createSessionTokenVerifier(secure: boolean, secret: string): (cookieHeader: string | undefined) => string | null {
  const verified = new Map<string, string>();
  return (cookieHeader) => {
    const value = signedSessionValue(cookieHeader, secure);
    if (value === null) return null;
    const known = verified.get(value);
    if (known !== undefined) return known;
    const token = tokenOfSignedValue(value, secret);
    if (token === null) return null;
    if (verified.size >= REMEMBERED_SIGNATURES) verified.delete(verified.keys().next().value as string);
    verified.set(value, token);
    return token;
  };
}

/** The session cookie's value, decoded, or null when there is none. */
function signedSessionValue(cookieHeader: string | undefined, secure: boolean): string | null {
  const pair = cookieHeaderForAuth(cookieHeader, secure)
    .split("; ")
    .find((candidate) => candidate.startsWith(`${SESSION_COOKIE}=`));
  if (!pair) return null;
  try {
    return decodeURIComponent(pair.slice(SESSION_COOKIE.length + 1));
  } catch {
    return null;
  }
}

function tokenOfSignedValue(value: string, secret: string): string | null {
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
    .select({
      session: sessions,
      user: users,
      profile: profiles,
      subscription: {
        subscribed: membershipByUser.subscribed,
        tier: membershipByUser.tier,
        currentPeriodEnd: membershipByUser.currentPeriodEnd,
        status: membershipByUser.status,
        cancelAtPeriodEnd: membershipByUser.cancelAtPeriodEnd,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.userId, sessions.userId))
    .leftJoin(membershipByUser, eq(membershipByUser.userId, sessions.userId))
    .where(and(eq(sessions.token, token), gt(sessions.expiresAt, now)));
  return row;
}

/** True when Better Auth would renew this session now (its expiry is more than a day old). */
export function isDueForRenewal(expiresAt: Date, now = new Date()): boolean {
  return expiresAt.getTime() - SESSION_LIFETIME_MS + RENEWAL_AGE_MS <= now.getTime();
}
