import type { Locale } from "../../shared/i18n/locales.ts";
import { call, type BodyOf } from "../../web/lib/endpoint.ts";
import { uploadFile } from "../../web/lib/upload.ts";
import { accountContract as contract } from "./contract.ts";

export const requestPasswordReset = (input: BodyOf<typeof contract.forgotPassword>) => call(contract.forgotPassword, { body: input });
export const resetPassword = (input: BodyOf<typeof contract.resetPassword>) => call(contract.resetPassword, { body: input });
export const changePassword = (input: BodyOf<typeof contract.changePassword>) => call(contract.changePassword, { body: input });
export const confirmEmail = (token: string) => call(contract.verifyEmail, { body: { token } });
/** Remembers the reader's language on the account: its mails go out in it. */
export const saveAccountLanguage = (locale: Locale) => call(contract.language, { body: { locale } });
export const updateProfile = (input: BodyOf<typeof contract.profile>) => call(contract.profile, { body: input });
export const uploadAvatar = (file: File, onProgress: (percent: number) => void) => uploadFile(contract.avatar, {}, file, onProgress);
export const deleteAccount = (input: BodyOf<typeof contract.delete>) => call(contract.delete, { body: input });
