import { z } from "zod";

// The response schemas of this feature's routes (the serializer keeps only what they name). The web app
// imports their types only (`import type`), so none of this reaches the browser.

/** The owner's view: everything, with image URLs. */
export const ownMemberProfileView = z.object({
  id: z.string(),
  displayName: z.string(),
  bio: z.string(),
  location: z.string(),
  age: z.number(),
  availability: z.string(),
  interests: z.array(z.string()),
  images: z.array(z.string()),
  isPublic: z.boolean(),
  createdAt: z.string(),
});
export type OwnMemberProfile = z.output<typeof ownMemberProfileView>;

/** The safe view wing women and admins get (§7 get_vip_safe_profile_by_id): never phone or e-mail. */
export const safeMemberProfileView = z.object({
  id: z.string(),
  display_name: z.string(),
  location: z.string(),
  age: z.number(),
  rating: z.number().nullable(),
  availability: z.string(),
  bio: z.string(),
  interests: z.array(z.string()),
  images: z.array(z.string()),
  created_at: z.string(),
});
export type SafeMemberProfile = z.output<typeof safeMemberProfileView>;

export const ownMemberProfileResponse = z.object({ profile: ownMemberProfileView });
export const ownMemberProfileMaybe = z.object({ profile: ownMemberProfileView.nullable() });
/** `ownPreview`: the viewer is the profile's owner, seeing it as wing women do. */
export const safeMemberProfileResponse = z.object({ profile: safeMemberProfileView, ownPreview: z.boolean() });
export type OwnMemberProfileMaybe = z.output<typeof ownMemberProfileMaybe>;
export type SafeMemberProfileResponse = z.output<typeof safeMemberProfileResponse>;
