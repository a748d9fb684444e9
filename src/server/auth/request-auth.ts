import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppConfig } from "../config.ts";
import type { ChangeFeed } from "../db/change-feed.ts";
import type { Db } from "../db/client.ts";
import { profiles, type Role } from "./tables.ts";
import { subscriptionOf } from "../../features/billing/index.server.ts";
import { forbidden, unauthorized } from "../http/errors.ts";
import type { Auth } from "./auth.ts";
import { cookieHeaderForAuth, expiredSessionCookies, setCookiesForBrowser } from "./cookies.ts";
import { membershipOf, renewsAtPeriodEnd, type SubscriptionInfo } from "./membership.ts";
import { resolveAuthSecret } from "./secret.ts";
import { createSessionCache } from "./session-cache.ts";
import { createSessionTokenVerifier, findSession, isDueForRenewal } from "./session-lookup.ts";
import { hasVipAccess } from "../../shared/access.ts";

/** Who is asking: the signed-in user with their profile, role and membership. */
export interface Viewer {
  user: { id: string; email: string; name: string; emailVerified: boolean; image: string | null };
  sessionId: string;
  profile: typeof profiles.$inferSelect;
  role: Role;
  subscription: SubscriptionInfo;
  isMember: boolean;
  /** True when the membership renews at `subscription.subscription_end`; false when it ends then. */
  membershipRenews: boolean;
  /** The provider's view: "past_due" when a payment failed and is being retried. */
  billingStatus: string | null;
}

declare module "fastify" {
  interface FastifyInstance {
    auth: Auth;
  }
  interface FastifyRequest {
    /** The signed-in viewer, or null; read once per request. */
    loadViewer(): Promise<Viewer | null>;
    /** Headers to hand to `auth.api` calls: the session cookie, user agent and client IP. */
    authHeaders(): Headers;
  }
  interface FastifyReply {
    /** Copies Better Auth's Set-Cookie headers to the response. */
    forwardAuthCookies(headers: Headers): void;
    /** Tells the browser to drop its session cookie (after deleting the account). */
    clearAuthCookies(): void;
  }
}

const viewerCache = new WeakMap<FastifyRequest, Promise<Viewer | null>>();

type SessionRow = NonNullable<Awaited<ReturnType<typeof findSession>>>;
type SessionCache = ReturnType<typeof createSessionCache<SessionRow>>;

export function registerRequestAuth(app: FastifyInstance, { auth, db, changes, config }: { auth: Auth; db: Db; changes: ChangeFeed; config: AppConfig }): void {
  const secure = config.publicUrl.startsWith("https:");
  app.decorate("auth", auth);

  app.decorateRequest("authHeaders", function (this: FastifyRequest) {
    const headers = new Headers();
    const cookie = cookieHeaderForAuth(this.headers.cookie, secure);
    if (cookie) headers.set("cookie", cookie);
    const userAgent = this.headers["user-agent"];
    if (userAgent) headers.set("user-agent", userAgent);
    headers.set("x-wingmate-client-ip", this.ip);
    return headers;
  });

  app.decorateReply("forwardAuthCookies", function (this: FastifyReply, headers: Headers) {
    const cookies = setCookiesForBrowser(headers.getSetCookie(), secure);
    if (cookies.length > 0) this.header("set-cookie", cookies);
  });

  app.decorateReply("clearAuthCookies", function (this: FastifyReply) {
    this.header("set-cookie", expiredSessionCookies(secure));
  });

  const sessionToken = createSessionTokenVerifier(secure, resolveAuthSecret(config));
  const sessions = createSessionCache<SessionRow>(changes);
  app.decorateRequest("loadViewer", function (this: FastifyRequest) {
    let pending = viewerCache.get(this);
    if (!pending) {
      pending = readViewer(this, { auth, db, sessions, sessionToken });
      viewerCache.set(this, pending);
    }
    return pending;
  });
}

/**
 * The viewer of a request. The common case is no query at all (the session cache), or one: the signed
 * cookie is verified here and the session, user, profile and membership are read together. A session
 * due for renewal, or anything unusual, goes through Better Auth, which renews it and sends the fresh cookie.
 */
async function readViewer(
  request: FastifyRequest,
  context: { auth: Auth; db: Db; sessions: SessionCache; sessionToken: (cookieHeader: string | undefined) => string | null },
): Promise<Viewer | null> {
  if (!request.headers.cookie) return null;
  const token = context.sessionToken(request.headers.cookie);
  if (!token) return null;
  const row = await context.sessions.get(token, () => findSession(context.db, token));
  if (!row) return null;
  if (isDueForRenewal(row.session.expiresAt)) return readViewerThroughAuth(request, context.auth, context.db);
  return viewerFrom(row.user, row.session.id, row.profile, row.subscription);
}

function viewerFrom(
  user: { id: string; email: string; name: string; emailVerified: boolean; image?: string | null },
  sessionId: string,
  profile: typeof profiles.$inferSelect | null,
  subscription:
    { subscribed: boolean; tier: string | null; currentPeriodEnd: Date | null; status: string | null; cancelAtPeriodEnd: boolean | null } | null | undefined,
): Viewer | null {
  // A disabled account's sessions are deleted; this refuses one that raced the deletion.
  if (!profile || profile.disabledAt) return null;
  return {
    user: { id: user.id, email: user.email, name: user.name, emailVerified: user.emailVerified, image: user.image ?? null },
    sessionId,
    profile,
    role: profile.role,
    ...membershipOf(subscription),
    membershipRenews: renewsAtPeriodEnd(subscription),
    billingStatus: subscription?.status ?? null,
  };
}

async function readViewerThroughAuth(request: FastifyRequest, auth: Auth, db: Db): Promise<Viewer | null> {
  const { headers, response } = await auth.api.getSession({ headers: request.authHeaders(), returnHeaders: true });
  // A session used after a day is renewed here; the browser gets the fresh cookie with the response.
  if (headers.getSetCookie().length > 0) renewedSessions.set(request, headers);
  if (!response) return null;
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, response.user.id));
  return viewerFrom(response.user, response.session.id, profile ?? null, await subscriptionOf(db, response.user.id));
}

const renewedSessions = new WeakMap<FastifyRequest, Headers>();

/** Sends a renewed session cookie with whatever response the route gives. */
export function registerSessionRenewal(app: FastifyInstance): void {
  app.addHook("onSend", (request, reply, payload, done) => {
    const headers = renewedSessions.get(request);
    if (headers && !reply.hasHeader("set-cookie")) reply.forwardAuthCookies(headers);
    done(null, payload);
  });
}

// ---- Guards, used as `preValidation` hooks (before the body is validated, so a visitor gets 401, not 400) ----

/** A guard for a signed-in account, with the feature's words for a visitor (401). */
export function requireSignedIn(signedOut?: string) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!(await request.loadViewer())) throw unauthorized(signedOut);
  };
}
export const requireUser = requireSignedIn();

/**
 * A guard for what membership opens (see `hasVipAccess`), with the words each feature's spec gives:
 * `signedOut` for a visitor (401), `notMember` for a signed-in account without membership (403).
 */
export function requireVipAccess(words: { signedOut?: string; notMember?: string } = {}) {
  return async (request: FastifyRequest): Promise<void> => {
    const viewer = await request.loadViewer();
    if (!viewer) throw unauthorized(words.signedOut);
    if (!hasVipAccess(viewer)) throw forbidden(words.notMember ?? "vip.membersOnly", "membership_required");
  };
}

export function requireRole(...roles: Role[]) {
  return async (request: FastifyRequest): Promise<void> => {
    const viewer = await request.loadViewer();
    if (!viewer) throw unauthorized();
    if (!roles.includes(viewer.role)) throw forbidden("error.noAccess", "role_required");
  };
}

/** The viewer in a handler behind `requireUser` (or a stricter guard). */
export async function viewerOf(request: FastifyRequest): Promise<Viewer> {
  const viewer = await request.loadViewer();
  if (!viewer) throw unauthorized();
  return viewer;
}
