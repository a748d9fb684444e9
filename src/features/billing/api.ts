import { queryOptions } from "@tanstack/react-query";
import { api } from "../../web/lib/api.ts";
import type { SandboxCheckout, SubscriptionState, VipSignupInput } from "./schema.ts";

export const subscriptionOptions = () =>
  queryOptions({ queryKey: ["billing", "subscription"], queryFn: ({ signal }) => api.get<SubscriptionState>("/api/billing/subscription", { signal }) });

export const sandboxCheckoutOptions = (id: string) =>
  queryOptions({
    queryKey: ["billing", "sandbox-checkout", id],
    queryFn: ({ signal }) => api.get<SandboxCheckout>(`/api/billing/sandbox/checkouts/${encodeURIComponent(id)}`, { signal }),
    retry: false,
  });

export const createCheckout = () => api.post<{ url: string }>("/api/billing/checkout");
export const openPortal = () => api.post<{ url: string }>("/api/billing/portal");
export const submitVipSignup = (input: VipSignupInput) => api.post<{ url: string }>("/api/billing/vip-signup", input);
export const paySandboxCheckout = (id: string) => api.post<SubscriptionState>(`/api/billing/sandbox/checkouts/${encodeURIComponent(id)}/pay`);
export const sandboxPortalAction = (action: "cancel" | "resume" | "refund") => api.post<SubscriptionState>(`/api/billing/sandbox/portal/${action}`);
