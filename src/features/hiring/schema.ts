import { z } from "zod";
import { LOCALES } from "../../shared/i18n/locales.ts";
import type english from "./hiring.messages.en.ts";

/** The hiring form's options (§3), exactly as the spec lists them. */
export const AGE_RANGES = ["21-25", "26-30", "31-35", "36-40", "41+"] as const;
export const RELATIONSHIP_STATUSES = ["single", "dating", "relationship", "married"] as const;
export const WEEKLY_AVAILABILITY = ["5-10", "10-20", "20-30", "30+", "flexible"] as const;
export const TRANSPORTATION = ["own-car", "rideshare", "public-transport", "walking", "need-driver", "combination"] as const;
export const COMMUNICATION_STYLES = ["direct", "gentle", "humorous", "analytical", "empathetic"] as const;
export const SOCIAL_MEDIA_COMFORT = ["expert", "comfortable", "basic", "learning"] as const;
export const WORK_AREAS = ["Miami Dade County", "Broward County", "West Palm Beach County"] as const;
export const TRAITS = ["Outgoing", "Empathetic", "Confident", "Good Listener", "Creative", "Adaptable", "Patient", "Energetic", "Supportive"] as const;
export const MAX_TRAITS = 5;

/** The spec's messages (§5 Hiring), by their ids in the hiring catalog (hiring.messages.<locale>.ts). */
export const hiringMessages = {
  name: "hiring.error.name",
  email: "hiring.error.email",
  phone: "hiring.error.phone",
  areas: "hiring.error.areas",
  backgroundCheck: "hiring.error.backgroundCheck",
  terms: "hiring.error.terms",
  tooManyTraits: "hiring.error.tooManyTraits",
  submitted: "hiring.submitted",
  failed: "hiring.error.failed",
  invalidEmail: "hiring.error.invalidEmail",
  invalidPhone: "hiring.error.invalidPhone",
  headshotAgain: "hiring.error.headshotAgain",
  headshotTooLarge: "headshot.tooLarge",
} as const satisfies Record<string, keyof typeof english>;

const optional = <T extends readonly [string, ...string[]]>(values: T) => z.union([z.literal(""), z.enum(values)]).default("");
const text = (max: number) => z.string().trim().max(max).default("");

export const hiringApplicationInput = z.object({
  name: z.string().trim().max(100),
  age: optional(AGE_RANGES),
  phone: z.string().trim().max(30),
  email: z.string().trim().max(254),
  relationshipStatus: optional(RELATIONSHIP_STATUSES),
  areasToWork: z.array(z.enum(WORK_AREAS)).max(WORK_AREAS.length),
  weeklyAvailability: optional(WEEKLY_AVAILABILITY),
  transportationMethod: optional(TRANSPORTATION),
  experience: text(3000),
  motivation: text(3000),
  personalityTraits: z.array(z.enum(TRAITS)).max(MAX_TRAITS, hiringMessages.tooManyTraits),
  communicationStyle: optional(COMMUNICATION_STYLES),
  socialMediaComfort: optional(SOCIAL_MEDIA_COMFORT),
  scenario1: text(3000),
  scenario2: text(3000),
  /** The token the headshot upload answered with. */
  headshotUrl: z.string().max(300).default(""),
  backgroundCheck: z.boolean(),
  terms: z.boolean(),
  /** The page's language: the team's answer is written in it. */
  locale: z.enum(LOCALES).default("en"),
});
export type HiringApplicationInput = z.input<typeof hiringApplicationInput>;

/**
 * The spec's submit checks, in its order (§5 Hiring): the first failure is the one reported. Formats
 * (e-mail, phone) are checked after the required ones.
 */
export function firstHiringProblem(
  input: Pick<HiringApplicationInput, "name" | "email" | "phone" | "areasToWork" | "backgroundCheck" | "terms">,
): { field: string; message: (typeof hiringMessages)[keyof typeof hiringMessages] } | null {
  if (!input.name.trim()) return { field: "name", message: hiringMessages.name };
  if (!input.email.trim()) return { field: "email", message: hiringMessages.email };
  if (!input.phone.trim()) return { field: "phone", message: hiringMessages.phone };
  if (input.areasToWork.length === 0) return { field: "areasToWork", message: hiringMessages.areas };
  if (!input.backgroundCheck) return { field: "backgroundCheck", message: hiringMessages.backgroundCheck };
  if (!input.terms) return { field: "terms", message: hiringMessages.terms };
  if (!z.email().safeParse(input.email.trim()).success) return { field: "email", message: hiringMessages.invalidEmail };
  if (!/^[+\d][\d\s().-]{6,24}$/.test(input.phone.trim())) return { field: "phone", message: hiringMessages.invalidPhone };
  return null;
}

/**
 * The form's schema: the payload plus the spec's submit checks, each problem on the field it names, so the
 * page shows the first one as its toast and the rest under their fields.
 */
export const hiringApplicationForm = hiringApplicationInput.superRefine((values, context) => {
  const problem = firstHiringProblem(values);
  if (problem) context.addIssue({ code: "custom", path: [problem.field], message: problem.message });
});
export type HiringApplicationFormValues = z.input<typeof hiringApplicationForm>;

export type { AdminApplication } from "./responses.ts";
