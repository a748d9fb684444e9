import { z } from "zod";

// The response schemas of this feature's routes (the serializer keeps only what they name). The web app
// imports their types only (`import type`), so none of this reaches the browser.

const imageSources = z.object({ avif: z.string(), webp: z.string(), width: z.number() });
export const pictureView = z.object({ alt: z.string(), card: imageSources, full: imageSources });
export type Picture = z.output<typeof pictureView>;

export const interestView = z.object({
  name: z.string(),
  /** The hover explanation, when there is one. */
  note: z.string().nullable(),
});
export type Interest = z.output<typeof interestView>;

/**
 * The free text a Spanish answer gives in English, because staff have not written its Spanish yet: the page
 * marks it as English. Always empty in an English answer.
 */
export const textInEnglish = z.array(z.enum(["bio", "fullBio", "achievements"]));
export type TextInEnglish = z.output<typeof textInEnglish>;

/** What a list card shows (§2 Profile list pages): all a visitor receives of a preview profile in a list. */
export const companionCardView = z.object({
  id: z.string(),
  gender: z.enum(["woman", "man"]),
  name: z.string(),
  age: z.number(),
  location: z.string(),
  area: z.string(),
  bio: z.string(),
  specialties: z.array(z.string()),
  languages: z.array(z.string()),
  /** When sessions may be booked, per weekday (0 is Sunday), in Florida time: the schedule a profile shows. */
  weeklyHours: z.array(z.array(z.object({ start: z.string(), end: z.string() }))),
  interests: z.array(interestView),
  experience: z.string(),
  rating: z.number(),
  reviewCount: z.number(),
  backgroundChecked: z.boolean(),
  photo: pictureView.nullable(),
  /** Which of the text fields above are English in a Spanish answer (the card's: bio). */
  inEnglish: textInEnglish,
});
export type CompanionCard = z.output<typeof companionCardView>;

/** The full profile (§2 Profile detail): what members, admins and a preview profile's visitors get. */
export const companionDetailView = companionCardView.extend({
  fullBio: z.string(),
  achievements: z.array(z.string()),
  personalityTraits: z.array(z.string()),
  responseTime: z.string(),
  photos: z.array(pictureView),
});
export type CompanionDetail = z.output<typeof companionDetailView>;

/**
 * The admin's view of a companion: the full profile (in English), whether it is hidden, when it was added, and
 * the Spanish text as staff wrote it (null where none is written).
 */
export const adminCompanionView = companionDetailView.extend({
  hidden: z.boolean(),
  createdAt: z.string(),
  bioEs: z.string().nullable(),
  fullBioEs: z.string().nullable(),
  achievementsEs: z.array(z.string()).nullable(),
});
export type AdminCompanionProfile = z.output<typeof adminCompanionView>;
/** A row of the admin's catalogue: the admin's view and the companion's linked account, if any. */
export const adminCatalogueRowView = adminCompanionView.extend({ accountEmail: z.string().nullable() });
export type AdminCompanion = z.output<typeof adminCatalogueRowView>;

export const companionListView = z.object({
  companions: z.array(companionCardView),
  /** How many more profiles of this list membership unlocks (0 for members). */
  lockedCount: z.number(),
  /** The choices the filters offer, from the whole list. */
  facets: z.object({ areas: z.array(z.string()), languages: z.array(z.string()), specialties: z.array(z.string()) }),
});
export type CompanionList = z.output<typeof companionListView>;

/** The public review feed (§7 get_public_reviews). */
export const publicReviewView = z.object({
  id: z.string(),
  wingwoman_id: z.string(),
  rating: z.number(),
  reviewer_name: z.string(),
  review_text: z.string().nullable(),
  created_at: z.string(),
  /** Part of the sample data set: shown as "Sample review", never as a client's. */
  is_sample: z.boolean(),
  /** The reviewer had a session with this companion: decided by the server from the bookings. */
  verified_session: z.boolean(),
});
export type PublicReview = z.output<typeof publicReviewView>;

export const companionDetailResponse = z.object({ companion: companionDetailView });
export const adminCompanionResponse = z.object({ companion: adminCompanionView });
export const accountLinkView = z.object({ ok: z.literal(true), outcome: z.enum(["linked", "invited"]) });
export const publicReviewsResponse = z.object({ reviews: z.array(publicReviewView) });
export type CompanionDetailResponse = z.output<typeof companionDetailResponse>;
export type PublicReviewsResponse = z.output<typeof publicReviewsResponse>;

/** The counts the site states about itself (GET /api/site-facts). */
export const siteFactsView = z.object({ companions: z.number().int(), wingWomen: z.number().int(), areas: z.number().int() });

/** The catalogue, as the back office lists it. */
export const adminCatalogueResponse = z.object({ companions: z.array(adminCatalogueRowView) });
