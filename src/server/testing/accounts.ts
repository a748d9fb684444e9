import { and, desc, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import type { App } from "../app.ts";
import type { Db } from "../db/client.ts";
import { outbox } from "../db/schema.ts";

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

/** Follows the verification link the app mailed to `email` (read from the outbox), as its owner would. */
export async function verifyEmailFromOutbox(app: App, db: Db, email: string): Promise<void> {
  const [mail] = await db
    .select({ text: outbox.textBody })
    .from(outbox)
    .where(and(eq(outbox.toAddress, email), eq(outbox.kind, "email-verification")))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  const link = new URL(/http\S+/.exec(mail?.text ?? "")?.[0] ?? "http://invalid/");
  const response = await app.inject({ method: "GET", url: `${link.pathname}${link.search}` });
  if (response.headers.location !== "/?verified=1")
    throw new Error(`verification of ${email} failed: ${response.statusCode} ${String(response.headers.location)}`);
}
