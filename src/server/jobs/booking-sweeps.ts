import type { FastifyInstance } from "fastify";
import { sendDueReminders, sweepBookingPayments, type BookingDeps } from "../../features/bookings/index.server.ts";
import { registerPeriodicJob } from "./periodic.ts";

const REMINDER_INTERVAL_MS = 5 * 60_000;
const HOLD_SWEEP_INTERVAL_MS = 60_000;

/** Reminders a day ahead, and the payments sweep (lapsed holds, refunds to retry). */
export function registerBookingSweeps(app: FastifyInstance, deps: BookingDeps): void {
  registerPeriodicJob(app, {
    name: "booking reminder sweep",
    everyMs: REMINDER_INTERVAL_MS,
    run: async () => (await sendDueReminders(deps)) > 0 && app.mail.wake(),
  });
  registerPeriodicJob(app, {
    name: "booking payments sweep",
    everyMs: HOLD_SWEEP_INTERVAL_MS,
    run: async () => (await sweepBookingPayments(deps, app.log)).refunds > 0 && app.mail.wake(),
  });
}
