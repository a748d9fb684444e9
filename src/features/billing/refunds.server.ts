import type { PaymentsProvider } from "../../server/adapters/payments/provider.ts";
import { recordAudit } from "../../server/audit.ts";
import type { Db } from "../../server/db/client.ts";
import { AppError, conflict, notFound } from "../../server/http/errors.ts";
import type { MembershipPayments } from "../bookings/index.server.ts";
import { refundMessages } from "./schema.ts";
import { queueMembershipRefunded } from "./membership-mails.server.ts";
import { applySubscriptionUpdate, claimEvent, refundableUntil, subscriptionOf } from "./subscription-state.server.ts";

export interface RefundDependencies {
  db: Db;
  provider: PaymentsProvider;
  ledger: MembershipPayments;
  publicUrl: string;
}

export type RefundBy = { by: "member" } | { by: "staff"; staffId: string; paymentId: string; reason?: string };

/**
 * The money-back guarantee (the member, within 30 days of the first payment) and a staff refund (any paid
 * membership payment): the payment is refunded in full at the provider and the membership ends at once.
 * One code path for Stripe and the test shop. A double click, or a replay, refunds once: the provider call
 * carries a key of the ledger payment (Stripe's Idempotency-Key), and the ledger, the access and the mail
 * change under a claim of that same key. Stripe's later `charge.refunded` finds the membership already ended.
 */
export async function refundMembership(deps: RefundDependencies, userIdOrNull: string | null, who: RefundBy, now = new Date()): Promise<{ userId: string }> {
  const { db, provider, ledger, publicUrl } = deps;
  const payment =
    who.by === "staff" ? await ledger.find(db, { paymentId: who.paymentId }) : userIdOrNull ? await ledger.find(db, { userId: userIdOrNull }) : undefined;
  if (who.by === "staff" && !payment) throw notFound(refundMessages.notMembershipPayment);
  const userId = who.by === "staff" ? payment?.userId : userIdOrNull;
  if (!payment || !userId) throw conflict(refundMessages.noSubscription, "no_subscription");
  const row = await subscriptionOf(db, userId);
  if (payment.status === "refunded") {
    // Refunded already (a second click, a replay): nothing more happens, for the member; staff are told.
    if (who.by === "member") return { userId };
    throw conflict(refundMessages.notPaid, "already_refunded");
  }
  if (payment.status !== "paid" || !payment.providerPaymentId) throw conflict(refundMessages.notPaid, "not_paid");
  if (payment.provider !== provider.name) throw conflict(refundMessages.noSubscription, "no_subscription");
  if (who.by === "member") {
    if (!row || row.provider !== provider.name || row.status === "canceled") throw conflict(refundMessages.noSubscription, "no_subscription");
    const until = refundableUntil(row.firstPaidAt);
    if (!until || until < now) throw new AppError(409, "refund_window_over", refundMessages.windowOver);
  }
  const key = `membership-refund:${payment.id}`;
  const refund = await provider.refundMembershipPayment({ providerPaymentId: payment.providerPaymentId, idempotencyKey: key });
  // Ends it now at the provider, so nothing more is charged (one Stripe no longer has counts as ended).
  if (row?.providerSubscriptionId && row.provider === provider.name) await provider.cancelSubscription(row.providerSubscriptionId);
  await db.transaction(async (tx) => {
    if (!(await claimEvent(tx, key, "membership.refunded"))) return;
    await ledger.refund(tx, payment.id, { refundedAt: now, providerRefundId: refund.refundId });
    if (row) {
      await applySubscriptionUpdate(tx, {
        userId,
        provider: row.provider ?? provider.name,
        status: "canceled",
        currentPeriodEnd: now,
        cancelAtPeriodEnd: false,
        eventTime: now,
      });
    }
    await queueMembershipRefunded(tx, publicUrl, userId, payment.amountCents, provider.name === "sandbox");
    if (who.by === "staff") {
      await recordAudit(tx, {
        actorId: who.staffId,
        action: "membership.refund",
        subjectType: "payment",
        subjectId: payment.id,
        before: { status: payment.status },
        after: { status: "refunded", amountCents: payment.amountCents, userId, reason: who.reason ?? null, refundId: refund.refundId },
      });
    }
  });
  return { userId };
}
