import { and, desc, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import type { App } from "../app.ts";
import type { Db } from "../db/client.ts";
import { outbox } from "../db/platform-tables.ts";

/** A strong password that is not in the common-password list. */
export const GOOD_PASSWORD = "correct horse battery staple 42";

export interface SignedInUser {
  email: string;
  password: string;
  cookie: string;
}

let counter = 0;
export const uniqueEmail = (prefix = "member") => `${prefix}-${Date.now().toString(36)}-${++counter}@example.com`;

/** The Cookie header a browser would send back after this response. */
export function sessionCookieFrom(response: LightMyRequestResponse): string {
  return response.cookies
    .filter((cookie) => cookie.value !== "")
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join("; ");
}

/** Signs a new user up through the real route and returns their session cookie. */
export async function signUpUser(
  app: App,
  overrides: Partial<{ fullName: string; phone: string; email: string; password: string; locale: "en" | "es" }> = {},
): Promise<SignedInUser> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? GOOD_PASSWORD;
  const response = await app.inject({
    method: "POST",
    url: "/api/account/sign-up",
    payload: {
      fullName: overrides.fullName ?? "Ana María López",
      phone: overrides.phone ?? "+1 305 555 0100",
      email,
      password,
      confirmPassword: password,
      ...(overrides.locale ? { locale: overrides.locale } : {}),
    },
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return { email, password, cookie: sessionCookieFrom(response) };
}

/** The token of the newest verification link the app mailed to `email` (read from the outbox). */
export async function verificationTokenFromOutbox(db: Db, email: string): Promise<string> {
  const [mail] = await db
    .select({ text: outbox.textBody })
    .from(outbox)
    .where(and(eq(outbox.toAddress, email), eq(outbox.kind, "email-verification")))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  const link = new URL(/http\S+/.exec(mail?.text ?? "")?.[0] ?? "http://invalid/");
  return link.searchParams.get("token") ?? "";
}

/** Signs in through the real route and returns the session cookie. */
export async function signInUser(app: App, email: string, password = GOOD_PASSWORD): Promise<string> {
  const response = await app.inject({ method: "POST", url: "/api/account/sign-in", payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return sessionCookieFrom(response);
}

/**
 * Confirms the address from the mailed link, as its owner does: from a browser signed in to the account
 * (signed in with the test password when no cookie is given), so the address is proven at once.
 */
export async function verifyEmailFromOutbox(app: App, db: Db, email: string, cookie?: string): Promise<void> {
  const token = await verificationTokenFromOutbox(db, email);
  const response = await app.inject({
    method: "POST",
    url: "/api/account/verify-email",
    payload: { token },
    headers: { cookie: cookie ?? (await signInUser(app, email)) },
  });
  if (response.json<{ outcome?: string }>().outcome !== "verified") throw new Error(`verification of ${email} failed: ${response.statusCode} ${response.body}`);
}
