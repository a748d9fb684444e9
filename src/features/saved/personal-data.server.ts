import { eq } from "drizzle-orm";
import { savedProfiles } from "./tables.server.ts";
import { personalData } from "../../server/personal-data.ts";

export const savedProfilesPersonalData = personalData({
  sections: ["savedProfiles"],
  tables: [savedProfiles],
  async export(db, account) {
    const rows = await db
      .select({ companionId: savedProfiles.companionId, companionName: savedProfiles.companionName, createdAt: savedProfiles.createdAt })
      .from(savedProfiles)
      .where(eq(savedProfiles.userId, account.id));
    return { savedProfiles: rows };
  },
  async erase(tx, account) {
    await tx.delete(savedProfiles).where(eq(savedProfiles.userId, account.id));
  },
});
