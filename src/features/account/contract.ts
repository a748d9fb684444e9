import type { okBody } from "../../shared/ok.ts";
import { endpoint } from "../../web/lib/endpoint.ts";
import type { accountExportView, accountStateView, avatarView, emailProofView, ownProfileView, passwordResetRequestedView } from "./responses.ts";
import type {
  changePasswordSchema,
  deleteAccountSchema,
  forgotPasswordSchema,
  languageInput,
  profileUpdateSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from "./schema.ts";

/**
 * The account routes (routes.server.ts) other than the session's own (src/web/session/api.ts), typed by the
 * schemas they register. Several forms post to their path before the app has started.
 */
export const accountContract = {
  forgotPassword: endpoint<{ body: typeof forgotPasswordSchema; response: typeof passwordResetRequestedView }>()("POST", "/api/account/password/forgot"),
  resetPassword: endpoint<{ body: typeof resetPasswordSchema; response: typeof okBody }>()("POST", "/api/account/password/reset"),
  changePassword: endpoint<{ body: typeof changePasswordSchema; response: typeof okBody }>()("POST", "/api/account/password/change"),
  verifyEmail: endpoint<{ body: typeof verifyEmailSchema; response: typeof emailProofView }>()("POST", "/api/account/verify-email"),
  language: endpoint<{ body: typeof languageInput; response: typeof okBody }>()("PUT", "/api/account/language"),
  profile: endpoint<{ body: typeof profileUpdateSchema; response: typeof ownProfileView }>()("PATCH", "/api/account/profile"),
  avatar: endpoint<{ response: typeof avatarView }>()("POST", "/api/account/avatar"),
  /** A download: the browser follows a link to it. */
  export: endpoint<{ response: typeof accountExportView }>()("GET", "/api/account/export"),
  delete: endpoint<{ body: typeof deleteAccountSchema; response: typeof accountStateView }>()("POST", "/api/account/delete"),
};
