import { and, desc, eq, isNotNull, lte, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { OneOffPaymentEvents } from "../../server/adapters/payments/provider.ts";
import { recordAudit } from "../../server/audit.ts";
import type { Viewer } from "../../server/auth/request-auth.ts";
import { queryRows, type Db } from "../../server/db/client.ts";
import { bookings, consultations, payments } from "./tables.server.ts";
import { companionNames } from "../companions/index.server.ts";
import { conflict, notFound } from "../../server/http/errors.ts";
import { PAYMENT_REQUEST_DAYS, sessionType } from "../../shared/bookings.ts";
import { BUSINESS_TIME_ZONE } from "../../shared/format.ts";
import { capturePayment, checkoutLapsed, openCheckout, paymentsOwedBack, providerRefunded } from "./ledger.server.ts";
import { applyBookingEvent, assertAllowed, insertBooking, isAllowed, refundPayment, settleMoney, slotTaken, whenProviderRefunded } from "./lifecycle.server.ts";
import { findClash, lockedCompanion } from "./repository.server.ts";
import type { AdminBookingView, AdminPayment, PaymentMonth } from "./schema.ts";
import type { paymentRequestInput } from "./schema.ts";
import { accessibleBooking, adminBookingView, freshRow, sessionWindow, type BookingAccess, type BookingDeps } from "./service.server.ts";
import type { z } from "zod";

/**
 * The money side of bookings: paying (a checkout per attempt, in the ledger), the provider's reports applied
 * once whichever of the webhook or the sandbox's pay comes first, the team's cancellations with their refund,
 * lapsed holds released, and the admin's payment requests for packages agreed by hand. Every change of a
 * booking's state is an event of the lifecycle (lifecycle.server.ts).
 */

const DAY_MS = 86_400_000;

/** A new checkout for a pending booking (the client came back, or pays a payment request). */
export async function checkoutForBooking(
  deps: BookingDeps,
  access: BookingAccess,
  id: string,
  maySeeName: (companionId: string) => Promise<boolean>,
  now = new Date(),
): Promise<string> {
  const { row, companionName } = await deps.db.transaction(async (tx) => {
    await accessibleBooking(deps, access, id, tx, true);
    return applyBookingEvent(tx, deps, id, "open_checkout", { now });
  });
  const canSeeName = await maySeeName(row.companionId);
  // A payment request names the companion the client asked the team for.
  return openCheckout(deps, row, canSeeName || row.consultationId ? companionName : null);
}

/**
 * A provider says a booking payment succeeded. Applied once: the ledger row moves to paid, then the booking is
 * confirmed if the table allows it and its slot is still its own; otherwise (the hold lapsed and someone else
 * booked, the booking was cancelled or already paid, too little arrived) the money goes straight back.
 */
export async function settleBookingPayment(
  deps: BookingDeps,
  paid: { paymentId: string; providerPaymentId: string; amountCents: number },
  log?: FastifyBaseLogger,
  now = new Date(),
): Promise<"confirmed" | "refunded" | "duplicate"> {
  const outcome = await deps.db.transaction(async (tx) => {
    const payment = await capturePayment(tx, paid, now);
    const [booking] = payment?.bookingId ? await tx.select().from(bookings).where(eq(bookings.id, payment.bookingId)).for("update") : [];
    if (!payment || !booking) return null;
    const options = { now, received: { payment, amountCents: paid.amountCents } };
    const confirms = paid.amountCents >= payment.amountCents && (await isAllowed(tx, booking, "pay", options));
    const applied = await applyBookingEvent(tx, deps, booking.id, confirms ? "pay" : "return_payment", options);
    return { confirms, money: applied.money };
  });
  if (!outcome) return "duplicate";
  await settleMoney(deps, [outcome.money], log, now);
  return outcome.confirms ? "confirmed" : "refunded";
}

/** The admin cancels at any time, with a full refund of whatever was paid. */
export async function cancelBookingAsAdmin(deps: BookingDeps, admin: Viewer, id: string, log?: FastifyBaseLogger, now = new Date()): Promise<AdminBookingView> {
  const cancelled = await deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(bookings).where(eq(bookings.id, id)).for("update");
    if (!before) throw notFound("This booking does not exist.");
    const applied = await applyBookingEvent(tx, deps, id, "cancel_by_admin", { now });
    await recordAudit(tx, {
      actorId: admin.user.id,
      action: "booking.cancel",
      subjectType: "booking",
      subjectId: id,
      before: { status: before.status, paymentStatus: before.paymentStatus },
      after: { status: applied.row.status, paymentStatus: applied.row.paymentStatus },
    });
    return applied;
  });
  await settleMoney(deps, [cancelled.money], log);
  return adminBookingView(await freshRow(deps.db, cancelled.row), cancelled.companionName, now);
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
    const expired = [];
    for (const { id } of due) expired.push((await applyBookingEvent(tx, null, id, "expire", { now })).money);
    return expired;
  });
  await settleMoney(deps, lapsed, log, now);
  const owed = await paymentsOwedBack(deps.db);
  for (const payment of owed) await refundPayment(deps, payment, log, now);
  return { expired: lapsed.length, refunds: owed.length };
}

/** The provider's side of one-off payments, for the sandbox's pay button and Stripe's webhook. */
export function bookingPaymentEvents(deps: BookingDeps, log?: FastifyBaseLogger): OneOffPaymentEvents {
  return {
    paid: async (event) => {
      await settleBookingPayment(deps, event, log);
    },
    checkoutExpired: (checkoutId) => checkoutLapsed(deps.db, checkoutId),
    refunded: ({ providerPaymentId }) => providerRefunded(deps.db, providerPaymentId, whenProviderRefunded(new Date())),
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
    const values = {
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
      holdExpiresAt: new Date(now.getTime() + PAYMENT_REQUEST_DAYS * DAY_MS),
      consultationId,
      paymentRequestSentAt: now,
      locale: request.locale,
    };
    const row = await insertBooking(tx, deps, "request_payment", values, companion.name, now);
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
    assertAllowed(booking, "renew_request", now);
    if (booking.startsAt <= now) throw conflict("These dates have passed: send a new payment request.", "too_late");
    const { row, companionName } = await applyBookingEvent(tx, deps, bookingId, "renew_request", {
      now,
      changes: { holdExpiresAt: new Date(now.getTime() + PAYMENT_REQUEST_DAYS * DAY_MS), paymentRequestSentAt: now },
    });
    await recordAudit(tx, {
      actorId: admin.user.id,
      action: "booking.payment_request_resent",
      subjectType: "booking",
      subjectId: row.id,
      before: null,
      after: { holdExpiresAt: row.holdExpiresAt?.toISOString() },
    });
    return { row, companionName };
  });
  return adminBookingView(resent.row, resent.companionName, now);
}

/** Every consultation request, newest first, with the payment request made from it (if any). */
export async function listConsultationsForAdmin(db: Db) {
  const [rows, requests] = await Promise.all([
    db
      .select({ consultation: consultations, companionName: companionNames.name })
      .from(consultations)
      .leftJoin(companionNames, eq(companionNames.id, consultations.companionId))
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
    .select({ payment: payments, sessionTypeId: bookings.sessionType, companionName: companionNames.name })
    .from(payments)
    .leftJoin(bookings, eq(bookings.id, payments.bookingId))
    .leftJoin(companionNames, eq(companionNames.id, bookings.companionId))
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
