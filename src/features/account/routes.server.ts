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
import { forbidden } from "../../server/http/errors.ts";
import { assertUnderLimit, consumeLimit, resetLimit, type LimitRule, consumeAddressLimit, addressKey, attemptsSoFar } from "../../server/http/rate-limit.ts";
import {
  ACCOUNT_DISABLED_MESSAGE,
  AVATAR_MAX_BYTES,
  changePasswordSchema,
  deleteAccountSchema,
  forgotPasswordSchema,
  profileUpdateSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  languageInput,
} from "./schema.ts";
import { accountExportView, accountStateView, avatarView, ownProfileView, passwordResetRequestedView } from "./responses.ts";
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
} from "./service.server.ts";

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const tooMany = "Too many attempts. Please wait a few minutes and try again.";

/** Abuse limits (issue: per IP and per account). */
export const accountLimits = {
  signInPerIp: { limit: 30, windowSeconds: 15 * MINUTE, message: tooMany },
  /** A hard stop for one account from one address (a /64 for IPv6). */
  signInFailuresPerAccount: {
    limit: 8,
    windowSeconds: 15 * MINUTE,
    message: "Too many failed attempts for this account. Please wait 15 minutes or reset your password.",
  },
  /** Across addresses only a delay: a stranger elsewhere can slow the guessing, never lock the owner out. */
  signInFailuresAcrossAddresses: { limit: Number.MAX_SAFE_INTEGER, windowSeconds: 15 * MINUTE, message: tooMany },
  // Generous: many people share one address (offices, campuses, mobile carriers); accounts are limited too.
  signUpPerIp: { limit: 50, windowSeconds: HOUR, message: tooMany },
  resetPerIp: { limit: 10, windowSeconds: HOUR, message: tooMany },
  resetPerAccount: { limit: 3, windowSeconds: HOUR, message: "We already sent several reset e-mails. Please check your inbox or try again later." },
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

export const accountRoutes: FastifyPluginAsyncZod<{ db: Db; store: ObjectStore; provider: PaymentsProvider }> = async (app, { db, store, provider }) => {
  const limitByIp = (request: FastifyRequest, name: string, rule: LimitRule) => consumeAddressLimit(db, request, name, rule);

  app.get("/me", { schema: { response: responses({ 200: accountStateView }) } }, async (request) => accountStateOf(await request.loadViewer()));

  app.post("/sign-up", { schema: { body: signUpSchema, response: responses({ 201: okBody }) } }, async (request, reply) => {
    const input = request.body;
    await limitByIp(request, "sign-up", accountLimits.signUpPerIp);
    assertPasswordNotCommon(input.password);
    const { headers } = await callAuth(() =>
      app.auth.api.signUpEmail({
        body: { name: input.fullName, email: input.email, password: input.password, locale: input.locale, callbackURL: "/" },
        headers: request.authHeaders(),
        returnHeaders: true,
      }),
    );
    await savePhoneNumber(db, input.email, input.phone);
    reply.forwardAuthCookies(headers);
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
    if (await endSessionsIfDisabled(db, input.email)) throw forbidden(ACCOUNT_DISABLED_MESSAGE, "account_disabled");
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
    await consumeLimit(db, `password-reset:account:${email}`, accountLimits.resetPerAccount);
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
      return { ok: true as const };
    },
  );

  app.get(
    "/verify-email",
    {
      schema: {
        querystring: z.object({ token: z.string().min(1).max(2000), lang: z.enum(LOCALES).default("en") }),
        response: responses({ 302: notJson("a redirect to the home page or the sign-in page") }),
      },
    },
    async (request, reply) => {
      const { token, lang } = request.query;
      try {
        await app.auth.api.verifyEmail({ query: { token }, headers: request.authHeaders() });
        return reply.redirect(`${pathInLocale("/", lang)}?verified=1`);
      } catch {
        return reply.redirect(`${pathInLocale("/auth", lang)}?verify=failed`);
      }
    },
  );

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
    const upload = await readFileUpload(request, { maxBytes: AVATAR_MAX_BYTES, tooLargeMessage: "Image size must be less than 5MB" });
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
