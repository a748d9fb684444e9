import { and, eq } from "drizzle-orm";
import { personalData } from "../../server/personal-data.ts";
import { calendarFeeds, safetyAlerts, sessionCheckIns } from "./tables.server.ts";

/** The calendar feeds an account made (which companion's, and when): never the address's secret or its hash. */
export const calendarFeedsPersonalData = personalData({
  sections: ["calendarFeeds"],
  tables: [calendarFeeds],
  async export(db, account) {
    const rows = await db
      .select({ companionId: calendarFeeds.companionId, createdAt: calendarFeeds.createdAt })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.createdBy, account.id));
    return { calendarFeeds: rows };
  },
  // The feed ends with its maker's account (it works only while that account answers for the companion).
  async erase(tx, account) {
    await tx.delete(calendarFeeds).where(eq(calendarFeeds.createdBy, account.id));
  },
});

/**
 * The safety check-ins a companion's account tapped and the emergencies it raised (staff's acknowledgements are
 * theirs to see on the dashboard, not in a download). Erasing keeps each session's safety record and forgets
 * which account tapped or acknowledged.
 */
export const sessionCheckInsPersonalData = personalData({
  sections: ["sessionCheckIns", "emergencyAlerts"],
  tables: [sessionCheckIns, safetyAlerts],
  async export(db, account) {
    const started = await db
      .select({ bookingId: sessionCheckIns.bookingId, startedAt: sessionCheckIns.startedAt })
      .from(sessionCheckIns)
      .where(eq(sessionCheckIns.startedBy, account.id));
    const ended = await db
      .select({ bookingId: sessionCheckIns.bookingId, endedAt: sessionCheckIns.endedAt })
      .from(sessionCheckIns)
      .where(eq(sessionCheckIns.endedBy, account.id));
    const emergencies = await db
      .select({ bookingId: safetyAlerts.bookingId, raisedAt: safetyAlerts.raisedAt })
      .from(safetyAlerts)
      .where(and(eq(safetyAlerts.raisedBy, account.id), eq(safetyAlerts.kind, "emergency")));
    return { sessionCheckIns: [...started, ...ended], emergencyAlerts: emergencies };
  },
  async erase(tx, account) {
    await tx.update(sessionCheckIns).set({ startedBy: null }).where(eq(sessionCheckIns.startedBy, account.id));
    await tx.update(sessionCheckIns).set({ endedBy: null }).where(eq(sessionCheckIns.endedBy, account.id));
    await tx.update(safetyAlerts).set({ raisedBy: null }).where(eq(safetyAlerts.raisedBy, account.id));
    await tx.update(safetyAlerts).set({ acknowledgedBy: null }).where(eq(safetyAlerts.acknowledgedBy, account.id));
  },
});
