import { z } from "zod";

/** Shared shapes of the companion catalogue: the list query, and what each view contains. */

export const AVAILABILITY_FILTERS = ["weekdays", "weekends", "evenings", "daytime"] as const;
export type AvailabilityFilter = (typeof AVAILABILITY_FILTERS)[number];

export const SORTS = ["recommended", "rating"] as const;
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
  // An address saved before a sort was retired still opens the list, in the usual order.
  sort: z.enum(SORTS).default("recommended").catch("recommended"),
});
export type CompanionListQuery = z.input<typeof companionListQuery>;

/** The list's filters, as the page keeps them in its address (in this order). */
export const LIST_FILTER_KEYS = ["area", "language", "specialty", "availability", "sort"] as const;

/** The list's query for a page address: its gender and the filters its search parameters set. */
export function listQueryOf(pathname: string, params: URLSearchParams): CompanionListQuery {
  const query: CompanionListQuery = { gender: pathname.startsWith("/men-profiles") ? "man" : "woman" };
  for (const key of LIST_FILTER_KEYS) {
    const value = params.get(key);
    if (value) Object.assign(query, { [key]: value });
  }
  return query;
}

/** The API path of a list query, the same on both sides (the page's first answer is found by it). */
export function companionListApiPath(query: CompanionListQuery): string {
  const params = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== ""));
  return `/api/companions?${params}`;
}

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
  availability: text(120),
  workingHours: text(80),
  responseTime: text(80),
  languages: list.min(1),
  interests: list,
  experience: text(60),
  backgroundChecked: z.boolean(),
});

/** A comma-separated field of the catalogue editor, read as the list `schema` expects. */
const commaList = (schema: typeof list) =>
  z
    .string()
    .transform((value) =>
      value
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(schema);

/**
 * The catalogue editor's values (numbers and lists as the inputs hold them), read with
 * `companionInput`'s own rules: each problem lands on the field that holds it.
 */
export const companionForm = z
  .object({
    id: z.string().trim(),
    gender: companionInput.shape.gender,
    name: companionInput.shape.name,
    age: z.string().transform(Number).pipe(companionInput.shape.age),
    location: companionInput.shape.location,
    area: companionInput.shape.area,
    bio: companionInput.shape.bio,
    fullBio: companionInput.shape.fullBio,
    specialties: commaList(companionInput.shape.specialties),
    achievements: commaList(companionInput.shape.achievements),
    personalityTraits: commaList(companionInput.shape.personalityTraits),
    languages: commaList(companionInput.shape.languages),
    interests: commaList(companionInput.shape.interests),
    availability: companionInput.shape.availability,
    workingHours: companionInput.shape.workingHours,
    responseTime: companionInput.shape.responseTime,
    experience: companionInput.shape.experience,
    backgroundChecked: companionInput.shape.backgroundChecked,
  })
  .transform(({ id, ...companion }) => ({ id, companion }));
export type CompanionFormValues = z.input<typeof companionForm>;

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
