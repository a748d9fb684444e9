import { z } from "zod";

// The response schemas of this feature's routes (the serializer keeps only what they name). The web app
// imports their types only (`import type`), so none of this reaches the browser.

/** The signed-in user's own profile. */
export const ownProfileView = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  countryCode: z.string().nullable(),
  zipCode: z.string().nullable(),
  bio: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type OwnProfile = z.output<typeof ownProfileView>;

/** What GET /api/account/me answers (the session's state): a visitor gets every field empty. */
export const accountStateView = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string(), emailVerified: z.boolean() }).nullable(),
  profile: ownProfileView.nullable(),
  role: z.enum(["user", "wingwoman", "admin"]).nullable(),
  subscription: z.object({ subscribed: z.boolean(), subscription_tier: z.string().nullable(), subscription_end: z.string().nullable() }),
  isMember: z.boolean(),
  /** True when the membership renews at `subscription.subscription_end`; false when it ends then (cancelled, complimentary). */
  membershipRenews: z.boolean(),
  /** "past_due" when the last payment failed (the member keeps access while it is retried). */
  billingStatus: z.string().nullable(),
});
export type AccountState = z.output<typeof accountStateView>;

export const passwordResetRequestedView = z.object({ ok: z.literal(true), message: z.string() });
/** What confirming an address did (email-proof.server.ts explains each outcome). */
export const emailProofView = z.object({ ok: z.literal(true), outcome: z.enum(["verified", "already", "set-password"]) });
export type EmailProof = z.output<typeof emailProofView>;
export const avatarView = z.object({ avatarUrl: z.string() });
/** The account's own data as a download (export.server.ts collects exactly the owner's rows). */
export const accountExportView = z.record(z.string(), z.unknown()).nullable().describe("the owner's own data, as export.server.ts collects it");
