import { z } from "zod";

// The response schemas of this feature's routes (the serializer keeps only what they name). The web app
// imports their types only (`import type`), so none of this reaches the browser.

/** The spec's saved_profiles row, as its owner sees it. */
export const savedProfileView = z.object({
  id: z.string(),
  wingwoman_id: z.string(),
  wingwoman_name: z.string(),
  wingwoman_image: z.string().nullable(),
  created_at: z.string(),
});
export type SavedProfile = z.output<typeof savedProfileView>;

export const savedProfilesResponse = z.object({ savedProfiles: z.array(savedProfileView) });
export const savedStateView = z.object({ saved: z.boolean() });
/** A save's answer: null when the profile was already saved. */
export const savedProfileCreated = z.object({ savedProfile: savedProfileView.nullable() });
export const savedProfileRemoved = z.object({ saved: z.literal(false) });
export type SavedProfilesResponse = z.output<typeof savedProfilesResponse>;
