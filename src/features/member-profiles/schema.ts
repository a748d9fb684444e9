import { z } from "zod";

export const MAX_MEMBER_IMAGES = 3;
export const MEMBER_IMAGE_MAX_MB = 10;

export const memberProfileMessages = {
  displayName: "Display name is required",
  bio: "Bio is required",
  location: "Location is required",
  availability: "Availability is required",
  duplicateInterest: "Interest already added",
  maxImages: "Maximum 3 images allowed",
  accessDenied: "Access denied. Only wing women and admins can view VIP profiles.",
  notFound: "Profile not found",
  /** The viewer's 404: a missing profile and a private one answer alike. */
  notFoundOrDenied: "Profile not found or access denied",
  loadFailed: "An error occurred while loading the profile",
  uploadSignedOut: "You must be logged in to upload images",
  managerLoadFailed: "Failed to load profile",
} as const;

const required = (message: string, max: number) =>
  z
    .string()
    .refine((value) => value.trim().length > 0, message)
    .transform((value) => value.trim())
    .pipe(z.string().max(max));

/** Age is a number from 18 to 100; anything else falls back to 18 (§5). */
export const memberAge = z.unknown().transform((value) => {
  const age = typeof value === "number" ? value : Number.parseInt(String(value ?? ""), 10);
  return Number.isInteger(age) && age >= 18 && age <= 100 ? age : 18;
});

export const memberProfileInput = z.object({
  displayName: required(memberProfileMessages.displayName, 60),
  bio: required(memberProfileMessages.bio, 2000),
  location: required(memberProfileMessages.location, 100),
  availability: required(memberProfileMessages.availability, 200),
  age: memberAge,
  interests: z
    .array(z.string().trim().min(1).max(40))
    .max(20)
    .transform((items) => [...new Set(items)]),
  isPublic: z.boolean(),
});

export type { OwnMemberProfile, SafeMemberProfile, OwnMemberProfileResponse, OwnMemberProfileMaybe, SafeMemberProfileResponse } from "./responses.ts";
