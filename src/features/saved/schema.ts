import { z } from "zod";

export const saveProfileInput = z.object({ companionId: z.string().trim().min(1).max(40) });

/** The spec's saved_profiles row, as its owner sees it. */
export const savedProfileView = z.object({
  id: z.string(),
  wingwoman_id: z.string(),
  wingwoman_name: z.string(),
  wingwoman_image: z.string().nullable(),
  created_at: z.string(),
});
export type SavedProfile = z.output<typeof savedProfileView>;

export const savedMessages = {
  loginRequired: "Please log in to save profiles",
  membersOnly: "Only members can save profiles",
  saved: "Profile saved successfully",
  removed: "Profile removed from saved",
  failed: "Failed to save profile",
  loadFailed: "Failed to load saved profiles",
  removeFailed: "Failed to remove profile",
} as const;
