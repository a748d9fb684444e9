import { randomUUID } from "node:crypto";
import { get, type OutgoingHttpHeaders } from "node:http";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDiskStore } from "../adapters/storage/store.ts";
import { linkCompanionAccount } from "../auth/profiles.ts";
import { seedDatabase } from "../db/seed.ts";
import { users } from "../auth/tables.ts";
import { GOOD_PASSWORD, sessionCookieFrom, signUpUser, type SignedInUser } from "../testing/accounts.ts";
import { signUpAdmin, signUpMember } from "../testing/members.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

/**
 * Who may call what, for every route the running server has. A route missing here fails the test, so a
 * new route cannot ship without a decision. "allowed" means the guard lets the caller through (the answer
 * may still be 400 or 404 for the empty body and made-up ids this test sends); "denied" means 401 for a
 * visitor and 403 for a signed-in caller.
 */
type Caller = "visitor" | "free" | "member" | "wingwoman" | "admin";
type Access = "public" | "signedIn" | "member" | "wingwomanOrAdmin" | "companion" | "admin";

const WHO_PASSES: Record<Access, readonly Caller[]> = {
  public: ["visitor", "free", "member", "wingwoman", "admin"],
  signedIn: ["free", "member", "wingwoman", "admin"],
  // Members, and admins who see everything (a wingwoman account is not a member by its role).
  member: ["member", "admin"],
  wingwomanOrAdmin: ["wingwoman", "admin"],
  // A companion's own workspace: the linked account alone (admins edit availability from the back office).
  companion: ["wingwoman"],
  admin: ["admin"],
};

const ACCESS: Record<string, Access> = {
  "GET /api/health": "public",
  "GET /api/site": "public",
  "GET /robots.txt": "public",
  "GET /sitemap.xml": "public",
  "GET /.well-known/security.txt": "public",
  "GET /files/:bucket/*": "public",
  // Accounts
  "GET /api/account/me": "public",
  "POST /api/account/sign-up": "public",
  "POST /api/account/sign-in": "public",
  "POST /api/account/sign-out": "public",
  "POST /api/account/password/forgot": "public",
  "POST /api/account/password/reset": "public",
  "GET /api/account/verify-email": "public",
  "POST /api/account/verify-email": "public",
  "POST /api/account/password/change": "signedIn",
  "POST /api/account/verification/resend": "signedIn",
  "PATCH /api/account/profile": "signedIn",
  "PUT /api/account/language": "signedIn",
  "POST /api/account/avatar": "signedIn",
  "GET /api/account/export": "signedIn",
  "POST /api/account/delete": "signedIn",
  // Billing
  "GET /api/billing/subscription": "signedIn",
  "POST /api/billing/checkout": "signedIn",
  "POST /api/billing/vip-signup": "signedIn",
  "POST /api/billing/portal": "signedIn",
  // A booking's test checkout is paid by whoever holds its id (guests too); a membership's answers 404 to others.
  "GET /api/billing/sandbox/checkouts/:id": "public",
  "POST /api/billing/sandbox/checkouts/:id/pay": "public",
  "POST /api/billing/sandbox/portal/cancel": "signedIn",
  "POST /api/billing/sandbox/portal/resume": "signedIn",
  "POST /api/billing/sandbox/portal/fail-payment": "signedIn",
  "POST /api/billing/sandbox/portal/refund": "signedIn",
  "POST /api/billing/portal/refund": "signedIn",
  // Catalogue, reviews, saved profiles, messages, reports (the VIP gate itself is tested per profile)
  "GET /api/companions": "public",
  "GET /api/site-facts": "public",
  "GET /api/companions/:id": "public",
  "GET /api/companions/:id/reviews": "public",
  "GET /api/companions/:id/my-review": "member",
  "POST /api/companions/:id/reviews": "member",
  "GET /api/saved-profiles": "member",
  "POST /api/saved-profiles": "member",
  "GET /api/saved-profiles/:companionId": "member",
  "DELETE /api/saved-profiles/:companionId": "member",
  "POST /api/companions/:id/messages": "member",
  "GET /api/messages": "signedIn",
  "GET /api/messages/unread": "signedIn",
  "GET /api/messages/live": "signedIn",
  "GET /api/conversations/:id": "signedIn",
  "POST /api/conversations/:id/messages": "signedIn",
  "POST /api/reports": "signedIn",
  // Bookings and requests
  "GET /api/booking/companions/:id": "public",
  "GET /api/booking/availability": "public",
  "GET /api/booking/next-available": "public",
  "GET /api/booking/open-days": "public",
  "GET /api/workspace": "companion",
  "PUT /api/workspace/availability": "companion",
  "POST /api/workspace/time-off": "companion",
  "DELETE /api/workspace/time-off/:id": "companion",
  "POST /api/workspace/calendar-feed": "companion",
  "POST /api/workspace/calendar-feed/revoke": "companion",
  // The session safety check-in: the session's own companion (the service answers 404 for another's session).
  "POST /api/workspace/sessions/:id/started": "companion",
  "POST /api/workspace/sessions/:id/ended": "companion",
  "POST /api/workspace/sessions/:id/emergency": "companion",
  // A calendar app has no session: the secret in the address is the only key (a wrong one is a 404).
  "GET /api/calendar/:file": "public",
  "POST /api/bookings": "public",
  "GET /api/bookings/mine": "signedIn",
  // Its owner's session or its signed link (checked in the service: 404 to anyone else).
  "GET /api/bookings/:id": "public",
  "POST /api/bookings/:id/pay": "public",
  "POST /api/bookings/:id/cancel": "public",
  "POST /api/bookings/:id/reschedule": "public",
  // The proof mailed to a free session's address (checked in the service: 404 without it).
  "POST /api/bookings/:id/confirm": "public",
  "POST /api/consultations": "public",
  "POST /api/franchise-enquiries": "public",
  "POST /api/hiring/applications": "public",
  "POST /api/hiring/headshot": "public",
  // Member profiles, events, rizz. A former member who keeps a profile still reads, hides and deletes it.
  "GET /api/member-profile": "member",
  "PUT /api/member-profile": "member",
  "DELETE /api/member-profile": "member",
  "POST /api/member-profile/images": "member",
  "DELETE /api/member-profile/images/:index": "member",
  "GET /api/vip-profiles/:id": "wingwomanOrAdmin",
  // Who may see the profile is decided with the profile (404 to everyone else).
  "GET /api/member-profiles/:id/images/:file": "public",
  "GET /api/events": "public",
  "POST /api/events/refresh": "public",
  "POST /api/events/:id/interest": "signedIn",
  "DELETE /api/events/:id/interest": "signedIn",
  "POST /api/rizz/generate": "public",
};

/** Routes that answer with a stream that stays open: called over a real socket and left once the status is in. */
const STREAMS = new Set(["GET /api/messages/live"]);

let t: TestApp;
let origin: string;
const callers = {} as Record<Exclude<Caller, "visitor">, SignedInUser>;

beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.database.db, { store: createDiskStore(t.config.dataDir), portraits: false, sampleData: true });
  callers.free = await signUpUser(t.app);
  callers.member = await signUpMember(t.app, t.database.db);
  callers.wingwoman = await signUpUser(t.app);
  const [account] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, callers.wingwoman.email));
  await linkCompanionAccount(t.database.db, account?.id ?? "", "2");
  callers.admin = await signUpAdmin(t.app, t.database.db);
  origin = await t.app.listen({ port: 0, host: "127.0.0.1" });
}, 60_000);
afterAll(() => t.close());

async function signInAgain(user: SignedInUser): Promise<SignedInUser> {
  const response = await t.app.inject({ method: "POST", url: "/api/account/sign-in", payload: { email: user.email, password: GOOD_PASSWORD } });
  return { ...user, cookie: sessionCookieFrom(response) };
}

/** The status of a stream's answer, on a connection of its own that is closed as soon as the status is in. */
function streamStatus(url: string, headers: OutgoingHttpHeaders): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = get(origin + url, { headers, agent: false }, (response) => {
      resolve(response.statusCode ?? 0);
      request.destroy();
    });
    request.on("error", reject);
  });
}

const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
const apiRoutes = () =>
  t.app.routeTable.filter(
    (route) => route.url.startsWith("/api/") || ["/robots.txt", "/sitemap.xml", "/.well-known/security.txt", "/files/:bucket/*"].includes(route.url),
  );
const accessOf = (key: string): Access => (key.includes(" /api/admin/") ? "admin" : (ACCESS[key] as Access));
/** Made-up values for the path: a preview profile id, a fresh uuid, index 0. */
const concrete = (url: string) =>
  url
    .replace(":companionId", "1")
    .replace(/\/companions\/:id/, "/companions/1")
    .replace(":index", "0")
    .replace(":bucket/*", "avatars/nobody.webp")
    .replace(/:[a-zA-Z]+/g, randomUUID());

describe("the authorization matrix", () => {
  it("has a decision for every route the server has (admin routes are admin-only by their path)", () => {
    const undeclared = apiRoutes()
      .map(routeKey)
      .filter((key) => !key.includes(" /api/admin/") && !(key in ACCESS));
    expect(undeclared).toEqual([]);
  });

  it("lets through exactly the callers each route is declared for", async () => {
    const wrong: string[] = [];
    for (const route of apiRoutes()) {
      const key = routeKey(route);
      const access = accessOf(key);
      const url = concrete(route.url);
      for (const caller of ["visitor", "free", "member", "wingwoman", "admin"] as const) {
        const headers = caller === "visitor" ? {} : { cookie: callers[caller].cookie };
        const payload = route.method === "GET" || route.method === "DELETE" ? undefined : {};
        const status = STREAMS.has(key)
          ? await streamStatus(url, headers)
          : (await t.app.inject({ method: route.method as "GET", url, headers, payload })).statusCode;
        const passes = WHO_PASSES[access].includes(caller);
        const expected = passes ? "allowed" : caller === "visitor" ? "401" : "403";
        const actual = status === 401 ? "401" : status === 403 ? "403" : "allowed";
        // Signing out ends the caller's session: sign in again for the routes that follow.
        if (key === "POST /api/account/sign-out" && caller !== "visitor") callers[caller] = await signInAgain(callers[caller]);
        if (status >= 500) wrong.push(`${key} as ${caller}: ${status}`);
        else if (actual !== expected) wrong.push(`${key} as ${caller}: expected ${expected}, got ${status}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
