import { z } from "zod";

export const savedMessages = {
  loginRequired: "Please log in to save profiles",
  membersOnly: "Only members can save profiles",
  saved: "Profile saved successfully",
  removed: "Profile removed from saved",
  failed: "Failed to save profile",
  loadFailed: "Failed to load saved profiles",
  removeFailed: "Failed to remove profile",
} as const;

/** The profile a request names: in the path, or as the body of a save. */
export const companionRef = z.object({ companionId: z.string().trim().min(1).max(40) });

export type { SavedProfile, SavedProfilesResponse, SavedState } from "./responses.ts";
