/** VIP membership constants (§1, §9). */
export const VIP_MONTHLY_PRICE_CENTS = 2999;
export const VIP_PRICE_ID = "price_vip_monthly";
export const VIP_SUBSCRIPTION_TYPE = "vip_monthly";
