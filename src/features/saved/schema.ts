export const savedMessages = {
  loginRequired: "Please log in to save profiles",
  membersOnly: "Only members can save profiles",
  saved: "Profile saved successfully",
  removed: "Profile removed from saved",
  failed: "Failed to save profile",
  loadFailed: "Failed to load saved profiles",
  removeFailed: "Failed to remove profile",
} as const;

export type { SavedProfile, SavedProfilesResponse } from "./responses.ts";
