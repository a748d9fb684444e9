import { z } from "zod";
import { memberProfileMessages } from "./messages.ts";

export { memberProfileMessages };

export const MAX_MEMBER_IMAGES = 3;
export const MEMBER_IMAGE_MAX_MB = 10;

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

export type { OwnMemberProfile, SafeMemberProfile, OwnMemberProfileMaybe, SafeMemberProfileResponse } from "./responses.ts";
