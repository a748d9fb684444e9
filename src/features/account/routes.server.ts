import { LOCALES, pathInLocale } from "../../shared/i18n/locales.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notJson, okBody, responses } from "../../server/http/responses.ts";
import { signedOutState } from "../../shared/account-state.ts";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { requireUser, viewerOf } from "../../server/auth/request-auth.ts";
import type { PaymentsProvider } from "../../server/adapters/payments/provider.ts";
import { saveImage } from "../../server/adapters/storage/save-image.ts";
import { keyFromPublicUrl, type ObjectStore } from "../../server/adapters/storage/store.ts";
import { readFileUpload } from "../../server/adapters/storage/upload.ts";
import type { Db } from "../../server/db/client.ts";
import { AppError, forbidden } from "../../server/http/errors.ts";
import { acceptFormPosts } from "../../server/http/form-posts.ts";
import { assertUnderLimit, consumeLimit, resetLimit, type LimitRule, consumeAddressLimit, addressKey, attemptsSoFar } from "../../server/http/rate-limit.ts";
import {
  accountMessages,
  AVATAR_MAX_BYTES,
  changePasswordSchema,
  deleteAccountSchema,
  forgotPasswordSchema,
  profileUpdateSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  languageInput,
  verifyEmailSchema,
} from "./schema.ts";
import { accountExportView, accountStateView, avatarView, emailProofView, ownProfileView, passwordResetRequestedView } from "./responses.ts";
import { confirmEmail } from "./email-proof.server.ts";
import { deleteAccount } from "./deletion.server.ts";
import { exportAccountData } from "./export.server.ts";
import {
  accountStateOf,
  assertPasswordNotCommon,
  endSessionsIfDisabled,
  fromAuthError,
  savePhoneNumber,
  setAvatarUrl,
  updateOwnProfile,
  saveLanguage,
  tellOwnerOfExistingAccount,
  tellPasswordChanged,
} from "./service.server.ts";

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const tooMany = accountMessages.tooManyAttempts;

/** Abuse limits, per IP and per account. */
export const accountLimits = {
  signInPerIp: { limit: 30, windowSeconds: 15 * MINUTE, message: tooMany },
  /** A hard stop for one account from one address (a /64 for IPv6). */
  signInFailuresPerAccount: {
    limit: 8,
    windowSeconds: 15 * MINUTE,
    message: accountMessages.tooManyFailures,
  },
  /** Across addresses only a delay: a stranger elsewhere can slow the guessing, never lock the owner out. */
  signInFailuresAcrossAddresses: { limit: Number.MAX_SAFE_INTEGER, windowSeconds: 15 * MINUTE, message: tooMany },
  // Generous: many people share one address (offices, campuses, mobile carriers); accounts are limited too.
  signUpPerIp: { limit: 50, windowSeconds: HOUR, message: tooMany },
  resetPerIp: { limit: 10, windowSeconds: HOUR, message: tooMany },
  /** Counted per address asked for and per client address: a stranger's requests never refuse the owner's. */
  resetPerAccountFromAddress: {
    limit: 3,
    windowSeconds: HOUR,
    message: accountMessages.tooManyResets,
  },
  /** Confirming an address: a link is checked, nothing is guessed, but each try may send a mail. */
  verifyPerIp: { limit: 20, windowSeconds: HOUR, message: tooMany },
  verificationPerAccount: { limit: 3, windowSeconds: HOUR, message: "We already sent several e-mails. Please check your inbox or try again later." },
} satisfies Record<string, LimitRule>;

/** Past 8 failures for an account from anywhere, each attempt waits a little longer (up to 2 seconds). */
const FAILURES_BEFORE_DELAY = 8;
async function slowDownAfterFailures(failures: number): Promise<void> {
  if (failures < FAILURES_BEFORE_DELAY) return;
  const delayMs = Math.min(2000, 250 * (failures - FAILURES_BEFORE_DELAY + 1));
  await new Promise((resolve) => setTimeout(resolve, delayMs));
}

/** Calls a Better Auth endpoint, turning its errors into ours. */
async function callAuth<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw fromAuthError(error);
  }
}

export const accountRoutes: FastifyPluginAsyncZod<{
  db: Db;
  store: ObjectStore;
  provider: PaymentsProvider;
  publicUrl: string;
  signUpsPerHour: number;
}> = async (app, { db, store, provider, publicUrl, signUpsPerHour }) => {
  // The forms that carry a password post here even before the app has started (see form-posts.ts).
  acceptFormPosts(app, "/auth");
  const limitByIp = (request: FastifyRequest, name: string, rule: LimitRule) => consumeAddressLimit(db, request, name, rule);

  app.get("/me", { schema: { response: responses({ 200: accountStateView }) } }, async (request) => accountStateOf(await request.loadViewer()));

  /**
   * The same answer whether or not the address has an account, so sign-up tells nobody who is registered:
   * the address's owner gets a mail instead ("you already have an account", with a sign-in and a reset
   * link). Only a new account is signed in, as the spec's checkout right after sign-up needs.
   */
  app.post("/sign-up", { schema: { body: signUpSchema, response: responses({ 201: okBody }) } }, async (request, reply) => {
    const input = request.body;
    await limitByIp(request, "sign-up", { ...accountLimits.signUpPerIp, limit: signUpsPerHour });
    assertPasswordNotCommon(input.password);
    const created = await callAuth(() =>
      app.auth.api.signUpEmail({
        body: { name: input.fullName, email: input.email, password: input.password, locale: input.locale, callbackURL: "/" },
        headers: request.authHeaders(),
        returnHeaders: true,
      }),
    ).catch((error: unknown) => {
      if (error instanceof AppError && error.code.startsWith("user_already_exists")) return null;
      throw error;
    });
    if (created) {
      await savePhoneNumber(db, input.email, input.phone);
      reply.forwardAuthCookies(created.headers);
    } else {
      await tellOwnerOfExistingAccount(db, app.mail, publicUrl, input.email, input.password);
    }
    reply.code(201);
    return { ok: true as const };
  });

  app.post("/sign-in", { schema: { body: signInSchema, response: responses({ 200: okBody }) } }, async (request, reply) => {
    const input = request.body;
    const accountKey = `sign-in-failures:account:${input.email}`;
    const accountFromAddressKey = `${accountKey}:ip:${addressKey(request.ip)}`;
    await limitByIp(request, "sign-in", accountLimits.signInPerIp);
    await assertUnderLimit(db, accountFromAddressKey, accountLimits.signInFailuresPerAccount);
    await slowDownAfterFailures(await attemptsSoFar(db, accountKey));
    let headers: Headers;
    try {
      ({ headers } = await callAuth(() =>
        app.auth.api.signInEmail({ body: { email: input.email, password: input.password }, headers: request.authHeaders(), returnHeaders: true }),
      ));
    } catch (error) {
      await consumeLimit(db, accountFromAddressKey, { ...accountLimits.signInFailuresPerAccount, limit: Number.MAX_SAFE_INTEGER });
      await consumeLimit(db, accountKey, accountLimits.signInFailuresAcrossAddresses);
      throw error;
    }
    await resetLimit(db, accountFromAddressKey);
    await resetLimit(db, accountKey);
    // Checked after the password, so the answer tells nothing about an account to someone without it.
    if (await endSessionsIfDisabled(db, input.email)) throw forbidden(accountMessages.accountDisabled, "account_disabled");
    reply.forwardAuthCookies(headers);
    return { ok: true as const };
  });

  app.post("/sign-out", { schema: { response: responses({ 200: accountStateView }) } }, async (request, reply) => {
    if (request.headers.cookie) {
      const { headers } = await callAuth(() => app.auth.api.signOut({ headers: request.authHeaders(), returnHeaders: true }));
      reply.forwardAuthCookies(headers);
    }
    return signedOutState;
  });

  app.post("/password/forgot", { schema: { body: forgotPasswordSchema, response: responses({ 200: passwordResetRequestedView }) } }, async (request) => {
    const { email } = request.body;
    await limitByIp(request, "password-reset", accountLimits.resetPerIp);
    await consumeLimit(db, `password-reset:account:${email}:ip:${addressKey(request.ip)}`, accountLimits.resetPerAccountFromAddress);
    // The same answer whether or not the account exists: nobody learns who has one.
    await callAuth(() => app.auth.api.requestPasswordReset({ body: { email, redirectTo: "/auth" }, headers: request.authHeaders() }));
    return { ok: true as const, message: "If an account exists for this e-mail, a reset link is on its way." };
  });

  app.post("/password/reset", { schema: { body: resetPasswordSchema, response: responses({ 200: okBody }) } }, async (request) => {
    const input = request.body;
    await limitByIp(request, "password-reset", accountLimits.resetPerIp);
    assertPasswordNotCommon(input.password);
    await callAuth(() => app.auth.api.resetPassword({ body: { token: input.token, newPassword: input.password }, headers: request.authHeaders() }));
    return { ok: true as const };
  });

  app.post(
    "/password/change",
    { schema: { body: changePasswordSchema, response: responses({ 200: okBody }) }, preValidation: requireUser },
    async (request, reply) => {
      const input = request.body;
      assertPasswordNotCommon(input.password);
      const { headers } = await callAuth(() =>
        app.auth.api.changePassword({
          body: { currentPassword: input.currentPassword, newPassword: input.password, revokeOtherSessions: true },
          headers: request.authHeaders(),
          returnHeaders: true,
        }),
      );
      reply.forwardAuthCookies(headers);
      await tellPasswordChanged(db, app.mail, publicUrl, (await viewerOf(request)).user.id);
      return { ok: true as const };
    },
  );

  // Links mailed before confirmation became a POST: they open the confirmation page, which changes nothing.
  app.get(
    "/verify-email",
    {
      schema: {
        querystring: z.object({ token: z.string().min(1).max(2000), lang: z.enum(LOCALES).default("en") }),
        response: responses({ 302: notJson("a redirect to the page that asks to confirm the address") }),
      },
    },
    async (request, reply) => {
      const { token, lang } = request.query;
      return reply.redirect(`${pathInLocale("/auth", lang)}?${new URLSearchParams({ mode: "verify", token })}`);
    },
  );

  app.post("/verify-email", { schema: { body: verifyEmailSchema, response: responses({ 200: emailProofView }) } }, async (request) => {
    await limitByIp(request, "verify-email", accountLimits.verifyPerIp);
    const outcome = await callAuth(async () =>
      confirmEmail({ auth: app.auth, db }, { token: request.body.token, viewer: await request.loadViewer(), authHeaders: request.authHeaders() }),
    );
    return { ok: true as const, outcome };
  });

  app.post("/verification/resend", { preValidation: requireUser, schema: { response: responses({ 200: okBody }) } }, async (request) => {
    const viewer = await viewerOf(request);
    if (viewer.user.emailVerified) return { ok: true as const };
    await consumeLimit(db, `verification:account:${viewer.user.id}`, accountLimits.verificationPerAccount);
    await callAuth(() => app.auth.api.sendVerificationEmail({ body: { email: viewer.user.email, callbackURL: "/" }, headers: request.authHeaders() }));
    return { ok: true as const };
  });

  app.put("/language", { schema: { body: languageInput, response: responses({ 200: okBody }) }, preValidation: requireUser }, async (request) => {
    const viewer = await viewerOf(request);
    await saveLanguage(db, viewer.user.id, request.body.locale);
    return { ok: true as const };
  });

  app.patch(
    "/profile",
    { schema: { body: profileUpdateSchema, response: responses({ 200: ownProfileView }) }, preValidation: requireUser },
    async (request) => {
      const viewer = await viewerOf(request);
      return updateOwnProfile(db, viewer.user.id, request.body);
    },
  );

  app.post("/avatar", { preValidation: requireUser, schema: { response: responses({ 200: avatarView }) } }, async (request) => {
    const viewer = await viewerOf(request);
    const upload = await readFileUpload(request, {
      maxBytes: AVATAR_MAX_BYTES,
      limit: { db, kind: "avatar", userId: viewer.user.id },
    });
    const saved = await saveImage(store, "profile-pictures", upload, { folder: viewer.user.id, maxDimension: 512 });
    await setAvatarUrl(db, viewer.user.id, saved.url);
    const previous = viewer.profile.avatarUrl ? keyFromPublicUrl(store, "profile-pictures", viewer.profile.avatarUrl) : null;
    if (previous) await store.delete("profile-pictures", previous).catch(() => undefined);
    return { avatarUrl: saved.url };
  });

  app.get("/export", { preValidation: requireUser, schema: { response: responses({ 200: accountExportView }) } }, async (request, reply) => {
    const viewer = await viewerOf(request);
    reply.header("content-disposition", 'attachment; filename="wingmate-my-data.json"');
    reply.header("cache-control", "no-store");
    return exportAccountData(db, viewer);
  });

  app.post(
    "/delete",
    { schema: { body: deleteAccountSchema, response: responses({ 200: accountStateView }) }, preValidation: requireUser },
    async (request, reply) => {
      const viewer = await viewerOf(request);
      const { password } = request.body;
      const valid = await callAuth(() => app.auth.api.verifyPassword({ body: { password }, headers: request.authHeaders() }));
      if (!valid) throw fromAuthError({ statusCode: 400, body: { code: "INVALID_PASSWORD" } });
      await deleteAccount({ db, store, provider, log: request.log }, viewer.user.id);
      reply.clearAuthCookies();
      return signedOutState;
    },
  );
};
