import { useQuery, useQueryClient } from "@tanstack/react-query";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from "react";
import { useRevalidator } from "react-router";
import { accountQueryKey, fetchAccount, signIn, signOut, signUp } from "./api.ts";
import type { SignInInput, SignUpInput } from "../../features/account/index.ts";
import type { AccountState } from "../../features/account/index.ts";
import { signedOutState } from "../../shared/account-state.ts";
import { hasVipAccess } from "../../shared/access.ts";
import { onMembershipChange } from "./membership-channel.ts";
import { useDrawnAccount } from "../site-settings.ts";

/** Delay of the subscription re-check after a session change (§9: 1000 ms). */
const RECHECK_DELAY_MS = 1000;

export interface AuthContextValue extends AccountState {
  /** True until the stored session has been read (§4). */
  loading: boolean;
  isAdmin: boolean;
  /** Every profile, messaging, saving, reviews (the server's rule, `hasVipAccess`). */
  hasVipAccess: boolean;
  signIn(input: SignInInput): Promise<void>;
  /**
   * True when the new account is signed in; false when the address already had an account (the server
   * answers alike, so nobody learns who is registered, and mails the address's owner instead).
   */
  signUp(input: SignUpInput): Promise<boolean>;
  signOut(): Promise<void>;
  /** Reads the session and membership again (after a payment, say). */
  refresh(): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // Failures are silent (§8): the visitor is treated as signed out and the query tries again later.
  // The page starts with the account its server found (the root's loader), and reads it again when stale.
  const drawnAccount = useDrawnAccount();
  const query = useQuery({
    queryKey: accountQueryKey,
    queryFn: ({ signal }) => fetchAccount(signal),
    initialData: drawnAccount,
    staleTime: 60_000,
    retry: false,
  });

  // Each time the pages' loaders run again (a navigation, a revalidation), the account they found is the newest.
  const loadedAccount = useRef(drawnAccount);
  useEffect(() => {
    if (loadedAccount.current === drawnAccount) return;
    loadedAccount.current = drawnAccount;
    queryClient.setQueryData(accountQueryKey, drawnAccount);
  }, [drawnAccount, queryClient]);

  const { revalidate } = useRevalidator();
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: accountQueryKey }), [queryClient]);
  // What the viewer may see changed: every page's data is read again, by its loaders and its queries.
  const readEverythingAgain = useCallback(async () => {
    await Promise.all([revalidate(), queryClient.invalidateQueries()]);
  }, [queryClient, revalidate]);
  // A payment confirmed in another tab changes what every page here may show.
  useEffect(() => onMembershipChange(() => void readEverythingAgain()), [readEverythingAgain]);
  const afterSessionChange = useCallback(async () => {
    await readEverythingAgain();
    setTimeout(() => void refresh(), RECHECK_DELAY_MS);
  }, [readEverythingAgain, refresh]);

  const value = useMemo<AuthContextValue>(() => {
    const state = query.data ?? signedOutState;
    return {
      ...state,
      loading: query.isPending,
      isAdmin: state.role === "admin",
      hasVipAccess: hasVipAccess(state),
      signIn: async (input) => {
        await signIn(input);
        await afterSessionChange();
      },
      signUp: async (input) => {
        await signUp(input);
        await afterSessionChange();
        return Boolean(queryClient.getQueryData<AccountState>(accountQueryKey)?.user);
      },
      signOut: async () => {
        await signOut();
        queryClient.setQueryData(accountQueryKey, signedOutState);
        queryClient.removeQueries({ predicate: (cached) => cached.queryKey[0] !== accountQueryKey[0] });
        await revalidate();
      },
      refresh,
    };
  }, [query.data, query.isPending, afterSessionChange, queryClient, refresh, revalidate]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error("useAuth must be used within an AuthProvider");
  return context;
}
