/**
 * The signed-in state as the client keeps it. Kept apart from the form schemas (zod), so the code every
 * page loads does not carry the validation library.
 */

/** What GET /api/account/me answers (the auth context's state). */
export interface AccountState {
  user: { id: string; email: string; name: string; emailVerified: boolean } | null;
  profile: OwnProfile | null;
  role: "user" | "wingwoman" | "admin" | null;
  subscription: { subscribed: boolean; subscription_tier: string | null; subscription_end: string | null };
  isMember: boolean;
  /** "past_due" when the last payment failed (the member keeps access while it is retried). */
  billingStatus: string | null;
}

export interface OwnProfile {
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string | null;
  countryCode: string | null;
  zipCode: string | null;
  bio: string | null;
  avatarUrl: string | null;
  createdAt: string;
}

/** The state of a visitor: what /api/account/me answers without a session, and the client's default. */
export const signedOutState: AccountState = {
  user: null,
  profile: null,
  role: null,
  subscription: { subscribed: false, subscription_tier: null, subscription_end: null },
  isMember: false,
  billingStatus: null,
};
