// The account feature as the rest of the web app sees it: import from here, never from its files.
export { LoginForm } from "./LoginForm.tsx";
export { SignUpForm } from "./SignUpForm.tsx";
export { formPostFailure } from "./form-post-errors.ts";
export { type AccountState, type SignInInput, type SignUpInput } from "./schema.ts";
export { saveAccountLanguage } from "./queries.ts";
// Types only: the session's own calls (src/web/session/api.ts) are typed by them.
export type { accountStateView } from "./responses.ts";
export type { signInSchema, signUpSchema } from "./schema.ts";
export type { AccountPageServices } from "./page-services.ts";
