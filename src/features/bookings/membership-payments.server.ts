import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { payments } from "./tables.server.ts";

type PaymentRow = typeof payments.$inferSelect;

export interface MembershipPaymentRow {
  id: string;
  userId: string | null;
  amountCents: number;
  provider: PaymentRow["provider"];
  providerPaymentId: string | null;
  status: PaymentRow["status"];
  paidAt: Date | null;
}

const membershipColumns = {
  id: payments.id,
  userId: payments.userId,
  amountCents: payments.amountCents,
  provider: payments.provider,
  providerPaymentId: payments.providerPaymentId,
  status: payments.status,
  paidAt: payments.paidAt,
};

/**
 * The membership payments in the ledger (the admin's payments view lists them beside the bookings'). Billing
 * records and refunds them through this; the server hands it to billing's routes, as it hands them
 * `bookingPaymentEvents`, so billing does not import bookings.
 */
export interface MembershipPayments {
  /** A membership payment; the same provider payment is recorded once. */
  record(
    tx: Db,
    payment: { userId: string; email: string | null; amountCents: number; provider: PaymentRow["provider"]; providerPaymentId: string; paidAt: Date },
  ): Promise<void>;
  /** The money-back guarantee refunds the account's newest paid membership payment. */
  refundNewest(tx: Db, userId: string, refundedAt: Date): Promise<void>;
  /** A membership payment by ledger id, or the account's newest (paid or refunded); undefined when none. */
  find(db: Db, by: { paymentId: string } | { userId: string }): Promise<MembershipPaymentRow | undefined>;
  /** Marks one membership payment refunded; false when it was not paid (refunded before). */
  refund(tx: Db, paymentId: string, refund: { refundedAt: Date; providerRefundId: string }): Promise<boolean>;
  /** The amount of the account's newest membership payment; undefined before the first. */
  newestAmount(db: Db, userId: string): Promise<number | undefined>;
}

export const membershipPayments: MembershipPayments = {
  async record(tx, payment) {
    await tx
      .insert(payments)
      .values({
        kind: "subscription",
        userId: payment.userId,
        email: payment.email,
        amountCents: payment.amountCents,
        provider: payment.provider,
        providerPaymentId: payment.providerPaymentId,
        status: "paid",
        paidAt: payment.paidAt,
      })
      .onConflictDoNothing();
  },
  async refundNewest(tx, userId, refundedAt) {
    const [latest] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.kind, "subscription"), eq(payments.userId, userId), eq(payments.status, "paid")))
      .orderBy(desc(payments.paidAt))
      .limit(1);
    if (latest) await tx.update(payments).set({ status: "refunded", refundedAt }).where(eq(payments.id, latest.id));
  },
  async find(db, by) {
    const where =
      "paymentId" in by
        ? and(eq(payments.kind, "subscription"), eq(payments.id, by.paymentId))
        : and(eq(payments.kind, "subscription"), eq(payments.userId, by.userId), inArray(payments.status, ["paid", "refunded"]));
    const [row] = await db.select(membershipColumns).from(payments).where(where).orderBy(desc(payments.paidAt)).limit(1);
    return row;
  },
  async refund(tx, paymentId, { refundedAt, providerRefundId }) {
    const updated = await tx
      .update(payments)
      .set({ status: "refunded", refundedAt, providerRefundId })
      .where(and(eq(payments.id, paymentId), eq(payments.kind, "subscription"), eq(payments.status, "paid")))
      .returning({ id: payments.id });
    return updated.length > 0;
  },
  async newestAmount(db, userId) {
    const [latest] = await db
      .select({ amount: payments.amountCents })
      .from(payments)
      .where(and(eq(payments.kind, "subscription"), eq(payments.userId, userId)))
      .orderBy(desc(payments.paidAt))
      .limit(1);
    return latest?.amount;
  },
};
