import { and, eq, inArray, ne, or } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../server/db/client.ts";
import { bookings, payments } from "./tables.server.ts";
import { AppError, serviceUnavailable } from "../../server/http/errors.ts";
import { mailText } from "../../server/mail-words/index.ts";
import { formatDateTime } from "../../shared/format.ts";
import { bookingLink } from "./links.server.ts";
import type { BookingRow } from "./repository.server.ts";
import type { BookingDeps } from "./service.server.ts";

/**
 * The payments ledger of bookings: one row per checkout opened, moved from open to paid, refunded or expired
 * here and nowhere else. Provider calls run outside any transaction. What a payment means for its booking is
 * the lifecycle's to decide (lifecycle.server.ts): the functions that change money take a `whenRefunded`
 * step for the booking's side, run in the transaction that records the refund.
 */

export type PaymentRow = typeof payments.$inferSelect;
type WhenRefunded = (tx: Db, payment: PaymentRow) => Promise<void>;

const checkoutIdsOf = (rows: { checkoutId: string | null }[]) => rows.flatMap((row) => (row.checkoutId ? [row.checkoutId] : []));

/** What the payment page says is being paid, in the booking's language: "Coffee Chat with Ava, Dec 5, 7:00 PM". */
function paymentDescription(booking: BookingRow, companionName: string | null): string {
  const t = mailText(booking.locale);
  const session = t(`package.${booking.sessionType}.name`);
  const what = companionName ? t("booking.summary", { session, companion: companionName }) : session;
  return `${what}, ${formatDateTime(booking.startsAt, booking.locale)}`;
}

/**
 * Opens a checkout for a pending booking's price: a ledger row first, then the provider's session. The
 * companion is named on the payment page only when `companionName` is given.
 */
export async function openCheckout(deps: BookingDeps, booking: BookingRow, companionName: string | null): Promise<string> {
  const amountCents = booking.totalPriceCents ?? 0;
  const [payment] = await deps.db
    .insert(payments)
    .values({ kind: "booking", bookingId: booking.id, userId: booking.userId, email: booking.email, amountCents, provider: deps.provider.name })
    .returning({ id: payments.id });
  if (!payment) throw new Error("payment not stored");
  const page = bookingLink(deps.config.publicUrl, deps.secret, booking);
  try {
    const checkout = await deps.provider.createPaymentCheckout({
      paymentId: payment.id,
      bookingId: booking.id,
      amountCents,
      description: paymentDescription(booking, companionName),
      email: booking.email,
      successUrl: `${page}&paid=1`,
      cancelUrl: page,
      locale: booking.locale,
      expiresAt: booking.holdExpiresAt ?? new Date(Date.now() + 30 * 60_000),
    });
    await deps.db.update(payments).set({ providerCheckoutId: checkout.checkoutId }).where(eq(payments.id, payment.id));
    return checkout.url;
  } catch (error) {
    await deps.db.update(payments).set({ status: "expired" }).where(eq(payments.id, payment.id));
    if (error instanceof AppError) throw error;
    throw serviceUnavailable("We could not open the payment page. Please try again in a moment.", 30);
  }
}

/** Closes the bookings' open checkouts in the ledger; returns the provider's checkout ids, to expire there after the commit. */
export async function closeOpenCheckouts(tx: Db, bookingIds: string[]): Promise<string[]> {
  if (bookingIds.length === 0) return [];
  const closed = await tx
    .update(payments)
    .set({ status: "expired" })
    .where(and(inArray(payments.bookingId, bookingIds), eq(payments.status, "open")))
    .returning({ checkoutId: payments.providerCheckoutId });
  return checkoutIdsOf(closed);
}

/** Stops closed checkouts from being paid at the provider (best effort: one paid meanwhile is returned when it arrives). */
export async function expireCheckoutsAtProvider(deps: Pick<BookingDeps, "provider">, checkoutIds: string[], log?: FastifyBaseLogger): Promise<void> {
  for (const checkoutId of checkoutIds) {
    await deps.provider.expireCheckout(checkoutId).catch((error: unknown) => log?.warn({ err: error, checkoutId }, "could not expire a checkout"));
  }
}

/** The provider says a checkout lapsed unpaid. */
export async function checkoutLapsed(db: Db, checkoutId: string): Promise<void> {
  await db
    .update(payments)
    .set({ status: "expired" })
    .where(and(eq(payments.providerCheckoutId, checkoutId), eq(payments.status, "open")));
}

/**
 * Records a payment the provider took, once: the ledger row moves from open (or expired: a late payment) to
 * paid under a row lock. Undefined for a replay, or a payment that is not a booking's.
 */
export async function capturePayment(tx: Db, paid: { paymentId: string; providerPaymentId: string }, now: Date): Promise<PaymentRow | undefined> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paid.paymentId)).for("update");
  if (!payment || payment.kind !== "booking" || !payment.bookingId || (payment.status !== "open" && payment.status !== "expired")) return undefined;
  const [captured] = await tx
    .update(payments)
    .set({ status: "paid", paidAt: now, providerPaymentId: paid.providerPaymentId })
    .where(eq(payments.id, payment.id))
    .returning();
  return captured;
}

/** Whether the booking holds a payment other than this one (a second payment is returned; the booking keeps its own). */
export async function holdsAnotherPayment(tx: Db, payment: PaymentRow): Promise<boolean> {
  if (!payment.bookingId) return false;
  const [other] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.bookingId, payment.bookingId), eq(payments.status, "paid"), ne(payments.id, payment.id)))
    .limit(1);
  return Boolean(other);
}

/** A payment leaves the ledger's `paid` once, whether our refund call or the provider's report comes first. */
async function markRefunded(tx: Db, paymentId: string, refund: { status: "refunded" | "refund_pending"; refundId?: string }, now: Date) {
  const [updated] = await tx
    .update(payments)
    .set({ status: refund.status, refundedAt: refund.status === "refunded" ? now : null, ...(refund.refundId ? { providerRefundId: refund.refundId } : {}) })
    .where(and(eq(payments.id, paymentId), inArray(payments.status, ["paid", "refund_pending"])))
    .returning();
  return updated;
}

/**
 * Refunds one payment in full through its provider (the payment id is the idempotency key, so a retry never
 * refunds twice). A failure leaves it paid: the sweep tries again.
 */
export async function refund(deps: BookingDeps, payment: PaymentRow, whenRefunded: WhenRefunded, log?: FastifyBaseLogger, now = new Date()): Promise<void> {
  if (!payment.providerPaymentId) return;
  try {
    const result = await deps.provider.refundPayment({
      providerPaymentId: payment.providerPaymentId,
      amountCents: payment.amountCents,
      idempotencyKey: payment.id,
    });
    await deps.db.transaction(async (tx) => {
      const status = result.status === "succeeded" ? "refunded" : "refund_pending";
      const updated = await markRefunded(tx, payment.id, { status, refundId: result.refundId }, now);
      if (updated?.status === "refunded") await whenRefunded(tx, updated);
    });
  } catch (error) {
    log?.error({ err: error, paymentId: payment.id }, "refund failed; the hold sweep retries it");
  }
}

/** The provider reports a booking payment refunded (ours confirmed, or one made by hand). False when no booking payment has that id. */
export async function providerRefunded(db: Db, providerPaymentId: string, whenRefunded: WhenRefunded, now = new Date()): Promise<boolean> {
  const [payment] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.kind, "booking"), eq(payments.providerPaymentId, providerPaymentId)));
  if (!payment) return false;
  await db.transaction(async (tx) => {
    const updated = await markRefunded(tx, payment.id, { status: "refunded" }, now);
    if (updated) await whenRefunded(tx, updated);
  });
  return true;
}

/**
 * Payments still held that must go back: a cancelled booking's refund (made after the cancel), and money for
 * a booking that expired unpaid (a late payment). Retried by the sweep until the provider accepts.
 */
export async function paymentsOwedBack(db: Db, bookingId?: string): Promise<PaymentRow[]> {
  const owed = or(and(eq(bookings.status, "cancelled"), eq(bookings.paymentStatus, "refund_pending")), eq(bookings.status, "expired"));
  const rows = await db
    .select({ payment: payments })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(and(eq(payments.status, "paid"), owed, bookingId ? eq(bookings.id, bookingId) : undefined))
    .limit(50);
  return rows.map((row) => row.payment);
}
