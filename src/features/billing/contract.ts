import { endpoint } from "../../web/lib/endpoint.ts";
import type { providerPageView, sandboxCheckoutView, sandboxPaymentView, subscriptionStateView } from "./responses.ts";
import type { checkoutInput, vipSignupFormSchema } from "./schema.ts";

type PortalState = { response: typeof subscriptionStateView };

/** The billing routes the web app calls (routes.server.ts), typed by the schemas they register. */
export const billingContract = {
  subscription: endpoint<{ response: typeof subscriptionStateView }>()("GET", "/api/billing/subscription"),
  checkout: endpoint<{ body: typeof checkoutInput; response: typeof providerPageView }>()("POST", "/api/billing/checkout"),
  portal: endpoint<{ body: typeof checkoutInput; response: typeof providerPageView }>()("POST", "/api/billing/portal"),
  // The 30-day money-back guarantee with either provider; the browser's own form post works too.
  refund: endpoint<PortalState>()("POST", "/api/billing/portal/refund"),
  // The JSON the page sends; the route also takes the same form posted by the browser itself (vipSignupSchema).
  vipSignup: endpoint<{ body: typeof vipSignupFormSchema; response: typeof providerPageView }>()("POST", "/api/billing/vip-signup"),
  // The sandbox provider's own pages (registered only when it is the payments provider).
  sandboxCheckout: endpoint<{ response: typeof sandboxCheckoutView }>()("GET", "/api/billing/sandbox/checkouts/:id"),
  paySandboxCheckout: endpoint<{ response: typeof sandboxPaymentView }>()("POST", "/api/billing/sandbox/checkouts/:id/pay"),
  sandboxPortal: {
    cancel: endpoint<PortalState>()("POST", "/api/billing/sandbox/portal/cancel"),
    resume: endpoint<PortalState>()("POST", "/api/billing/sandbox/portal/resume"),
    refund: endpoint<PortalState>()("POST", "/api/billing/sandbox/portal/refund"),
  },
};
