import { and, asc, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSandboxProvider } from "../../server/adapters/payments/sandbox.ts";
import { createDiskStore } from "../../server/adapters/storage/store.ts";
import { bookings, payments } from "./tables.server.ts";
import { outbox } from "../../server/db/platform-tables.ts";
import { sandboxCheckouts } from "../billing/tables.server.ts";
import { seedDatabase } from "../../server/db/seed.ts";
import { AppError } from "../../server/http/errors.ts";
import { signUpAdmin } from "../../server/testing/members.ts";
import type { SignedInUser } from "../../server/testing/accounts.ts";
import { createTestApp, type TestApp } from "../../server/testing/test-app.ts";
import { floridaToday, type BookingStatus } from "../../shared/bookings.ts";
import { bookingConfirmationLink, bookingLinkToken } from "./links.server.ts";
import { bookingPaymentEvents, checkoutForBooking, settleBookingPayment, sweepBookingPayments } from "./payments.server.ts";
import type { BookingRow } from "./repository.server.ts";
import { cancelBooking, confirmFreeBooking, createBooking, rescheduleBooking, sendDueReminders, type BookingDeps } from "./service.server.ts";

/**
 * Random sequences of what clients, the team, the payment provider and the sweeps do to bookings, against the
 * real database, with the booking rules' invariants checked after every step:
 * - one companion's time is never held by two bookings at once;
 * - no payment is refunded (or owed back) that was never captured, and no booking shows money it never took;
 * - a booking keeps at most one payment (a second one goes back);
 * - a cancelled booking stays cancelled.
 * (An expired booking is not final: a late payment confirms it while its slot is still free.)
 */

let t: TestApp;
let deps: BookingDeps;
let admin: SignedInUser;

const inDays = (days: number) => floridaToday(new Date(Date.now() + days * 86_400_000));
const HOUR = 3_600_000;
/** Overlapping times of one companion (a Coffee Chat lasts two hours), so bookings compete for them. */
const SLOTS = [
  { date: inDays(5), time: "18:00" },
  { date: inDays(5), time: "19:00" },
  { date: inDays(6), time: "12:00" },
] as const;
const EMAILS = ["ana@example.com", "ben@example.com"] as const;

beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.database.db, { store: createDiskStore(t.config.dataDir), portraits: false, sampleData: true });
  admin = await signUpAdmin(t.app, t.database.db);
  deps = { db: t.database.db, config: t.config, provider: createSandboxProvider(t.database.db, t.config.publicUrl), secret: t.config.authSecret ?? "" };
});
afterAll(() => t.close());

type Action =
  | { kind: "book"; slot: number; email: number; free: boolean }
  | { kind: "open_checkout" | "cancel" | "confirm" | "expire" | "remind" | "admin_cancel"; booking: number }
  | { kind: "reschedule"; booking: number; slot: number }
  | { kind: "admin_set"; booking: number; status: "confirmed" | "completed" | "no_show" }
  | { kind: "pay" | "deliver_twice" | "provider_refund"; payment: number; short: boolean }
  | { kind: "time_passes"; hours: number };

const bookingIndex = fc.nat({ max: 5 });
/** Mostly the two overlapping times, and paid sessions, so bookings compete for a slot and money moves. */
const slot = fc.constantFrom(0, 0, 1, 1, 2);
const onBooking = <K extends Action["kind"]>(...kinds: K[]) => fc.record({ kind: fc.constantFrom(...kinds), booking: bookingIndex });
const onPayment = <K extends Action["kind"]>(...kinds: K[]) => fc.record({ kind: fc.constantFrom(...kinds), payment: fc.nat({ max: 5 }), short: fc.boolean() });

const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({ kind: fc.constant("book" as const), slot, email: fc.nat({ max: 1 }), free: fc.constantFrom(false, false, false, true) }),
  },
  { weight: 5, arbitrary: onPayment("pay" as const, "deliver_twice" as const) },
  { weight: 1, arbitrary: onPayment("provider_refund" as const) },
  { weight: 2, arbitrary: onBooking("expire" as const) },
  { weight: 4, arbitrary: onBooking("open_checkout" as const, "cancel" as const, "confirm" as const, "remind" as const, "admin_cancel" as const) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("reschedule" as const), booking: bookingIndex, slot }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("admin_set" as const),
      booking: bookingIndex,
      status: fc.constantFrom("confirmed" as const, "completed" as const, "no_show" as const),
    }),
  },
  // Sessions come within the last 24 hours before they start, or start.
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("time_passes" as const), hours: fc.constantFrom(110, 150) }) },
);

const allBookings = () => t.database.db.select().from(bookings).orderBy(asc(bookings.createdAt), asc(bookings.id));
const allPayments = () => t.database.db.select().from(payments).orderBy(asc(payments.createdAt), asc(payments.id));
const pick = <T>(rows: T[], at: number): T | undefined => rows[at % Math.max(rows.length, 1)];
const access = (row: BookingRow) => ({ viewer: null, token: bookingLinkToken(deps.secret, row) });

/** A refusal (4xx) is an answer; anything else is a failure of the rules. */
async function refusalsAllowed(step: () => Promise<unknown>): Promise<void> {
  try {
    await step();
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500) throw error;
  }
}

async function adminCall(method: "POST" | "PATCH", url: string, payload: object) {
  const response = await t.app.inject({ method, url, payload, headers: { cookie: admin.cookie } });
  expect(response.statusCode, response.body).toBeLessThan(500);
}

async function run(step: Action): Promise<void> {
  if (step.kind === "book") {
    const { date, time } = SLOTS[step.slot] ?? SLOTS[0];
    const input = {
      companionId: "2",
      fullName: "Ana López",
      email: EMAILS[step.email] ?? EMAILS[0],
      phone: "",
      sessionType: step.free ? ("consultation" as const) : ("coaching" as const),
      date,
      time,
      location: "Wynwood",
      specialRequests: "",
      locale: "en" as const,
    };
    return refusalsAllowed(() => createBooking(deps, null, input, true));
  }
  if ("payment" in step) {
    const payment = pick(await allPayments(), step.payment);
    if (!payment) return;
    if (step.kind === "provider_refund") {
      if (payment.providerPaymentId) await bookingPaymentEvents(deps).refunded({ providerPaymentId: payment.providerPaymentId });
      return;
    }
    const paid = { paymentId: payment.id, providerPaymentId: `pi_${payment.id}`, amountCents: step.short ? payment.amountCents - 100 : payment.amountCents };
    const deliveries = step.kind === "deliver_twice" ? [paid, paid] : [paid];
    await Promise.all(deliveries.map((delivery) => settleBookingPayment(deps, delivery)));
    return;
  }
  if (step.kind === "time_passes") return clockMovesOn(step.hours * HOUR);
  const booking = pick(await allBookings(), step.booking);
  if (!booking) return;
  switch (step.kind) {
    case "open_checkout":
      return refusalsAllowed(() => checkoutForBooking(deps, access(booking), booking.id, async () => true));
    case "cancel":
      return refusalsAllowed(() => cancelBooking(deps, access(booking), booking.id));
    case "confirm": {
      const confirmation = new URL(bookingConfirmationLink(deps.config.publicUrl, deps.secret, booking)).searchParams.get("confirm") ?? "";
      return refusalsAllowed(() => confirmFreeBooking(deps, booking.id, confirmation));
    }
    case "expire":
      // The hold's time passes (the sweep then runs as it does every minute).
      await t.database.db
        .update(bookings)
        .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
        .where(and(eq(bookings.id, booking.id), eq(bookings.status, "pending")));
      await sweepBookingPayments(deps);
      return;
    case "remind":
      await sendDueReminders(deps, new Date(booking.startsAt.getTime() - 12 * HOUR));
      return;
    case "reschedule": {
      const { date, time } = SLOTS[step.slot] ?? SLOTS[0];
      return refusalsAllowed(() => rescheduleBooking(deps, access(booking), booking.id, date, time));
    }
    case "admin_cancel":
      return adminCall("POST", `/api/admin/bookings/${booking.id}/cancel`, {});
    case "admin_set":
      return adminCall("PATCH", `/api/admin/bookings/${booking.id}`, { status: step.status });
  }
}

/** The clock moves forward: every booking's times (and holds) come closer by the same amount, so none starts to overlap another. */
async function clockMovesOn(ms: number): Promise<void> {
  const earlier = (at: Date) => new Date(at.getTime() - ms);
  for (const row of await allBookings()) {
    await t.database.db
      .update(bookings)
      .set({ startsAt: earlier(row.startsAt), endsAt: earlier(row.endsAt), holdExpiresAt: row.holdExpiresAt && earlier(row.holdExpiresAt) })
      .where(eq(bookings.id, row.id));
  }
}

const HOLDS_TIME = new Set<BookingStatus>(["confirmed", "completed"]);

async function checkInvariants(cancelledBefore: Set<string>): Promise<void> {
  const now = new Date();
  const rows = await allBookings();
  const ledger = await allPayments();

  const holding = rows.filter((row) => HOLDS_TIME.has(row.status) || (row.status === "pending" && row.holdExpiresAt !== null && row.holdExpiresAt > now));
  for (const [position, one] of holding.entries()) {
    for (const other of holding.slice(position + 1)) {
      const overlap = one.companionId === other.companionId && one.startsAt < other.endsAt && other.startsAt < one.endsAt;
      expect(overlap, `${one.id} (${one.status}) and ${other.id} (${other.status}) hold the same time`).toBe(false);
    }
  }

  for (const payment of ledger.filter((row) => row.status === "refunded" || row.status === "refund_pending")) {
    expect(payment.paidAt, `payment ${payment.id} refunded without being captured`).not.toBeNull();
  }
  for (const row of rows) {
    const captured = ledger.filter((payment) => payment.bookingId === row.id && payment.paidAt !== null);
    const kept = ledger.filter((payment) => payment.bookingId === row.id && payment.status === "paid");
    if (["paid", "refund_pending", "refunded", "non_refundable"].includes(row.paymentStatus)) {
      expect(captured.length, `booking ${row.id} is ${row.paymentStatus} without a captured payment`).toBeGreaterThan(0);
    }
    expect(kept.length, `booking ${row.id} keeps ${kept.length} payments`).toBeLessThanOrEqual(1);
    if (cancelledBefore.has(row.id)) expect(row.status, `cancelled booking ${row.id} changed`).toBe("cancelled");
    if (row.status === "cancelled") cancelledBefore.add(row.id);
  }
}

const paidBooking = (slotAt: number, email: number): Action => ({ kind: "book", slot: slotAt, email, free: false });
/** The races the rules exist for, run every time before the random sequences. */
const KNOWN_RACES: Action[][] = [
  // A payment arrives after the hold lapsed and someone else took the slot: returned, not confirmed.
  [paidBooking(0, 0), { kind: "expire", booking: 0 }, paidBooking(1, 1), { kind: "pay", payment: 0, short: false }],
  // The team sets a no-show back to confirmed after the slot was booked again: refused.
  [
    paidBooking(0, 0),
    { kind: "pay", payment: 0, short: false },
    { kind: "admin_set", booking: 0, status: "no_show" },
    paidBooking(1, 1),
    { kind: "admin_set", booking: 0, status: "confirmed" },
  ],
  // The provider delivers one payment twice at once, and a second checkout of the same booking is paid too.
  [paidBooking(0, 0), { kind: "open_checkout", booking: 0 }, { kind: "deliver_twice", payment: 0, short: false }, { kind: "pay", payment: 1, short: false }],
  // A confirmed booking cancelled with its refund, then the provider reports that refund.
  [paidBooking(0, 0), { kind: "pay", payment: 0, short: false }, { kind: "cancel", booking: 0 }, { kind: "provider_refund", payment: 0, short: false }],
];

describe("the booking lifecycle, under random events", () => {
  it("keeps its invariants after every step", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 6, maxLength: 14 }), async (actions) => {
        for (const table of [payments, sandboxCheckouts, bookings, outbox]) await t.database.db.delete(table);
        const cancelled = new Set<string>();
        for (const step of actions) {
          await run(step);
          await checkInvariants(cancelled);
        }
      }),
      { numRuns: 30, examples: KNOWN_RACES.map((actions) => [actions]) },
    );
  });
});
