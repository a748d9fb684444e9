import type { accountStateView, signInSchema, signUpSchema } from "../../features/account/index.ts";
import type { okBody } from "../../shared/ok.ts";
import { call, endpoint, type BodyOf } from "../lib/endpoint.ts";

/** The session's routes: who is signed in, and signing in, up and out. The rest of the account API is the account feature's. */
export const sessionContract = {
  me: endpoint<{ response: typeof accountStateView }>()("GET", "/api/account/me"),
  signIn: endpoint<{ body: typeof signInSchema; response: typeof okBody }>()("POST", "/api/account/sign-in"),
  signUp: endpoint<{ body: typeof signUpSchema; response: typeof okBody }>()("POST", "/api/account/sign-up"),
  signOut: endpoint<{ response: typeof accountStateView }>()("POST", "/api/account/sign-out"),
  resendVerification: endpoint<{ response: typeof okBody }>()("POST", "/api/account/verification/resend"),
};

export const accountQueryKey = ["account"] as const;

export const fetchAccount = (signal?: AbortSignal) => call(sessionContract.me, { signal });
export const signIn = (input: BodyOf<typeof sessionContract.signIn>) => call(sessionContract.signIn, { body: input });
export const signUp = (input: BodyOf<typeof sessionContract.signUp>) => call(sessionContract.signUp, { body: input });
export const signOut = () => call(sessionContract.signOut);
export const resendVerification = () => call(sessionContract.resendVerification);
