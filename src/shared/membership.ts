/** VIP membership constants (§1, §9). */
export const VIP_MONTHLY_PRICE_CENTS = 2999;
export const VIP_PRICE_ID = "price_vip_monthly";
export const VIP_SUBSCRIPTION_TYPE = "vip_monthly";

/** The advertised member perks (§1). */
export const memberPerks = [
  "Exclusive access to every profile",
  "Direct chat with companions",
  "Priority booking",
  "A monthly exclusive party",
  "24/7 support",
] as const;

export const membershipTerms = "Cancel anytime · 30-day money-back guarantee";
