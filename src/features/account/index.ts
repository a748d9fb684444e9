// The account feature as the rest of the web app sees it: import from here, never from its files.
export { LoginForm } from "./LoginForm.tsx";
export { SignUpForm } from "./SignUpForm.tsx";
export { type AccountState, type SignInInput, type SignUpInput } from "./schema.ts";
export { accountWords } from "./dialog-words.ts";
export { saveAccountLanguage } from "./api.ts";
export type { AccountPageServices } from "./page-services.ts";
