import { z } from "zod";
import { INVALID_PHONE, PHONE_PATTERN } from "../../shared/phone.ts";
import { LOCALES } from "../../shared/i18n/locales.ts";

/** One schema per payload: the forms resolve with these and the routes validate with them. */

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/** The spec's toasts for sign-up validation (§5): title and description. */
export const signUpToasts = {
  passwordsDontMatch: { title: "Passwords don't match", description: "Please make sure your passwords match." },
  fullNameRequired: { title: "Full name required", description: "Please enter your full name." },
  phoneRequired: { title: "Phone number required", description: "Please enter your phone number." },
} as const;

const email = z
  .string()
  .trim()
  .min(1, "Please enter your e-mail address.")
  .max(254, "That e-mail address is too long.")
  .pipe(z.email("Please enter a valid e-mail address."))
  .transform((value) => value.toLowerCase());

export const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`);

const phone = z.string().trim().min(1, signUpToasts.phoneRequired.description).regex(PHONE_PATTERN, INVALID_PHONE);

export const signUpSchema = z
  .object({
    fullName: z.string().trim().min(1, signUpToasts.fullNameRequired.description).max(100, "Please use at most 100 characters."),
    phone,
    email,
    password: newPassword,
    confirmPassword: z.string(),
    /** The page's language: the account's mails go out in it (issue 26). */
    locale: z.enum(LOCALES).default("en"),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ["confirmPassword"],
    message: signUpToasts.passwordsDontMatch.description,
  })
  .refine((value) => value.password.trim().toLowerCase() !== value.email, {
    path: ["password"],
    message: "Your password must not be your e-mail address.",
  });
export type SignUpInput = z.input<typeof signUpSchema>;

export const ACCOUNT_DISABLED_MESSAGE = "This account has been disabled. Please reach us through the Contact page if you think this is a mistake.";

export const signInSchema = z.object({
  email,
  password: z.string().min(1, "Please enter your password.").max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`),
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
    currentPassword: z.string().min(1, "Please enter your current password.").max(PASSWORD_MAX_LENGTH),
    password: newPassword,
    confirmPassword: z.string(),
  })
  .refine(matchingPasswords, { path: ["confirmPassword"], message: signUpToasts.passwordsDontMatch.description });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** Confirming an address: the token of the link that was mailed to it. */
export const verifyEmailSchema = z.object({ token: z.string().min(1).max(2000) });

export const deleteAccountSchema = z.object({
  password: z.string().min(1, "Please enter your password to confirm.").max(PASSWORD_MAX_LENGTH),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

const optionalText = (max: number, label: string) => z.string().trim().max(max, `${label} must be at most ${max} characters.`);

export const profileUpdateSchema = z.object({
  firstName: z.string().trim().min(1, "Please enter your first name.").max(60, "First name must be at most 60 characters."),
  lastName: optionalText(60, "Last name"),
  phoneNumber: z.union([z.literal(""), phone]),
  countryCode: z
    .string()
    .trim()
    .regex(/^(\+\d{1,4})?$/, "Use a country code like +1."),
  zipCode: z
    .string()
    .trim()
    .regex(/^(\d{5}(-\d{4})?)?$/, "Use a ZIP code like 33139."),
  bio: optionalText(1000, "Bio"),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

/** Profile pictures: images only, at most 5 MB (§5). */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

// ---- Views: what the account routes answer ----

export type { OwnProfile, AccountState, EmailProof } from "./responses.ts";

/** The account's language, as the language switcher sets it for a signed-in reader. */
export const languageInput = z.object({ locale: z.enum(LOCALES) });
