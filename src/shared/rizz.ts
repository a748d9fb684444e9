import { z } from "zod";
import { LOCALES } from "./i18n/locales.ts";
import type { RizzWords } from "../features/rizz/index.ts";

/** An id in the Rizz catalog (src/features/rizz/rizz.messages.<locale>.ts). */
type RizzId = keyof typeof RizzWords;

export const VIBES = ["playful", "confident", "sweet", "witty", "flirty"] as const;
export type Vibe = (typeof VIBES)[number];
export const INTERESTS_MAX = 500;
export const CONTEXT_MAX = 300;

/** The generator's toasts, by their ids in the Rizz catalog (rizz.messages.<locale>.ts). */
export const rizzMessages = {
  missing: { title: "rizz.toast.missing.title", description: "rizz.toast.missing.description" },
  generated: { title: "rizz.toast.generated.title", description: "rizz.toast.generated.description" },
  failed: { title: "rizz.toast.failed.title", description: "rizz.toast.failed.description" },
  copied: { title: "rizz.toast.copied.title", description: "rizz.toast.copied.description" },
  copyFailed: { title: "rizz.toast.copyFailed.title", description: "rizz.toast.copyFailed.description" },
} as const satisfies Record<string, { title: RizzId; description: RizzId }>;

/** The fields' length limits, by their ids: their sentences say INTERESTS_MAX and CONTEXT_MAX. */
export const rizzLengthMessages = {
  interests: "rizz.error.interestsTooLong",
  context: "rizz.error.contextTooLong",
} as const satisfies Record<string, RizzId>;

/** What a person who generated a great deal in an hour is told (the route's limit): its catalog id. */
export const RIZZ_LIMIT_MESSAGE = "rizz.error.limit" satisfies RizzId;

/** The Rizz request (§3): interests required, vibe defaults to playful (§5), context optional, English unless asked. */
export const rizzInput = z.object({
  interests: z
    .string()
    .max(INTERESTS_MAX, rizzLengthMessages.interests)
    .refine((value) => value.trim().length > 0, rizzMessages.missing.description),
  vibe: z.enum(VIBES).default("playful"),
  context: z.string().max(CONTEXT_MAX, rizzLengthMessages.context).default(""),
  /** The language of the page asking: the openers come back in it. */
  locale: z.enum(LOCALES).default("en"),
});
export type RizzInput = z.input<typeof rizzInput>;
