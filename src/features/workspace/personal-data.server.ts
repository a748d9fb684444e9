import { eq } from "drizzle-orm";
import { personalData } from "../../server/personal-data.ts";
import { calendarFeeds } from "./tables.server.ts";

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
