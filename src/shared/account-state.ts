import type { AccountState } from "../features/account/index.ts";

/**
 * A visitor's state: what /api/account/me answers without a session, and the client's default before it
 * answers. Plain data (no zod), so the code every page loads stays small.
 */
export const signedOutState: AccountState = {
  user: null,
  profile: null,
  role: null,
  subscription: { subscribed: false, subscription_tier: null, subscription_end: null },
  isMember: false,
  membershipRenews: false,
  billingStatus: null,
};
