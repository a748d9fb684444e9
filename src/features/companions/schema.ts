import { z } from "zod";

/** Shared shapes of the companion catalogue: the list query, and what each view contains. */

export const AVAILABILITY_FILTERS = ["weekdays", "weekends", "evenings", "daytime"] as const;
export type AvailabilityFilter = (typeof AVAILABILITY_FILTERS)[number];

export const SORTS = ["recommended", "rating", "price-low", "price-high"] as const;
export type CompanionSort = (typeof SORTS)[number];

const optionalFilter = z
  .string()
  .trim()
  .max(60)
  .optional()
  .transform((value) => value || undefined);

export const companionListQuery = z.object({
  gender: z.enum(["woman", "man"]).default("woman"),
  area: optionalFilter,
  language: optionalFilter,
  specialty: optionalFilter,
  availability: z.enum(AVAILABILITY_FILTERS).optional(),
  sort: z.enum(SORTS).default("recommended"),
});
export type CompanionListQuery = z.input<typeof companionListQuery>;

/** The code of the 403 that the detail page turns into the VIP wall. */
export const VIP_REQUIRED = "vip_required";

// ---- Admin ----

const text = (max: number) => z.string().trim().min(1, "Required.").max(max);
const list = z.array(z.string().trim().min(1).max(80)).max(12);

export const companionInput = z.object({
  gender: z.enum(["woman", "man"]),
  name: text(60),
  age: z.number().int().min(21, "Companions are 21 or older.").max(80),
  location: text(80),
  area: text(60),
  bio: text(240),
  fullBio: text(2000),
  specialties: list,
  achievements: list,
  personalityTraits: list,
  hourlyRateCents: z.number().int().min(1000).max(100_000),
  availability: text(120),
  workingHours: text(80),
  responseTime: text(80),
  languages: list.min(1),
  interests: list,
  experience: text(60),
  backgroundChecked: z.boolean(),
});
export type CompanionInput = z.input<typeof companionInput>;

export const companionUpdate = companionInput.partial().extend({ hidden: z.boolean().optional() });

export const photoOrderInput = z.object({
  order: z.array(z.number().int().min(0)).min(1).max(50),
});

export type {
  Picture,
  Interest,
  CompanionCard,
  CompanionDetail,
  AdminCompanion,
  CompanionList,
  PublicReview,
  CompanionDetailResponse,
  PublicReviewsResponse,
  AccountLink,
} from "./responses.ts";
