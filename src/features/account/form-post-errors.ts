import { accountMessages } from "./schema.ts";

/** What a sign-in, sign-up or reset form post that came back with an error code (see server/http/form-posts.ts) tells the reader. */
const FORM_POST_ERRORS: Record<string, string> = {
  invalid_email_or_password: accountMessages.invalidCredentials,
  invalid_token: accountMessages.invalidLink,
  weak_password: accountMessages.passwordTooCommon,
  too_many_requests: accountMessages.tooManyAttempts,
  account_disabled: accountMessages.accountDisabled,
};

/** The sentence (a catalog id) for a failed account form post's error code. */
export function formPostFailure(code: string): string {
  return FORM_POST_ERRORS[code] ?? "error.checkInput";
}
