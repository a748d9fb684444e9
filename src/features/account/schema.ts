import { z } from "zod";
import { INVALID_PHONE, PHONE_PATTERN } from "../../shared/phone.ts";
import { LOCALES } from "../../shared/i18n/locales.ts";
import type common from "../../web/layout/common.messages.en.ts";
import type settings from "./settings.messages.en.ts";

/** One schema per payload: the forms resolve with these and the routes validate with them. */

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

type Id = keyof typeof common | keyof typeof settings;

/** The spec's toasts for sign-up validation (§5): title and description, by catalog id (the frame's catalog). */
export const signUpToasts = {
  passwordsDontMatch: { title: "auth.passwordsDontMatch", description: "auth.passwordsDontMatch.description" },
  fullNameRequired: { title: "auth.fullNameRequired", description: "form.enterFullName" },
  phoneRequired: { title: "auth.phoneRequired", description: "form.enterPhone" },
} as const satisfies Record<string, { title: Id; description: Id }>;

/** The account's fixed sentences, by catalog id: services and routes throw with these. */
export const accountMessages = {
  passwordTooCommon: "auth.passwordTooCommon",
  invalidCredentials: "auth.invalidCredentials",
  accountExists: "auth.accountExists",
  invalidLink: "auth.invalidLink",
  currentPasswordWrong: "settings.password.currentWrong",
  accountDisabled: "auth.accountDisabled",
  tooManyAttempts: "auth.tooManyAttempts",
  tooManyFailures: "auth.tooManyFailures",
  tooManyResets: "auth.tooManyResets",
} as const satisfies Record<string, Id>;

const email = z
  .string()
  .trim()
  .min(1, "form.enterEmail" satisfies Id)
  .max(254, "form.emailTooLong" satisfies Id)
  .pipe(z.email("form.invalidEmail" satisfies Id))
  .transform((value) => value.toLowerCase());

export const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, "auth.passwordTooShort" satisfies Id)
  .max(PASSWORD_MAX_LENGTH, "auth.passwordTooLong" satisfies Id);

const phone = z.string().trim().min(1, signUpToasts.phoneRequired.description).regex(PHONE_PATTERN, INVALID_PHONE);

export const signUpSchema = z
  .object({
    fullName: z
      .string()
      .trim()
      .min(1, signUpToasts.fullNameRequired.description)
      .max(100, "auth.nameTooLong" satisfies Id),
    phone,
    email,
    password: newPassword,
    confirmPassword: z.string(),
    /** The page's language: the account's mails go out in it. */
    locale: z.enum(LOCALES).default("en"),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ["confirmPassword"],
    message: signUpToasts.passwordsDontMatch.description,
  })
  .refine((value) => value.password.trim().toLowerCase() !== value.email, {
    path: ["password"],
    message: "auth.passwordIsEmail" satisfies Id,
  });
export type SignUpInput = z.input<typeof signUpSchema>;

export const signInSchema = z.object({
  email,
  password: z
    .string()
    .min(1, "auth.enterPassword" satisfies Id)
    .max(PASSWORD_MAX_LENGTH, "auth.passwordTooLong" satisfies Id),
});
export type SignInInput = z.input<typeof signInSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

const matchingPasswords = <T extends { password: string; confirmPassword: string }>(value: T) => value.password === value.confirmPassword;

export const resetPasswordSchema = z
  .object({ token: z.string().min(1).max(200), password: newPassword, confirmPassword: z.string() })
  .refine(matchingPasswords, { path: ["confirmPassword"], message: signUpToasts.passwordsDontMatch.description });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string()
      .min(1, "settings.password.enterCurrent" satisfies Id)
      .max(PASSWORD_MAX_LENGTH),
    password: newPassword,
    confirmPassword: z.string(),
  })
  .refine(matchingPasswords, { path: ["confirmPassword"], message: signUpToasts.passwordsDontMatch.description });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** Confirming an address: the token of the link that was mailed to it. */
export const verifyEmailSchema = z.object({ token: z.string().min(1).max(2000) });
/** What a confirmation link would do, read as its page opens: confirm the address, nothing (already confirmed), or fail. */
export type EmailLinkState = "usable" | "already" | "invalid";

export const deleteAccountSchema = z.object({
  password: z
    .string()
    .min(1, "settings.delete.enterPassword" satisfies Id)
    .max(PASSWORD_MAX_LENGTH),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

export const profileUpdateSchema = z.object({
  firstName: z
    .string()
    .trim()
    .min(1, "form.enterFirstName" satisfies Id)
    .max(60, "myProfile.firstNameTooLong" satisfies Id),
  lastName: z
    .string()
    .trim()
    .max(60, "myProfile.lastNameTooLong" satisfies Id),
  phoneNumber: z.union([z.literal(""), phone]),
  countryCode: z
    .string()
    .trim()
    .regex(/^(\+\d{1,4})?$/, "myProfile.countryCodeInvalid" satisfies Id),
  zipCode: z
    .string()
    .trim()
    .regex(/^(\d{5}(-\d{4})?)?$/, "myProfile.zipCodeInvalid" satisfies Id),
  bio: z
    .string()
    .trim()
    .max(1000, "myProfile.bioTooLong" satisfies Id),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

/** Profile pictures: images only, at most 5 MB (§5). */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

// ---- Views: what the account routes answer ----

export type { OwnProfile, AccountState, EmailProof } from "./responses.ts";

/** The account's language, as the language switcher sets it for a signed-in reader. */
export const languageInput = z.object({ locale: z.enum(LOCALES) });
