export {
  countActiveMembers,
  grantComplimentaryMembership,
  listSubscriptionsForAdmin,
  subscriptionOf,
  subscriptionsOf,
  type SubscriptionRow,
} from "./membership-admin.server.ts";
export { holdsMembership, membershipByUser } from "./memberships.server.ts";
export { complimentaryMembershipSchema } from "./schema.ts";
export { billingRoutes } from "./routes.server.ts";
export { adminSubscriptionsResponse, complimentaryGrantView } from "./responses.ts";
export { billingPageServices } from "./page-services.server.ts";
export { membershipPersonalData } from "./personal-data.server.ts";
export { expireSandboxCheckout, openSandboxMembershipCheckout, openSandboxPaymentCheckout } from "./sandbox-checkouts.server.ts";
export { lastStripeEventAt } from "./subscription-state.server.ts";
export { refundMembership } from "./refunds.server.ts";
export { membershipRefundInput } from "./schema.ts";
