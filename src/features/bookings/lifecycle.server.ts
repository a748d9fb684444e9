import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { enqueueMail, notifyBusiness } from "../../server/adapters/mail/outbox.ts";
import type { Db } from "../../server/db/client.ts";
import { bookings } from "./tables.server.ts";
import { AppError, conflict, notFound } from "../../server/http/errors.ts";
import {
  BOOKING_PAYMENT_STATUS_VALUES,
  BOOKING_STATUS_VALUES,
  canChangeBooking,
  type BookingPaymentStatus,
  type BookingStatus,
} from "../../shared/bookings.ts";
import { closeOpenCheckouts, expireCheckoutsAtProvider, holdsAnotherPayment, paymentsOwedBack, refund, type PaymentRow } from "./ledger.server.ts";
import { bookingConfirmationLink } from "./links.server.ts";
import { mailContext } from "./mail-context.server.ts";
import {
  businessBookingMail,
  cancellationMails,
  companionBookingMail,
  confirmationMail,
  confirmationRequestMail,
  paymentRequestMail,
  paymentReturnedMail,
  reminderMail,
  rescheduledMail,
} from "./mails.server.ts";
import { bookingWithCompanionName, companionAccountEmail, findClash, lockedCompanion, type BookingRow } from "./repository.server.ts";
import { BOOKING_STATUSES, bookingMessages } from "./schema.ts";
import type { BookingDeps } from "./service.server.ts";

/**
 * A booking's life in one place. The transition table says, for each state and event, the next state, what
 * happens to the money and which mails go out; `applyBookingEvent` is the only code that changes a booking's
 * state (and `insertBooking` the only code that makes one). Callers check what is theirs to check (who may
 * act, the companion's hours) and leave the rest to the table.
 */

export type BookingEvent =
  // A booking is made: a paid session held while the client pays, a free one held until its address
  // confirms it (or confirmed at once for a verified account), a package the team asks the client to pay.
  | "hold"
  | "hold_free"
  | "book_free"
  | "request_payment"
  // The client.
  | "open_checkout"
  | "confirm_free"
  | "reschedule"
  | "cancel"
  // The payment provider.
  | "checkout_failed"
  | "pay"
  | "return_payment"
  | "refund_settled"
  // The team.
  | "cancel_by_admin"
  | "renew_request"
  | "mark_confirmed"
  | "mark_completed"
  | "mark_no_show"
  // Sweeps, and the client's account being deleted.
  | "expire"
  | "remind"
  | "withdraw";

/** A booking-making event: the table's rows from `new`. */
export type CreationEvent = "hold" | "hold_free" | "book_free" | "request_payment";

/** What happens to the money. Provider calls run after the commit; the ledger rows change in the transaction. */
type MoneyEffect =
  | "none"
  /** The caller opens a checkout once the row is committed (it needs the payment page's address). */
  | "open_checkout"
  /** The payment just recorded is the booking's; its other open checkouts close. */
  | "capture"
  | "close_checkouts"
  /** Open checkouts close, and what the ledger holds goes back when the payment status says it is owed. */
  | "refund"
  /** The payment just recorded goes back in full. */
  | "return_payment";

/** The booking's payment status after the event: a value, or a rule of the cancellation policy. */
type PaymentChange =
  | BookingPaymentStatus
  | "keep"
  /** An unpaid hold's payment lapses; a free session stays free. */
  | "release"
  /** Paid 24 hours or more ahead: refunded; later: non-refundable. */
  | "by_policy"
  /** Whatever was paid goes back (the team cancels). */
  | "refund_in_full";

/** `confirmation` and `cancellation` go to the client and the business; `confirmation` and `rescheduled` also to the companion's account. */
type Mail =
  "confirmation" | "confirmation_request" | "payment_request" | "rescheduled" | "cancellation" | "companion_cancelled" | "payment_returned" | "reminder";

/** Conditions on the row beside its state. */
type Guard = "hold_live" | "hold_lapsed" | "priced" | "free_session" | "not_started" | "in_free_window" | "non_refundable" | "payment_taken";

/** Fields an event sets beside the state. */
type Stamp = "confirmed" | "cancelled_by_client" | "cancelled_by_admin" | "moved" | "reminded";

const STAMPS: Partial<Record<BookingEvent, Stamp>> = {
  book_free: "confirmed",
  confirm_free: "confirmed",
  pay: "confirmed",
  cancel: "cancelled_by_client",
  withdraw: "cancelled_by_client",
  cancel_by_admin: "cancelled_by_admin",
  reschedule: "moved",
  remind: "reminded",
};

export interface Transition {
  from: BookingStatus | "new";
  event: BookingEvent;
  to: BookingStatus;
  /** Conditions beside the state; the event is refused when one fails. */
  when: readonly Guard[];
  payment: PaymentChange;
  money: MoneyEffect;
  mails: readonly Mail[];
}

/** A row of the table; what it does not name, it leaves alone (no guard, payment kept, no money, no mail). */
const on = (
  from: Transition["from"],
  event: BookingEvent,
  to: BookingStatus,
  effects: Partial<Omit<Transition, "from" | "event" | "to">> = {},
): Transition => ({
  from,
  event,
  to,
  when: [],
  payment: "keep",
  money: "none",
  mails: [],
  ...effects,
});

const MARK_EVENTS = { confirmed: "mark_confirmed", completed: "mark_completed", no_show: "mark_no_show" } as const satisfies Record<
  (typeof BOOKING_STATUSES)[number],
  BookingEvent
>;

export const TRANSITIONS: readonly Transition[] = [
  // Made by the form or the team.
  on("new", "hold", "pending", { payment: "unpaid", money: "open_checkout" }),
  on("new", "hold_free", "pending", { payment: "free", mails: ["confirmation_request"] }),
  on("new", "book_free", "confirmed", { payment: "free", mails: ["confirmation"] }),
  on("new", "request_payment", "pending", { payment: "unpaid", mails: ["payment_request"] }),

  // Held while the client pays (or confirms a free session); a hold that was never paid is released quietly.
  on("pending", "open_checkout", "pending", { when: ["hold_live", "priced"], money: "open_checkout" }),
  on("pending", "checkout_failed", "expired", { payment: "expired" }),
  on("pending", "pay", "confirmed", { when: ["not_started"], payment: "paid", money: "capture", mails: ["confirmation"] }),
  on("pending", "confirm_free", "confirmed", { when: ["hold_live", "free_session"], mails: ["confirmation"] }),
  on("pending", "cancel", "cancelled", { when: ["hold_live"], payment: "release", money: "close_checkouts" }),
  on("pending", "cancel_by_admin", "cancelled", { when: ["hold_live"], payment: "release", money: "close_checkouts" }),
  on("pending", "expire", "expired", { when: ["hold_lapsed"], payment: "expired", money: "close_checkouts" }),
  on("pending", "withdraw", "cancelled", { payment: "expired", money: "close_checkouts" }),
  on("pending", "renew_request", "pending", { payment: "unpaid", mails: ["payment_request"] }),

  // Lapsed: a late payment still confirms while the slot is free; the team may ask again.
  on("expired", "pay", "confirmed", { when: ["not_started"], payment: "paid", money: "capture", mails: ["confirmation"] }),
  on("expired", "renew_request", "pending", { payment: "unpaid", mails: ["payment_request"] }),

  on("confirmed", "reschedule", "confirmed", { when: ["in_free_window"], mails: ["rescheduled"] }),
  on("confirmed", "remind", "confirmed", { mails: ["reminder"] }),
  on("confirmed", "cancel", "cancelled", { when: ["not_started"], payment: "by_policy", money: "refund", mails: ["cancellation", "companion_cancelled"] }),
  on("confirmed", "cancel_by_admin", "cancelled", { payment: "refund_in_full", money: "refund", mails: ["cancellation", "companion_cancelled"] }),
  on("completed", "cancel_by_admin", "cancelled", { payment: "refund_in_full", money: "refund", mails: ["cancellation"] }),
  on("no_show", "cancel_by_admin", "cancelled", { payment: "refund_in_full", money: "refund", mails: ["cancellation"] }),
  // The team records how a session went, among the states that say so (and only there).
  ...BOOKING_STATUSES.flatMap((from) => BOOKING_STATUSES.map((to) => on(from, MARK_EVENTS[to], to))),

  // Cancelled is final: only the team may still refund a cancellation that was non-refundable.
  on("cancelled", "cancel_by_admin", "cancelled", { when: ["non_refundable"], payment: "refund_in_full", money: "refund", mails: ["cancellation"] }),

  // The money alone, in any state: a payment the booking cannot take (too late, too little, a second one) goes
  // back; a refund the provider confirms.
  ...BOOKING_STATUS_VALUES.flatMap((state) => [
    on(state, "return_payment", state, { money: "return_payment", mails: ["payment_returned"] }),
    on(state, "refund_settled", state, { when: ["payment_taken"], payment: "refunded" }),
  ]),
];

export const markEvent = (status: (typeof BOOKING_STATUSES)[number]): BookingEvent => MARK_EVENTS[status];

const holdLapsed = (row: BookingRow, now: Date) => row.status === "pending" && row.holdExpiresAt !== null && row.holdExpiresAt <= now;

/** A pending booking whose hold has lapsed is expired, even before the sweep has marked it so. */
export function effectiveStatus(row: BookingRow, now: Date): { status: BookingStatus; paymentStatus: BookingPaymentStatus } {
  if (holdLapsed(row, now)) return { status: "expired", paymentStatus: "expired" };
  return { status: row.status, paymentStatus: row.paymentStatus };
}

const GUARDS: Record<Guard, (row: BookingRow, now: Date) => boolean> = {
  hold_live: (row, now) => !holdLapsed(row, now),
  hold_lapsed: holdLapsed,
  priced: (row) => (row.totalPriceCents ?? 0) > 0,
  free_session: (row) => row.paymentStatus === "free",
  not_started: (row, now) => row.startsAt > now,
  in_free_window: (row, now) => canChangeBooking(row.startsAt, now),
  non_refundable: (row) => row.paymentStatus === "non_refundable",
  payment_taken: (row) => row.paymentStatus === "paid" || row.paymentStatus === "refund_pending" || row.paymentStatus === "non_refundable",
};

/** Whether a booking keeps its companion's time (the database's side of this is `holdsSlot`). */
const holdsTime = (row: Pick<BookingRow, "status" | "holdExpiresAt">, now: Date) =>
  row.status === "confirmed" || row.status === "completed" || (row.status === "pending" && row.holdExpiresAt !== null && row.holdExpiresAt > now);

/** The companion is not named: a visitor may not know who a locked profile is. */
export const slotTaken = () => conflict(bookingMessages.slotTaken, "slot_taken");

/** Why an event may not happen to a booking, in the words its caller has always answered with. */
function refusal(event: BookingEvent, row: BookingRow, now: Date): AppError {
  const { status } = effectiveStatus(row, now);
  switch (event) {
    case "cancel":
    case "cancel_by_admin":
      return conflict("This booking can no longer be cancelled.", "not_cancellable");
    case "reschedule":
      return status === "confirmed"
        ? new AppError(409, "policy", "Within 24 hours of the session, bookings can no longer be moved.")
        : conflict("This booking can no longer be changed.", "not_changeable");
    case "confirm_free":
      return status === "expired"
        ? conflict(bookingMessages.holdLapsedUnconfirmed, "hold_expired")
        : conflict(bookingMessages.notConfirmable, "not_confirmable");
    case "open_checkout":
      if (status === "expired") return conflict(bookingMessages.holdLapsed, "hold_expired");
      return conflict(status === "confirmed" ? "This booking is already paid." : "This booking has nothing to pay.", "not_payable");
    case "renew_request":
      return conflict("This booking has no payment waiting.", "not_payable");
    case "mark_confirmed":
    case "mark_completed":
    case "mark_no_show":
      return conflict("Only a confirmed booking's status can be set here: use Cancel to cancel it (with its refund).", "not_editable");
    default:
      return conflict("This booking can no longer change this way.", "not_allowed");
  }
}

/** The table's row for this event in the booking's state, or the refusal (the slot is checked separately). */
function transitionOf(row: BookingRow, event: BookingEvent, now: Date): Transition | AppError {
  const rule = TRANSITIONS.find((candidate) => candidate.from === row.status && candidate.event === event);
  if (!rule || !rule.when.every((guard) => GUARDS[guard](row, now))) return refusal(event, row, now);
  return rule;
}

/** Refuses an event the table does not allow in the booking's state: for callers that check before they validate the rest. */
export function assertAllowed(row: BookingRow, event: BookingEvent, now: Date): void {
  const rule = transitionOf(row, event, now);
  if (rule instanceof AppError) throw rule;
}

function paymentAfter(change: PaymentChange, row: BookingRow, now: Date): BookingPaymentStatus {
  const current = row.paymentStatus;
  const released = current === "unpaid" ? "expired" : current;
  switch (change) {
    case "keep":
      return current;
    case "release":
      return released;
    case "by_policy":
      if (current === "paid") return canChangeBooking(row.startsAt, now) ? "refund_pending" : "non_refundable";
      return released;
    case "refund_in_full":
      return current === "paid" || current === "non_refundable" ? "refund_pending" : released;
    default:
      return change;
  }
}

/** `cancelledAt` is kept from a first cancellation: the team refunding a non-refundable one cancels it again. */
function stampFields(stamp: Stamp | undefined, now: Date, cancelledAt: Date | null = null): Partial<BookingRow> {
  switch (stamp) {
    case "confirmed":
      return { holdExpiresAt: null, confirmedAt: now };
    case "cancelled_by_client":
    case "cancelled_by_admin":
      return { cancelledAt: cancelledAt ?? now, cancelledBy: stamp === "cancelled_by_admin" ? "admin" : "client", holdExpiresAt: null };
    case "moved":
      return { reminderSentAt: null };
    case "reminded":
      return { reminderSentAt: now };
    default:
      return {};
  }
}

/** Row fields an event's caller decides: the new times of a reschedule, a renewed request's deadline. */
export type BookingChanges = Partial<Pick<BookingRow, "startsAt" | "endsAt" | "holdExpiresAt" | "paymentRequestSentAt">>;

export interface EventOptions {
  now: Date;
  changes?: BookingChanges;
  /** The payment the provider has just taken (`pay`, `return_payment`) and how much it took. */
  received?: { payment: PaymentRow; amountCents: number };
}

/** Money work left for after the commit (provider calls never run inside a transaction). */
export interface MoneyAfterCommit {
  checkoutsToExpire: string[];
  /** Bookings whose held payments go back if the ledger says they are owed. */
  refundsOwedFor: string[];
  paymentsToReturn: PaymentRow[];
}

/** What the mails are written with; null for events that mail nobody (a mailing event without it is a bug). */
type MailDeps = Pick<BookingDeps, "config" | "secret"> | null;

/** Moving a booking into its companion's calendar (paid late, renewed, set back to confirmed) needs the time still free. */
async function slotStillFree(tx: Db, before: BookingRow, after: BookingRow, now: Date): Promise<boolean> {
  if (holdsTime(before, now) || !holdsTime(after, now)) return true;
  await lockedCompanion(tx, before.companionId, { allowHidden: true });
  return !(await findClash(tx, before.companionId, after.startsAt, after.endsAt, now, before.id));
}

/** The table's row and the fields the event writes, or why it may not happen. */
async function decide(
  tx: Db,
  row: BookingRow,
  event: BookingEvent,
  options: EventOptions,
): Promise<{ rule: Transition; fields: Partial<BookingRow> } | AppError> {
  const rule = transitionOf(row, event, options.now);
  if (rule instanceof AppError) return rule;
  const fields = {
    ...options.changes,
    ...stampFields(STAMPS[event], options.now, row.cancelledAt),
    status: rule.to,
    paymentStatus: paymentAfter(rule.payment, row, options.now),
  };
  if (!(await slotStillFree(tx, row, { ...row, ...fields }, options.now))) return slotTaken();
  return { rule, fields };
}

/** Whether the event may happen to the booking now (for callers with another way out: a payment that cannot confirm goes back). */
export async function isAllowed(tx: Db, row: BookingRow, event: BookingEvent, options: EventOptions): Promise<boolean> {
  return !((await decide(tx, row, event, options)) instanceof AppError);
}

/**
 * Applies an event to a booking inside the caller's transaction: locks the row, checks the table (and that
 * the companion's time is still free where the event takes it), writes the row, records the money in the
 * ledger and queues the mails. Refusals throw the caller's usual 409.
 */
export async function applyBookingEvent(
  tx: Db,
  deps: MailDeps,
  id: string,
  event: BookingEvent,
  options: EventOptions,
): Promise<{ row: BookingRow; companionName: string; money: MoneyAfterCommit }> {
  const found = await bookingWithCompanionName(tx, id, true);
  if (!found) throw notFound("This booking does not exist.");
  const decision = await decide(tx, found.booking, event, options);
  if (decision instanceof AppError) throw decision;
  const [row] = await tx.update(bookings).set(decision.fields).where(eq(bookings.id, id)).returning();
  if (!row) throw notFound("This booking does not exist.");
  const money = await recordMoney(tx, decision.rule.money, row, options);
  await queueMails(tx, deps, decision.rule.mails, row, found.companionName, options);
  return { row, companionName: found.companionName, money };
}

/** `applyBookingEvent`, or nothing when the table does not allow it (a sweep or a provider report that arrives late). */
export async function applyIfAllowed(tx: Db, deps: MailDeps, id: string, event: BookingEvent, options: EventOptions) {
  const found = await bookingWithCompanionName(tx, id, true);
  if (!found || !(await isAllowed(tx, found.booking, event, options))) return null;
  return applyBookingEvent(tx, deps, id, event, options);
}

/** The new booking's row, before it has an id: everything but what the table decides. */
export type NewBooking = Omit<typeof bookings.$inferInsert, "status" | "paymentStatus" | "confirmedAt">;

/** Makes a booking in the state its creation event gives it, and queues that event's mails. */
export async function insertBooking(
  tx: Db,
  deps: NonNullable<MailDeps>,
  event: CreationEvent,
  values: NewBooking,
  companionName: string,
  now: Date,
): Promise<BookingRow> {
  const rule = TRANSITIONS.find((candidate) => candidate.from === "new" && candidate.event === event);
  const paymentStatus = BOOKING_PAYMENT_STATUS_VALUES.find((value) => value === rule?.payment);
  if (!rule || !paymentStatus) throw new Error(`no way to make a booking by ${event}`);
  const [row] = await tx
    .insert(bookings)
    .values({ ...values, ...stampFields(STAMPS[event], now), status: rule.to, paymentStatus })
    .returning();
  if (!row) throw new Error("booking not stored");
  await queueMails(tx, deps, rule.mails, row, companionName, { now });
  return row;
}

async function recordMoney(tx: Db, effect: MoneyEffect, row: BookingRow, options: EventOptions): Promise<MoneyAfterCommit> {
  const money: MoneyAfterCommit = { checkoutsToExpire: [], refundsOwedFor: [], paymentsToReturn: [] };
  if (effect === "capture" || effect === "close_checkouts" || effect === "refund") money.checkoutsToExpire = await closeOpenCheckouts(tx, [row.id]);
  if (effect === "refund") money.refundsOwedFor = [row.id];
  if (effect === "return_payment" && options.received) money.paymentsToReturn = [options.received.payment];
  return money;
}

async function queueMails(tx: Db, deps: MailDeps, mails: readonly Mail[], row: BookingRow, companionName: string, options: EventOptions): Promise<void> {
  if (mails.length === 0) return;
  if (!deps) throw new Error("this booking event sends mail: pass the mail settings");
  const context = await mailContext(tx, deps, row, companionName);
  const companionEmail = mails.some((mail) => mail === "confirmation" || mail === "rescheduled" || mail === "companion_cancelled")
    ? await companionAccountEmail(tx, row.companionId)
    : null;
  for (const mail of mails) {
    switch (mail) {
      case "confirmation":
        await enqueueMail(tx, confirmationMail(context));
        await notifyBusiness(tx, deps.config, businessBookingMail(context));
        if (companionEmail) await enqueueMail(tx, companionBookingMail(context, companionEmail, "new"));
        break;
      case "confirmation_request":
        await enqueueMail(tx, confirmationRequestMail(context, bookingConfirmationLink(deps.config.publicUrl, deps.secret, row)));
        break;
      case "payment_request":
        await enqueueMail(tx, paymentRequestMail(context));
        break;
      case "rescheduled":
        await enqueueMail(tx, rescheduledMail(context));
        if (companionEmail) await enqueueMail(tx, companionBookingMail(context, companionEmail, "rescheduled"));
        break;
      case "cancellation": {
        const cancellation = cancellationMails(context);
        await enqueueMail(tx, cancellation.client);
        await notifyBusiness(tx, deps.config, cancellation.business);
        break;
      }
      case "companion_cancelled":
        if (companionEmail) await enqueueMail(tx, companionBookingMail(context, companionEmail, "cancelled"));
        break;
      case "payment_returned":
        await enqueueMail(tx, paymentReturnedMail(context, options.received?.amountCents ?? 0));
        break;
      case "reminder":
        await enqueueMail(tx, reminderMail(context, options.now));
        break;
    }
  }
}

// ---- After the commit: the provider's side ----

/** A refunded payment that was the booking's own (not a second, returned one) makes the booking refunded. */
async function bookingRefunded(tx: Db, payment: PaymentRow, now: Date): Promise<void> {
  if (!payment.bookingId || (await holdsAnotherPayment(tx, payment))) return;
  await applyIfAllowed(tx, null, payment.bookingId, "refund_settled", { now });
}

/** Refunds one payment through the ledger and, once the money is back, settles the booking's side. */
export async function refundPayment(deps: BookingDeps, payment: PaymentRow, log?: FastifyBaseLogger, now = new Date()): Promise<void> {
  await refund(deps, payment, (tx, refunded) => bookingRefunded(tx, refunded, now), log, now);
}

/** The provider's report of a refund, for the booking it belongs to (see `providerRefunded`). */
export const whenProviderRefunded = (now: Date) => (tx: Db, payment: PaymentRow) => bookingRefunded(tx, payment, now);

/** Does the money work the committed events left: checkouts closed at the provider, refunds owed and payments returned. */
export async function settleMoney(deps: BookingDeps, work: MoneyAfterCommit[], log?: FastifyBaseLogger, now = new Date()): Promise<void> {
  for (const bookingId of work.flatMap((item) => item.refundsOwedFor)) {
    for (const payment of await paymentsOwedBack(deps.db, bookingId)) await refundPayment(deps, payment, log, now);
  }
  for (const payment of work.flatMap((item) => item.paymentsToReturn)) await refundPayment(deps, payment, log, now);
  await expireCheckoutsAtProvider(
    deps,
    work.flatMap((item) => item.checkoutsToExpire),
    log,
  );
}
