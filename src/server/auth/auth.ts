import { betterAuth } from "better-auth";
import { eq } from "drizzle-orm";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { FastifyBaseLogger } from "fastify";
import { enqueueMail } from "../adapters/mail/outbox.ts";
import type { MailDelivery } from "../adapters/mail/register.ts";
import type { AppConfig } from "../config.ts";
import type { Db } from "../db/client.ts";
import { accounts, sessions, users, verifications } from "./tables.ts";
import { passwordChangedMail, passwordResetMail, verificationMail } from "./mails.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { createProfileForUser, grantRolesOfVerifiedAddress, type AddressGrants } from "./profiles.ts";
import { accountRecipient } from "./recipients.ts";
import { resolveAuthSecret } from "./secret.ts";

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
const DAY_SECONDS = 24 * 60 * 60;
/** Sessions last 30 days and are renewed when used more than a day after their last renewal. */
export const SESSION_LIFETIME_SECONDS = 30 * DAY_SECONDS;
export const SESSION_RENEWAL_AGE_SECONDS = DAY_SECONDS;

export interface AuthDependencies {
  db: Db;
  config: AppConfig;
  mail: MailDelivery;
  /** The app's pino logger: Better Auth's messages become JSON lines like every other. */
  logger: FastifyBaseLogger;
  /**
   * Runs once an account's address is proven: confirmed from the account's own session, or its password
   * chosen through a link sent to it (guest bookings made with the address join the account).
   */
  onEmailVerified?: (user: { id: string; email: string; emailVerified: boolean }, granted: AddressGrants) => Promise<unknown>;
}

/**
 * Better Auth does the accounts, password hashes, sessions and single-use tokens. Its HTTP handler is
 * not mounted: our own routes (features/account) validate, rate-limit and then call `auth.api`.
 */
export function createAuth({ db, config, mail, logger, onEmailVerified }: AuthDependencies) {
  /** What an address brings (roles, a companion's invitation, guest bookings) goes to whoever proved it. */
  const onAddressProven = async (user: { id: string; email: string; emailVerified: boolean }) => {
    const granted = await grantRolesOfVerifiedAddress(db, user, config.adminEmails);
    await onEmailVerified?.(user, granted);
  };
  const sendMail = async (message: Parameters<typeof enqueueMail>[1]) => {
    await enqueueMail(db, message);
    mail.wake();
  };
  const tellPasswordChanged = async (userId: string) => {
    const recipient = await accountRecipient(db, userId);
    if (recipient) await sendMail(passwordChangedMail(config.publicUrl, recipient, new Date()));
  };
  return betterAuth({
    appName: "Wingmate",
    logger: {
      level: "warn",
      log: (level, message) => logger[level === "debug" ? "debug" : level]({ component: "auth" }, message),
    },
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret: resolveAuthSecret(config),
    database: drizzleAdapter(db, { provider: "pg", schema: { user: users, session: sessions, account: accounts, verification: verifications } }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => sendMail(passwordResetMail(config.publicUrl, user, token)),
      // The reset link went to the address and its holder chose the password: the address is proven.
      onPasswordReset: async ({ user }) => {
        // A proven account's password changed through its mailbox: the owner is told, in case it was not them.
        if (user.emailVerified) return tellPasswordChanged(user.id);
        await db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
        await onAddressProven({ ...user, emailVerified: true });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: DAY_SECONDS,
      sendVerificationEmail: async ({ user, token }) => sendMail(verificationMail(config.publicUrl, user, token)),
      // Reached only from the account's own session (features/account/email-proof.server.ts).
      afterEmailVerification: async (user) => onAddressProven(user),
    },
    session: {
      expiresIn: SESSION_LIFETIME_SECONDS,
      // Renewed automatically: a session used after a day gets a fresh 30-day expiry.
      updateAge: SESSION_RENEWAL_AGE_SECONDS,
      // No cookie cache: a revoked session is refused on its very next request.
      cookieCache: { enabled: false },
    },
    user: {
      deleteUser: { enabled: true },
      // The account's language: set at sign-up from the page's language, changed with the switcher.
      additionalFields: { locale: { type: "string", required: false, defaultValue: "en", input: true } },
    },
    // Our routes apply their own per-IP and per-account limits (http/rate-limit.ts).
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: "wingmate",
      // The Secure attribute and the __Host- name are set by auth/cookies.ts from PUBLIC_URL.
      useSecureCookies: false,
      ipAddress: { ipAddressHeaders: ["x-wingmate-client-ip"] },
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => createProfileForUser(db, user),
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
