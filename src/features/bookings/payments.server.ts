import { and, desc, eq, inArray, isNotNull, lte, ne, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { enqueueMail } from "../../server/adapters/mail/outbox.ts";
import type { OneOffPaymentEvents } from "../../server/adapters/payments/provider.ts";
import { recordAudit } from "../../server/audit.ts";
import type { Viewer } from "../../server/auth/request-auth.ts";
import { queryRows, type Db } from "../../server/db/client.ts";
import { bookings, companions, consultations, payments } from "../../server/db/schema.ts";
import { AppError, conflict, notFound, serviceUnavailable } from "../../server/http/errors.ts";
import { PAYMENT_REQUEST_DAYS, sessionType, type BookingPaymentStatus } from "../../shared/bookings.ts";
import { BUSINESS_TIME_ZONE, formatDateTime } from "../../shared/format.ts";
import { mailText } from "../../server/mail-words/index.ts";
import { bookingLink, bookingPagePath } from "./links.server.ts";
import { mailContext } from "./mail-context.server.ts";
import { paymentRequestMail, paymentReturnedMail } from "./mails.server.ts";
import type { AdminBookingView, AdminPayment, BookingView, CreatedBooking, PaymentMonth } from "./schema.ts";
import type { bookingInput, paymentRequestInput } from "./schema.ts";
import {
  accessibleBooking,
  bookingWithCompanionName,
  adminBookingView,
  bookingView,
  findClash,
  insertInstantBooking,
  withVisibleName,
  lockedCompanion,
  markCancelled,
  queueConfirmationMails,
  sessionWindow,
  slotTaken,
  type BookingAccess,
  type BookingDeps,
  type BookingRow,
} from "./service.server.ts";
import type { z } from "zod";

/**
 * The money side of bookings: a checkout per payment attempt (a row in the `payments` ledger), the payment
 * applied once whichever of the provider's webhook or the sandbox's pay comes first, refunds by the policy,
 * lapsed holds released, and the admin's payment requests for packages agreed by hand.
 */

type PaymentRow = typeof payments.$inferSelect;
const DAY_MS = 86_400_000;

/** What the payment page says is being paid, in the booking's language: "Coffee Chat with Ava, Dec 5, 7:00 PM". */
function paymentDescription(booking: BookingRow, companionName: string | null): string {
  const t = mailText(booking.locale);
  const session = t(`package.${booking.sessionType}.name`);
  const what = companionName ? t("booking.summary", { session, companion: companionName }) : session;
  return `${what}, ${formatDateTime(booking.startsAt, booking.locale)}`;
}

/**
 * Opens a checkout for a pending booking's price: a ledger row first, then the provider's session. The
 * companion is named on the payment page only when the client may see the profile.
 */
async function openCheckout(deps: BookingDeps, booking: BookingRow, companionName: string | null): Promise<string> {
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

/** POST /api/bookings: the booking, and where to pay for it (nothing for the free consultation, held or confirmed). */
export async function createBooking(
  deps: BookingDeps,
  viewer: Viewer | null,
  input: z.output<typeof bookingInput>,
  canSeeName: boolean,
  now = new Date(),
): Promise<CreatedBooking> {
  const { row, companionName } = await insertInstantBooking(deps, viewer, input, now);
  const manageUrl = bookingPagePath(deps.secret, row);
  const booking = withVisibleName(bookingView(row, companionName, now), canSeeName);
  if (row.status !== "pending" || row.paymentStatus !== "unpaid") return { booking, checkoutUrl: null, manageUrl };
  try {
    return { booking, checkoutUrl: await openCheckout(deps, row, canSeeName ? companionName : null), manageUrl };
  } catch (error) {
    // No payment page, no hold: the slot is released at once rather than blocked for the hold time.
    await deps.db
      .update(bookings)
      .set({ status: "expired", paymentStatus: "expired" })
      .where(and(eq(bookings.id, row.id), eq(bookings.status, "pending")));
    throw error;
  }
}

/** A new checkout for a pending booking (the client came back, or pays a payment request). */
export async function checkoutForBooking(
  deps: BookingDeps,
  access: BookingAccess,
  id: string,
  maySeeName: (companionId: string) => Promise<boolean>,
  now = new Date(),
): Promise<string> {
  const { booking, companionName } = await accessibleBooking(deps, access, id);
  const canSeeName = await maySeeName(booking.companionId);
  const view = bookingView(booking, companionName, now);
  if (view.status === "expired") throw conflict("The time held for you has lapsed. Please book again.", "hold_expired");
  if (!view.payable) throw conflict(view.status === "confirmed" ? "This booking is already paid." : "This booking has nothing to pay.", "not_payable");
  // A payment request names the companion the client asked the team for.
  return openCheckout(deps, booking, canSeeName || booking.consultationId ? companionName : null);
}

async function lockedPayment(tx: Db, where: ReturnType<typeof eq>) {
  const [payment] = await tx.select().from(payments).where(where).for("update");
  return payment;
}

/**
 * A provider says a booking payment succeeded. Applied once: the ledger row moves from open (or expired)
 * to paid under a row lock, then the booking is confirmed if its slot is still its own; otherwise (the hold
 * lapsed and someone else booked, the booking was cancelled or already paid) the money goes straight back.
 */
export async function settleBookingPayment(
  deps: BookingDeps,
  paid: { paymentId: string; providerPaymentId: string; amountCents: number },
  log?: FastifyBaseLogger,
  now = new Date(),
): Promise<"confirmed" | "refunded" | "duplicate"> {
  const outcome = await deps.db.transaction(async (tx) => {
    const payment = await lockedPayment(tx, eq(payments.id, paid.paymentId));
    if (!payment || payment.kind !== "booking" || !payment.bookingId || (payment.status !== "open" && payment.status !== "expired"))
      return { kind: "duplicate" as const };
    const [settled] = await tx
      .update(payments)
      .set({ status: "paid", paidAt: now, providerPaymentId: paid.providerPaymentId })
      .where(eq(payments.id, payment.id))
      .returning();
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, payment.bookingId)).for("update");
    if (!settled || !booking) return { kind: "duplicate" as const };
    const companion = await lockedCompanion(tx, booking.companionId, { allowHidden: true });
    const canConfirm =
      (booking.status === "pending" || booking.status === "expired") &&
      paid.amountCents >= payment.amountCents &&
      booking.startsAt > now &&
      !(await findClash(tx, booking.companionId, booking.startsAt, booking.endsAt, now, booking.id));
    if (!canConfirm) {
      await enqueueMail(tx, paymentReturnedMail(await mailContext(tx, deps, booking, companion.name), paid.amountCents));
      return { kind: "refund" as const, payment: settled };
    }
    const [confirmed] = await tx
      .update(bookings)
      .set({ status: "confirmed", paymentStatus: "paid", holdExpiresAt: null, confirmedAt: now })
      .where(eq(bookings.id, booking.id))
      .returning();
    if (confirmed) await queueConfirmationMails(tx, deps, confirmed, companion.name);
    const others = await tx
      .update(payments)
      .set({ status: "expired" })
      .where(and(eq(payments.bookingId, booking.id), eq(payments.status, "open")))
      .returning({ checkoutId: payments.providerCheckoutId });
    return { kind: "confirmed" as const, otherCheckouts: others.map((other) => other.checkoutId).filter((id): id is string => Boolean(id)) };
  });
  if (outcome.kind === "refund") {
    await refundPayment(deps, outcome.payment, log);
    return "refunded";
  }
  if (outcome.kind === "confirmed") await expireCheckouts(deps, outcome.otherCheckouts, log);
  return outcome.kind;
}

/**
 * Refunds one ledger payment in full through its provider (the payment id is the idempotency key, so a
 * retry never refunds twice). A failure leaves it paid: the sweep tries again.
 */
export async function refundPayment(deps: BookingDeps, payment: PaymentRow, log?: FastifyBaseLogger, now = new Date()): Promise<void> {
  if (!payment.providerPaymentId) return;
  try {
    const refund = await deps.provider.refundPayment({
      providerPaymentId: payment.providerPaymentId,
      amountCents: payment.amountCents,
      idempotencyKey: payment.id,
    });
    await deps.db.transaction(async (tx) => {
      const succeeded = refund.status === "succeeded";
      const [updated] = await tx
        .update(payments)
        .set({ status: succeeded ? "refunded" : "refund_pending", refundedAt: succeeded ? now : null, providerRefundId: refund.refundId })
        .where(and(eq(payments.id, payment.id), inArray(payments.status, ["paid", "refund_pending"])))
        .returning();
      if (updated && succeeded) await syncBookingRefund(tx, updated);
    });
  } catch (error) {
    log?.error({ err: error, paymentId: payment.id }, "refund failed; the hold sweep retries it");
  }
}

/** A refunded payment that was the booking's own (not a second, returned one) makes the booking refunded. */
async function syncBookingRefund(tx: Db, payment: PaymentRow): Promise<void> {
  if (!payment.bookingId) return;
  const [stillPaid] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.bookingId, payment.bookingId), eq(payments.status, "paid"), ne(payments.id, payment.id)))
    .limit(1);
  if (stillPaid) return;
  await tx
    .update(bookings)
    .set({ paymentStatus: "refunded" })
    .where(
      and(eq(bookings.id, payment.bookingId), inArray(bookings.paymentStatus, ["paid", "refund_pending", "non_refundable"] satisfies BookingPaymentStatus[])),
    );
}

async function expireCheckouts(deps: BookingDeps, checkoutIds: string[], log?: FastifyBaseLogger): Promise<void> {
  for (const checkoutId of checkoutIds) {
    await deps.provider.expireCheckout(checkoutId).catch((error: unknown) => log?.warn({ err: error, checkoutId }, "could not expire a checkout"));
  }
}

/**
 * Payments still held that must go back: a cancelled booking's refund (made after the cancel), and money for
 * a booking that expired unpaid (a late payment). Retried by the sweep until the provider accepts.
 */
async function refundsOwed(db: Db, bookingId?: string): Promise<PaymentRow[]> {
  const owed = or(and(eq(bookings.status, "cancelled"), eq(bookings.paymentStatus, "refund_pending")), eq(bookings.status, "expired"));
  const rows = await db
    .select({ payment: payments })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(and(eq(payments.status, "paid"), owed, bookingId ? eq(bookings.id, bookingId) : undefined))
    .limit(50);
  return rows.map((row) => row.payment);
}

/** The client cancels (owner or signed link): a full refund 24 hours or more ahead, non-refundable within. */
export async function cancelBooking(deps: BookingDeps, access: BookingAccess, id: string, log?: FastifyBaseLogger, now = new Date()): Promise<BookingView> {
  const cancelled = await deps.db.transaction(async (tx) => {
    const { booking, companionName } = await accessibleBooking(deps, access, id, tx, true);
    return { row: await markCancelled(tx, deps, booking, companionName, "client", now), companionName };
  });
  return bookingView(await afterCancel(deps, cancelled.row, log), cancelled.companionName, now);
}

/** The admin cancels at any time, with a full refund of whatever was paid. */
export async function cancelBookingAsAdmin(deps: BookingDeps, admin: Viewer, id: string, log?: FastifyBaseLogger, now = new Date()): Promise<AdminBookingView> {
  const cancelled = await deps.db.transaction(async (tx) => {
    const found = await bookingWithCompanionName(tx, id, true);
    if (!found) throw notFound("This booking does not exist.");
    const row = await markCancelled(tx, deps, found.booking, found.companionName, "admin", now);
    await recordAudit(tx, {
      actorId: admin.user.id,
      action: "booking.cancel",
      subjectType: "booking",
      subjectId: id,
      before: { status: found.booking.status, paymentStatus: found.booking.paymentStatus },
      after: { status: row.status, paymentStatus: row.paymentStatus },
    });
    return { row, companionName: found.companionName };
  });
  return adminBookingView(await afterCancel(deps, cancelled.row, log), cancelled.companionName, now);
}

/** After a cancel is committed: make the refund it owes, and stop open checkouts from being paid. */
async function afterCancel(deps: BookingDeps, booking: BookingRow, log?: FastifyBaseLogger): Promise<BookingRow> {
  for (const payment of await refundsOwed(deps.db, booking.id)) await refundPayment(deps, payment, log);
  const open = await deps.db
    .update(payments)
    .set({ status: "expired" })
    .where(and(eq(payments.bookingId, booking.id), eq(payments.status, "open")))
    .returning({ checkoutId: payments.providerCheckoutId });
  await expireCheckouts(
    deps,
    open.map((row) => row.checkoutId).filter((checkoutId): checkoutId is string => Boolean(checkoutId)),
    log,
  );
  const [fresh] = await deps.db.select().from(bookings).where(eq(bookings.id, booking.id));
  return fresh ?? booking;
}

/**
 * The sweep (every minute, on every instance: rows are claimed with SKIP LOCKED): pending bookings whose
 * hold lapsed become expired and their open checkouts are closed; refunds that failed are retried.
 */
export async function sweepBookingPayments(deps: BookingDeps, log?: FastifyBaseLogger, now = new Date()): Promise<{ expired: number; refunds: number }> {
  const lapsed = await deps.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.status, "pending"), lte(bookings.holdExpiresAt, now)))
      .for("update", { skipLocked: true })
      .limit(100);
    const ids = due.map((row) => row.id);
    if (ids.length === 0) return { ids, checkouts: [] as string[] };
    await tx.update(bookings).set({ status: "expired", paymentStatus: "expired" }).where(inArray(bookings.id, ids));
    const open = await tx
      .update(payments)
      .set({ status: "expired" })
      .where(and(inArray(payments.bookingId, ids), eq(payments.status, "open")))
      .returning({ checkoutId: payments.providerCheckoutId });
    return { ids, checkouts: open.map((row) => row.checkoutId).filter((checkoutId): checkoutId is string => Boolean(checkoutId)) };
  });
  await expireCheckouts(deps, lapsed.checkouts, log);
  const owed = await refundsOwed(deps.db);
  for (const payment of owed) await refundPayment(deps, payment, log, now);
  return { expired: lapsed.ids.length, refunds: owed.length };
}

/** The provider's side of one-off payments, for the sandbox's pay button and Stripe's webhook. */
export function bookingPaymentEvents(deps: BookingDeps, log?: FastifyBaseLogger): OneOffPaymentEvents {
  return {
    paid: async (event) => {
      await settleBookingPayment(deps, event, log);
    },
    checkoutExpired: async (checkoutId) => {
      await deps.db
        .update(payments)
        .set({ status: "expired" })
        .where(and(eq(payments.providerCheckoutId, checkoutId), eq(payments.status, "open")));
    },
    refunded: async ({ providerPaymentId }) => {
      const [payment] = await deps.db
        .select()
        .from(payments)
        .where(and(eq(payments.kind, "booking"), eq(payments.providerPaymentId, providerPaymentId)));
      if (!payment) return false;
      await deps.db.transaction(async (tx) => {
        const [updated] = await tx
          .update(payments)
          .set({ status: "refunded", refundedAt: new Date() })
          .where(and(eq(payments.id, payment.id), inArray(payments.status, ["paid", "refund_pending"])))
          .returning();
        if (updated) await syncBookingRefund(tx, updated);
      });
      return true;
    },
  };
}

// ---- Payment requests: multi-day and custom packages, agreed with the client, then paid by link ----

export async function createPaymentRequest(
  deps: BookingDeps,
  admin: Viewer,
  consultationId: string,
  input: z.output<typeof paymentRequestInput>,
  now = new Date(),
): Promise<AdminBookingView> {
  const { startsAt, endsAt } = sessionWindow(input.date, input.time, input.sessionType, now);
  const created = await deps.db.transaction(async (tx) => {
    const [request] = await tx.select().from(consultations).where(eq(consultations.id, consultationId)).for("update");
    if (!request) throw notFound("This request does not exist.");
    const companion = await lockedCompanion(tx, input.companionId);
    if (await findClash(tx, companion.id, startsAt, endsAt, now)) throw slotTaken();
    const [row] = await tx
      .insert(bookings)
      .values({
        userId: request.userId,
        companionId: companion.id,
        sessionType: input.sessionType,
        startsAt,
        endsAt,
        location: input.location,
        specialRequests: request.message,
        fullName: request.name,
        email: request.email.toLowerCase(),
        phone: request.phone,
        totalPriceCents: input.amountCents,
        status: "pending",
        paymentStatus: "unpaid",
        holdExpiresAt: new Date(now.getTime() + PAYMENT_REQUEST_DAYS * DAY_MS),
        consultationId,
        paymentRequestSentAt: now,
        locale: request.locale,
      })
      .returning();
    if (!row) throw new Error("booking not stored");
    await enqueueMail(tx, paymentRequestMail(await mailContext(tx, deps, row, companion.name)));
    await tx
      .update(consultations)
      .set({ status: "contacted" })
      .where(and(eq(consultations.id, consultationId), eq(consultations.status, "new")));
    await recordAudit(tx, {
      actorId: admin.user.id,
      action: "booking.payment_request",
      subjectType: "booking",
      subjectId: row.id,
      before: null,
      after: { consultationId, amountCents: input.amountCents, startsAt: startsAt.toISOString() },
    });
    return { row, companionName: companion.name };
  });
  return adminBookingView(created.row, created.companionName, now);
}

/** Mails the payment link again and gives the client another full period to pay (the dates still held). */
export async function resendPaymentRequest(deps: BookingDeps, admin: Viewer, bookingId: string, now = new Date()): Promise<AdminBookingView> {
  const resent = await deps.db.transaction(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for("update");
    if (!booking || !booking.consultationId) throw notFound("This payment request does not exist.");
    if (booking.status !== "pending" && booking.status !== "expired") throw conflict("This booking has no payment waiting.", "not_payable");
    const companion = await lockedCompanion(tx, booking.companionId, { allowHidden: true });
    if (await findClash(tx, companion.id, booking.startsAt, booking.endsAt, now, booking.id)) throw slotTaken();
    if (booking.startsAt <= now) throw conflict("These dates have passed: send a new payment request.", "too_late");
    const [row] = await tx
      .update(bookings)
      .set({ status: "pending", paymentStatus: "unpaid", holdExpiresAt: new Date(now.getTime() + PAYMENT_REQUEST_DAYS * DAY_MS), paymentRequestSentAt: now })
      .where(eq(bookings.id, bookingId))
      .returning();
    if (!row) throw notFound("This payment request does not exist.");
    await enqueueMail(tx, paymentRequestMail(await mailContext(tx, deps, row, companion.name)));
    await recordAudit(tx, {
      actorId: admin.user.id,
      action: "booking.payment_request_resent",
      subjectType: "booking",
      subjectId: row.id,
      before: null,
      after: { holdExpiresAt: row.holdExpiresAt?.toISOString() },
    });
    return { row, companionName: companion.name };
  });
  return adminBookingView(resent.row, resent.companionName, now);
}

/** Every consultation request, newest first, with the payment request made from it (if any). */
export async function listConsultationsForAdmin(db: Db) {
  const [rows, requests] = await Promise.all([
    db
      .select({ consultation: consultations, companionName: companions.name })
      .from(consultations)
      .leftJoin(companions, eq(companions.id, consultations.companionId))
      .orderBy(desc(consultations.createdAt))
      .limit(500),
    paymentRequestsByConsultation(db),
  ]);
  return rows.map(({ consultation, companionName }) => {
    const request = requests.get(consultation.id);
    return {
      ...consultation,
      companionName,
      createdAt: consultation.createdAt.toISOString(),
      paymentRequest: request
        ? {
            bookingId: request.id,
            status: request.status,
            paymentStatus: request.paymentStatus,
            holdExpiresAt: request.holdExpiresAt,
            totalPriceCents: request.totalPriceCents,
            startsAt: request.startsAt,
          }
        : null,
    };
  });
}

/** The newest payment request made from each quote request, for the admin's consultations list. */
async function paymentRequestsByConsultation(db: Db, now = new Date()) {
  const rows = await db.select().from(bookings).where(isNotNull(bookings.consultationId)).orderBy(desc(bookings.createdAt));
  const newest = new Map<string, AdminBookingView>();
  for (const row of rows) if (row.consultationId && !newest.has(row.consultationId)) newest.set(row.consultationId, adminBookingView(row, "", now));
  return newest;
}

// ---- The admin's payments view ----

export async function listPayments(db: Db): Promise<{ payments: AdminPayment[]; months: PaymentMonth[] }> {
  const rows = await db
    .select({ payment: payments, sessionTypeId: bookings.sessionType, companionName: companions.name })
    .from(payments)
    .leftJoin(bookings, eq(bookings.id, payments.bookingId))
    .leftJoin(companions, eq(companions.id, bookings.companionId))
    .where(isNotNull(payments.paidAt))
    .orderBy(desc(payments.paidAt))
    .limit(1000);
  const months = await queryRows<{ month: string; paid_cents: number; refunded_cents: number; payments: number }>(
    db,
    sql`with paid as (
          select to_char(${payments.paidAt} at time zone ${BUSINESS_TIME_ZONE}, 'YYYY-MM') as month, sum(${payments.amountCents})::int as cents, count(*)::int as n
          from ${payments} where ${payments.paidAt} is not null group by 1),
        refunded as (
          select to_char(${payments.refundedAt} at time zone ${BUSINESS_TIME_ZONE}, 'YYYY-MM') as month, sum(${payments.amountCents})::int as cents
          from ${payments} where ${payments.status} = 'refunded' and ${payments.refundedAt} is not null group by 1)
        select coalesce(paid.month, refunded.month) as month, coalesce(paid.cents, 0) as paid_cents,
               coalesce(refunded.cents, 0) as refunded_cents, coalesce(paid.n, 0) as payments
        from paid full outer join refunded on refunded.month = paid.month
        order by 1 desc limit 36`,
  );
  return {
    payments: rows.map(({ payment, sessionTypeId, companionName }) => ({
      id: payment.id,
      kind: payment.kind,
      bookingId: payment.bookingId,
      description:
        payment.kind === "subscription"
          ? "VIP membership (1 month)"
          : `${sessionTypeId ? sessionType(sessionTypeId).label : "Booking"} with ${companionName ?? "a companion"}`,
      email: payment.email,
      amountCents: payment.amountCents,
      provider: payment.provider,
      status: payment.status,
      paidAt: payment.paidAt?.toISOString() ?? null,
      refundedAt: payment.refundedAt?.toISOString() ?? null,
      createdAt: payment.createdAt.toISOString(),
    })),
    months: months.map((row) => ({
      month: row.month,
      paidCents: Number(row.paid_cents),
      refundedCents: Number(row.refunded_cents),
      payments: Number(row.payments),
    })),
  };
}
