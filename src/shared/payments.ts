/** What a row of the payments ledger pays for: a booking's checkout, or a membership payment. */
export const PAYMENT_KINDS = ["booking", "subscription"] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** A payment's life: a checkout opened, paid, then perhaps refunded; an unpaid checkout expires. */
export const PAYMENT_STATUS_VALUES = ["open", "paid", "refund_pending", "refunded", "expired"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUS_VALUES)[number];
