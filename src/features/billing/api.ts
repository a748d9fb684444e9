import type { Locale } from "../../shared/i18n/locales.ts";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../web/lib/api.ts";
import type { ProviderPage, SandboxCheckout, SandboxPaymentRedirect, SubscriptionState, VipSignupInput } from "./schema.ts";

export const subscriptionOptions = () =>
  queryOptions({ queryKey: ["billing", "subscription"], queryFn: ({ signal }) => api.get<SubscriptionState>("/api/billing/subscription", { signal }) });

export const sandboxCheckoutOptions = (id: string) =>
  queryOptions({
    queryKey: ["billing", "sandbox-checkout", id],
    queryFn: ({ signal }) => api.get<SandboxCheckout>(`/api/billing/sandbox/checkouts/${encodeURIComponent(id)}`, { signal }),
    retry: false,
  });

/** `returnTo`: the page the upgrade started from, offered again on the welcome page after paying. */
export const createCheckout = (locale: Locale, returnTo?: string | null) =>
  api.post<ProviderPage>("/api/billing/checkout", { locale, returnTo: returnTo ?? undefined });
export const openPortal = (locale: Locale) => api.post<ProviderPage>("/api/billing/portal", { locale });
export const submitVipSignup = (input: VipSignupInput) => api.post<ProviderPage>("/api/billing/vip-signup", input);
const payPath = (id: string) => `/api/billing/sandbox/checkouts/${encodeURIComponent(id)}/pay`;
/** Pays a membership's test checkout: the membership is active at once. */
export const paySandboxCheckout = (id: string) => api.post<SubscriptionState>(payPath(id));
/** Pays a booking's test checkout (no sign-in needed): the answer says where the provider sends the browser back. */
export const paySandboxPayment = (id: string) => api.post<SandboxPaymentRedirect>(payPath(id));
export const sandboxPortalAction = (action: "cancel" | "resume" | "refund") => api.post<SubscriptionState>(`/api/billing/sandbox/portal/${action}`);
