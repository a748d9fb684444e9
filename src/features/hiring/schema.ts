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
/** The counties an applicant can work in. (The spec's "West Palm Beach County" does not exist: it is Palm Beach County.) */
export const WORK_AREAS = ["Miami Dade County", "Broward County", "Palm Beach County"] as const;
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

type HiringProblem = {
  field: "name" | "email" | "phone" | "areasToWork" | "backgroundCheck" | "terms";
  message: (typeof hiringMessages)[keyof typeof hiringMessages];
};

/**
 * Every problem of an application, at most one per field, in the order the spec checks them (§5 Hiring): the
 * first is the one its toast reports. A field's format (e-mail, phone) counts once it is filled, after every
 * required field.
 */
export function hiringProblems(input: Pick<HiringApplicationInput, "name" | "email" | "phone" | "areasToWork" | "backgroundCheck" | "terms">): HiringProblem[] {
  const email = input.email.trim();
  const phone = input.phone.trim();
  const required: (HiringProblem | false)[] = [
    !input.name.trim() && { field: "name", message: hiringMessages.name },
    !email && { field: "email", message: hiringMessages.email },
    !phone && { field: "phone", message: hiringMessages.phone },
    input.areasToWork.length === 0 && { field: "areasToWork", message: hiringMessages.areas },
    !input.backgroundCheck && { field: "backgroundCheck", message: hiringMessages.backgroundCheck },
    !input.terms && { field: "terms", message: hiringMessages.terms },
  ];
  const formats: (HiringProblem | false)[] = [
    email !== "" && !z.email().safeParse(email).success && { field: "email", message: hiringMessages.invalidEmail },
    phone !== "" && !/^[+\d][\d\s().-]{6,24}$/.test(phone) && { field: "phone", message: hiringMessages.invalidPhone },
  ];
  return [...required, ...formats].filter((problem): problem is HiringProblem => problem !== false);
}

/** The form's schema: the payload plus the spec's submit checks, each problem on the field it names. */
export const hiringApplicationForm = hiringApplicationInput.superRefine((values, context) => {
  for (const problem of hiringProblems(values)) context.addIssue({ code: "custom", path: [problem.field], message: problem.message });
});
export type HiringApplicationFormValues = z.input<typeof hiringApplicationForm>;

export type { AdminApplication } from "./responses.ts";
