import { eq, sql } from "drizzle-orm";
import { jwtVerify } from "jose";
import type { Auth } from "../../server/auth/auth.ts";
import type { Viewer } from "../../server/auth/request-auth.ts";
import type { Db } from "../../server/db/client.ts";
import { sessions, users } from "../../server/auth/tables.ts";
import { AppError } from "../../server/http/errors.ts";
import { withinQuietLimit } from "../../server/http/rate-limit.ts";
import { accountMessages, type EmailLinkState } from "./schema.ts";

/**
 * What confirming an address did:
 * - "verified": the account's own session confirmed it, so whoever chose the password also reads the mailbox;
 * - "already": nothing to do;
 * - "set-password": the mailbox is proven but not the password (anyone can sign up with any address), so the
 *   account's sessions ended and the mailbox was sent a link to choose the password. The address counts as
 *   proven, with all it brings (roles, invitations, guest bookings), only once that password is chosen.
 */
export type EmailProofOutcome = "verified" | "already" | "set-password";

const invalidLink = () => new AppError(400, "invalid_token", accountMessages.invalidLink);

/** At most this many "set your password" mails per account an hour; further confirmations send none. */
const SET_PASSWORD_MAILS = { limit: 3, windowSeconds: 60 * 60 };

/** The account a verification link was made for (Better Auth signs it with the app's secret), or an error. */
async function accountOfLink(auth: Auth, db: Db, token: string) {
  const { secret } = await auth.$context;
  const payload = await jwtVerify(token, new TextEncoder().encode(secret), { algorithms: ["HS256"] }).then(
    (verified) => verified.payload,
    () => null,
  );
  const email = typeof payload?.email === "string" ? payload.email.toLowerCase() : null;
  if (!email || payload?.updateTo) throw invalidLink();
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  if (!user || (typeof payload?.userId === "string" && payload.userId !== user.id)) throw invalidLink();
  return user;
}

async function sendSetPasswordLink(auth: Auth, db: Db, user: { id: string; email: string }): Promise<void> {
  if (!(await withinQuietLimit(db, `password-set:account:${user.id}`, SET_PASSWORD_MAILS))) return;
  await auth.api.requestPasswordReset({ body: { email: user.email, redirectTo: "/auth" } });
}

/** What a confirmation link would do, read without using it (the page a link opens says so at once). */
export async function emailLinkState(auth: Auth, db: Db, token: string): Promise<EmailLinkState> {
  try {
    return (await accountOfLink(auth, db, token)).emailVerified ? "already" : "usable";
  } catch (error) {
    if (error instanceof AppError) return "invalid";
    throw error;
  }
}

/** Confirms the address of a verification link, as the outcomes above describe. */
export async function confirmEmail(
  deps: { auth: Auth; db: Db },
  request: { token: string; viewer: Viewer | null; authHeaders: Headers },
): Promise<EmailProofOutcome> {
  const user = await accountOfLink(deps.auth, deps.db, request.token);
  if (user.emailVerified) return "already";
  if (request.viewer?.user.id === user.id) {
    await deps.auth.api.verifyEmail({ query: { token: request.token }, headers: request.authHeaders });
    return "verified";
  }
  await deps.db.delete(sessions).where(eq(sessions.userId, user.id));
  await sendSetPasswordLink(deps.auth, deps.db, user);
  return "set-password";
}
