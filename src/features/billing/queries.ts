import type { Locale } from "../../shared/i18n/locales.ts";
import { queryOptions } from "@tanstack/react-query";
import { ApiError } from "../../web/lib/api.ts";
import { call, urlOf, type BodyOf } from "../../web/lib/endpoint.ts";
import { billingContract as contract } from "./contract.ts";
import type { SandboxPaymentRedirect } from "./schema.ts";

export const subscriptionOptions = () =>
  queryOptions({ queryKey: ["billing", "subscription"], queryFn: ({ signal }) => call(contract.subscription, { signal }) });

export const sandboxCheckoutOptions = (id: string) =>
  queryOptions({
    queryKey: ["billing", "sandbox-checkout", id],
    queryFn: ({ signal }) => call(contract.sandboxCheckout, { params: { id }, signal }),
    retry: false,
  });

/** `returnTo`: the page the upgrade started from, offered again on the welcome page after paying. */
export const createCheckout = (locale: Locale, returnTo?: string | null) => call(contract.checkout, { body: { locale, returnTo: returnTo ?? undefined } });
export const openPortal = (locale: Locale) => call(contract.portal, { body: { locale } });
export const submitVipSignup = (input: BodyOf<typeof contract.vipSignup>) => call(contract.vipSignup, { body: input });
/** Pays a membership's test checkout: the membership is active at once. */
/** The test checkout's pay form: posted by the browser itself before the app has started (it then follows `url`). */
export const sandboxPayAction = (id: string) => urlOf(contract.paySandboxCheckout.path, { id });
export const paySandboxCheckout = (id: string) => call(contract.paySandboxCheckout, { params: { id } });
/** Pays a booking's test checkout (no sign-in needed): the answer says where the provider sends the browser back. */
export async function paySandboxPayment(id: string): Promise<SandboxPaymentRedirect> {
  const paid = await call(contract.paySandboxCheckout, { params: { id } });
  if (!("redirectUrl" in paid)) throw new ApiError(0, "unexpected-answer", "An unexpected error occurred. Please try again.", { id: "error.unexpected" });
  return paid;
}
export const sandboxPortalAction = (action: keyof typeof contract.sandboxPortal) => call(contract.sandboxPortal[action]);
/** The 30-day money-back guarantee: a full refund, and the membership ends now. */
export const refundMembership = () => call(contract.refund);
