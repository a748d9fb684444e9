import { enqueueMail } from "../../server/adapters/mail/outbox.ts";
import { accountRecipient } from "../../server/auth/recipients.ts";
import type { Db } from "../../server/db/client.ts";
import { membershipCancelledMail, membershipReceiptMail, membershipRefundedMail } from "./mails.ts";
import { refundableUntil, subscriptionOf } from "./subscription-state.server.ts";
import type { BillingProvider } from "./tables.server.ts";

/** A membership payment as the provider reported it (Stripe's invoice, the test shop's checkout). */
interface MembershipPayment {
  userId: string;
  amountCents: number;
  paidAt: Date;
  provider: BillingProvider;
  providerPaymentId: string;
  /** The payment that starts a membership (a welcome), or a renewal's. */
  startsMembership: boolean;
}

/** The test shop's ids are ours (a checkout's uuid): its first block is enough to find it. Stripe's are kept whole. */
const referenceOf = ({ provider, providerPaymentId }: MembershipPayment) =>
  provider === "sandbox"
    ? providerPaymentId
        .replace(/^sandbox_/, "")
        .slice(0, 8)
        .toUpperCase()
    : providerPaymentId;

/**
 * Queues the member's receipt for a payment, in the caller's transaction and after the subscription took the
 * payment's state: the period it covers and whether the money-back guarantee still runs come from there.
 */
export async function queueMembershipReceipt(tx: Db, publicUrl: string, payment: MembershipPayment): Promise<void> {
  const recipient = await accountRecipient(tx, payment.userId);
  if (!recipient) return;
  const row = await subscriptionOf(tx, payment.userId);
  const guaranteeEnds = refundableUntil(row?.firstPaidAt ?? null);
  await enqueueMail(
    tx,
    membershipReceiptMail(publicUrl, recipient, {
      amountCents: payment.amountCents,
      paidAt: payment.paidAt,
      periodEnd: row?.currentPeriodEnd && row.currentPeriodEnd > payment.paidAt ? row.currentPeriodEnd : null,
      firstPayment: payment.startsMembership,
      refundableUntil: guaranteeEnds && guaranteeEnds > payment.paidAt ? guaranteeEnds : null,
      testMode: payment.provider === "sandbox",
      reference: referenceOf(payment),
    }),
  );
}

/** Queues the confirmation of "Cancel at Period End": the date access ends. */
export async function queueMembershipCancelled(tx: Db, publicUrl: string, userId: string, endsAt: Date, provider: BillingProvider): Promise<void> {
  const recipient = await accountRecipient(tx, userId);
  if (recipient) await enqueueMail(tx, membershipCancelledMail(publicUrl, recipient, endsAt, provider === "sandbox"));
}

/** Confirms a full refund: the amount back, and that the membership has ended. */
export async function queueMembershipRefunded(tx: Db, publicUrl: string, userId: string, amountCents: number, testMode: boolean): Promise<void> {
  const recipient = await accountRecipient(tx, userId);
  if (recipient) await enqueueMail(tx, membershipRefundedMail(publicUrl, recipient, amountCents, testMode));
}
