import type { AccountState, SignInInput, SignUpInput } from "../../features/account/index.ts";
import type { Ok } from "../../shared/ok.ts";
import { api } from "../lib/api.ts";

/** The session calls: who is signed in, and signing in, up and out. The rest of the account API is the account feature's. */
export const accountQueryKey = ["account"] as const;

export const fetchAccount = (signal?: AbortSignal) => api.get<AccountState>("/api/account/me", { signal });
export const signIn = (input: SignInInput) => api.post<Ok>("/api/account/sign-in", input);
export const signUp = (input: SignUpInput) => api.post<Ok>("/api/account/sign-up", input);
export const signOut = () => api.post<AccountState>("/api/account/sign-out");
export const resendVerification = () => api.post<Ok>("/api/account/verification/resend");
