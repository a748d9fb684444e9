import { eq } from "drizzle-orm";
import { profiles } from "../../server/auth/tables.ts";
import { personalData } from "../../server/personal-data.ts";
import { ownProfileView } from "./service.server.ts";

/** The profile, in the owner's view (staff's admin notes stay out); its avatar file goes after the commit. */
export const profilePersonalData = personalData({
  sections: ["profile"],
  tables: [profiles],
  async export(db, account) {
    const [profile] = await db.select().from(profiles).where(eq(profiles.userId, account.id));
    return { profile: profile ? ownProfileView(profile) : null };
  },
  async erase(tx, account) {
    const [profile] = await tx.delete(profiles).where(eq(profiles.userId, account.id)).returning({ avatarUrl: profiles.avatarUrl });
    return { files: profile?.avatarUrl ? [{ bucket: "profile-pictures", publicUrl: profile.avatarUrl }] : [] };
  },
});
