import { z } from "zod";

export const saveProfileInput = z.object({ companionId: z.string().trim().min(1).max(40) });

/** The spec's saved_profiles row, as its owner sees it. */
export interface SavedProfile {
  id: string;
  wingwoman_id: string;
  wingwoman_name: string;
  wingwoman_image: string | null;
  created_at: string;
}

export const savedMessages = {
  loginRequired: "Please log in to save profiles",
  membersOnly: "Only members can save profiles",
  saved: "Profile saved successfully",
  removed: "Profile removed from saved",
  failed: "Failed to save profile",
  loadFailed: "Failed to load saved profiles",
  removeFailed: "Failed to remove profile",
} as const;
