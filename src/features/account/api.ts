import type { Ok } from "../../shared/ok.ts";
import type { Locale } from "../../shared/i18n/locales.ts";
import { api } from "../../web/lib/api.ts";
import type {
  AccountState,
  ChangePasswordInput,
  DeleteAccountInput,
  ForgotPasswordInput,
  OwnProfile,
  PasswordResetRequested,
  ProfileUpdateInput,
  ResetPasswordInput,
} from "./schema.ts";

export const requestPasswordReset = (input: ForgotPasswordInput) => api.post<PasswordResetRequested>("/api/account/password/forgot", input);
export const resetPassword = (input: ResetPasswordInput) => api.post<Ok>("/api/account/password/reset", input);
export const changePassword = (input: ChangePasswordInput) => api.post<Ok>("/api/account/password/change", input);
/** Remembers the reader's language on the account (issue 26): its mails go out in it. */
export const saveAccountLanguage = (locale: Locale) => api.put<Ok>("/api/account/language", { locale });
export const updateProfile = (input: ProfileUpdateInput) => api.patch<OwnProfile>("/api/account/profile", input);
export const deleteAccount = (input: DeleteAccountInput) => api.post<AccountState>("/api/account/delete", input);
