import { eq } from "drizzle-orm";
import { eventInterests, events } from "./tables.server.ts";
import { personalData } from "../../server/personal-data.ts";

export const eventInterestsPersonalData = personalData({
  sections: ["eventInterests"],
  tables: [eventInterests],
  async export(db, account) {
    const rows = await db
      .select({
        eventId: eventInterests.eventId,
        title: events.title,
        startsAt: events.startsAt,
        interested: eventInterests.interested,
        interestLevel: eventInterests.interestLevel,
        createdAt: eventInterests.createdAt,
      })
      .from(eventInterests)
      .innerJoin(events, eq(events.id, eventInterests.eventId))
      .where(eq(eventInterests.userId, account.id));
    return { eventInterests: rows };
  },
  async erase(tx, account) {
    await tx.delete(eventInterests).where(eq(eventInterests.userId, account.id));
  },
});
