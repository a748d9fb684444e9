/** The spec's subscription info (§3), as the client reads it. */
export interface SubscriptionInfo {
  subscribed: boolean;
  subscription_tier: string | null;
  subscription_end: string | null;
}

/** A member is subscribed, with a tier and a period that has not ended (§4 access gate). */
export function membershipOf(
  row: { subscribed: boolean; tier: string | null; currentPeriodEnd: Date | null } | null | undefined,
  now = new Date(),
): { subscription: SubscriptionInfo; isMember: boolean } {
  const subscription: SubscriptionInfo = {
    subscribed: row?.subscribed ?? false,
    subscription_tier: row?.tier ?? null,
    subscription_end: row?.currentPeriodEnd?.toISOString() ?? null,
  };
  const isMember = Boolean(row?.subscribed && row.tier && row.currentPeriodEnd && row.currentPeriodEnd > now);
  return { subscription, isMember };
}

/**
 * Whether a membership renews when its period ends (`subscription_end`): a running subscription not set to
 * cancel. A cancelled one, or a complimentary one (always set to end), ends then.
 */
export function renewsAtPeriodEnd(row: { status: string | null; cancelAtPeriodEnd: boolean | null } | null | undefined): boolean {
  return Boolean(row && (row.status === "active" || row.status === "past_due") && !row.cancelAtPeriodEnd);
}
