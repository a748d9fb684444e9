// The billing feature as the rest of the web app sees it: import from here, never from its files.
export { PaymentIssueBanner } from "./PaymentIssueBanner.tsx";
export { createCheckout, openPortal, refundMembership, subscriptionOptions } from "./queries.ts";
export { billingContract } from "./contract.ts";
export { messageOf } from "./use-billing.ts";
export { openInNewTab, reserveCheckoutTab, useBillingActions } from "./use-billing.ts";
export { complimentaryMembershipSchema, type AdminSubscription } from "./schema.ts";
export type { membershipRefundInput } from "./schema.ts";
export type { BillingPageServices } from "./page-services.ts";
// Types only: the back office's endpoints are typed by them.
export type { complimentaryGrantView, adminSubscriptionsResponse } from "./responses.ts";
