import { and, eq, gt, sql } from "drizzle-orm";
import { enqueueMail } from "../../server/adapters/mail/outbox.ts";
import type { MailDelivery } from "../../server/adapters/mail/register.ts";
import { alreadyRegisteredMail, passwordChangedMail } from "../../server/auth/mails.ts";
import { accountRecipient } from "../../server/auth/recipients.ts";
import { hashPassword } from "../../server/auth/passwords.ts";
import { withinQuietLimit } from "../../server/http/rate-limit.ts";
import type { Db } from "../../server/db/client.ts";
import { profiles, sessions, users, verifications } from "../../server/auth/tables.ts";
import { AppError, badRequest } from "../../server/http/errors.ts";
import type { Viewer } from "../../server/auth/request-auth.ts";
import { isCommonPassword } from "../../server/auth/passwords.ts";
import { userIdByEmail } from "../../server/auth/profiles.ts";
import { signedOutState } from "../../shared/account-state.ts";
import type { Locale } from "../../shared/i18n/locales.ts";
import { accountMessages, type AccountState, type OwnProfile, type ProfileUpdateInput } from "./schema.ts";

/** Refuses passwords found in the common-password list (the schema already checks length and e-mail). */
export function assertPasswordNotCommon(password: string, field = "password"): void {
  if (isCommonPassword(password)) {
    const message = accountMessages.passwordTooCommon;
    throw badRequest(message, { [field]: message }, "weak_password");
  }
}

/**
 * Better Auth signals failures with `{ statusCode, body: { code, message } }`; turn them into our
 * typed errors with wording a user understands.
 */
export function fromAuthError(error: unknown): AppError | unknown {
  if (typeof error !== "object" || error === null || !("statusCode" in error)) return error;
  const { statusCode, body } = error as { statusCode: number; body?: { code?: string; message?: string } };
  const code = (body?.code ?? "auth_error").toLowerCase();
  const friendly: Record<string, [number, string]> = {
    invalid_email_or_password: [401, accountMessages.invalidCredentials],
    user_already_exists: [409, accountMessages.accountExists],
    user_already_exists_use_another_email: [409, accountMessages.accountExists],
    invalid_token: [400, accountMessages.invalidLink],
    invalid_password: [400, accountMessages.currentPasswordWrong],
  };
  // Better Auth's own message is English without an id; none at all: "Something went wrong" by id.
  const [status, message] = friendly[code] ?? [statusCode >= 500 ? 503 : statusCode, body?.message ?? "error.tryAgain"];
  return new AppError(status, code, message);
}

export function ownProfileView(row: typeof profiles.$inferSelect): OwnProfile {
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    phoneNumber: row.phoneNumber,
    countryCode: row.countryCode,
    zipCode: row.zipCode,
    bio: row.bio,
    avatarUrl: row.avatarUrl,
    createdAt: row.createdAt.toISOString(),
  };
}

export function accountStateOf(viewer: Viewer | null): AccountState {
  if (!viewer) return signedOutState;
  return {
    user: { id: viewer.user.id, email: viewer.user.email, name: viewer.user.name, emailVerified: viewer.user.emailVerified },
    profile: ownProfileView(viewer.profile),
    role: viewer.role,
    subscription: viewer.subscription,
    isMember: viewer.isMember,
    membershipRenews: viewer.membershipRenews,
    billingStatus: viewer.billingStatus,
  };
}

const blankToNull = (value: string) => (value === "" ? null : value);

export async function updateOwnProfile(db: Db, userId: string, input: ProfileUpdateInput & { firstName: string }) {
  const [row] = await db
    .update(profiles)
    .set({
      firstName: input.firstName,
      lastName: blankToNull(input.lastName),
      phoneNumber: blankToNull(input.phoneNumber),
      countryCode: blankToNull(input.countryCode),
      zipCode: blankToNull(input.zipCode),
      bio: blankToNull(input.bio),
    })
    .where(eq(profiles.userId, userId))
    .returning();
  if (!row) throw new AppError(404, "not_found", "Your profile was not found.");
  // The account's display name follows the profile's name.
  await db
    .update(users)
    .set({ name: [row.firstName, row.lastName].filter(Boolean).join(" ") })
    .where(eq(users.id, userId));
  return ownProfileView(row);
}

/** An admin disabled the account: the session just made is ended with every other, and true is returned. */
export async function endSessionsIfDisabled(db: Db, email: string): Promise<boolean> {
  const userId = await userIdByEmail(db, email);
  if (!userId) return false;
  const [profile] = await db.select({ disabledAt: profiles.disabledAt }).from(profiles).where(eq(profiles.userId, userId));
  if (!profile?.disabledAt) return false;
  await db.delete(sessions).where(eq(sessions.userId, userId));
  return true;
}

/** Sign-up's phone number goes on the profile row that was created with the user. */
export async function savePhoneNumber(db: Db, email: string, phoneNumber: string): Promise<void> {
  const userId = await userIdByEmail(db, email);
  if (userId) await db.update(profiles).set({ phoneNumber }).where(eq(profiles.userId, userId));
}

export async function setAvatarUrl(db: Db, userId: string, avatarUrl: string): Promise<void> {
  await db.update(profiles).set({ avatarUrl }).where(eq(profiles.userId, userId));
  await db.update(users).set({ image: avatarUrl }).where(eq(users.id, userId));
}

/** The account's language: its mails go out in it. */
export async function saveLanguage(db: Db, userId: string, locale: Locale): Promise<void> {
  await db.update(users).set({ locale }).where(eq(users.id, userId));
}

/** "You already have an account" mails to one address a day; past it, a sign-up with the address mails nothing. */
const ALREADY_REGISTERED_MAILS = { limit: 3, windowSeconds: 24 * 60 * 60 };

/**
 * A sign-up with an address that has an account: its owner is mailed a sign-in and a reset link. The password
 * typed is hashed all the same, so the answer takes as long as a new account's.
 */
export async function tellOwnerOfExistingAccount(db: Db, mail: MailDelivery, publicUrl: string, email: string, typedPassword: string): Promise<void> {
  await hashPassword(typedPassword);
  const [owner] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (!owner) return;
  if (!(await withinQuietLimit(db, `already-registered:mail:${owner.id}`, ALREADY_REGISTERED_MAILS))) return;
  await enqueueMail(db, alreadyRegisteredMail(publicUrl, owner));
  mail.wake();
}

/** After a password change from the settings: the owner is told at the address, in case it was not them. */
export async function tellPasswordChanged(db: Db, mail: MailDelivery, publicUrl: string, userId: string): Promise<void> {
  const recipient = await accountRecipient(db, userId);
  if (!recipient) return;
  await enqueueMail(db, passwordChangedMail(publicUrl, recipient, new Date()));
  mail.wake();
}

/**
 * Whether a password-reset link still works: Better Auth keeps its token as `reset-password:<token>` until it
 * is used (then deleted) or expires. A read, so that opening the page never spends the link.
 */
export async function resetLinkUsable(db: Db, token: string): Promise<boolean> {
  const [row] = await db
    .select({ id: verifications.id })
    .from(verifications)
    .where(and(eq(verifications.identifier, `reset-password:${token}`), gt(verifications.expiresAt, new Date())))
    .limit(1);
  return row !== undefined;
}
