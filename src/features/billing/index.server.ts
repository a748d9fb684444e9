export { complimentaryMembershipSchema, grantComplimentaryMembership, listSubscriptionsForAdmin } from "./membership-admin.server.ts";
export { billingRoutes } from "./routes.server.ts";
export { adminSubscriptionView, complimentaryGrantView } from "./responses.ts";
