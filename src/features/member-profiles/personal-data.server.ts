import { eq } from "drizzle-orm";
import { memberProfiles } from "./tables.server.ts";
import { personalData } from "../../server/personal-data.ts";

/** The member's VIP profile; its pictures are deleted from storage after the commit. */
export const memberProfilePersonalData = personalData({
  sections: ["memberProfile"],
  tables: [memberProfiles],
  async export(db, account) {
    const [profile] = await db.select().from(memberProfiles).where(eq(memberProfiles.userId, account.id));
    return { memberProfile: profile ? ownerView(profile) : null };
  },
  async erase(tx, account) {
    const [profile] = await tx.delete(memberProfiles).where(eq(memberProfiles.userId, account.id)).returning({ images: memberProfiles.images });
    return { files: (profile?.images ?? []).map((image) => ({ bucket: "vip-profile-images" as const, key: image.key })) };
  },
});

function ownerView(profile: typeof memberProfiles.$inferSelect) {
  return {
    id: profile.id,
    displayName: profile.displayName,
    bio: profile.bio,
    location: profile.location,
    age: profile.age,
    interests: profile.interests,
    phoneNumber: profile.phoneNumber,
    email: profile.email,
    availability: profile.availability,
    isPublic: profile.isPublic,
    // Each picture is read through its own private URL (only you, admins, and wing women while public).
    images: profile.images.map((image) => image.url),
    createdAt: profile.createdAt.toISOString(),
    updatedAt: profile.updatedAt.toISOString(),
  };
}
