import { z } from "zod";
import { LOCALES } from "./i18n/locales.ts";

export const VIBES = ["playful", "confident", "sweet", "witty", "flirty"] as const;
export type Vibe = (typeof VIBES)[number];
export const INTERESTS_MAX = 500;
export const CONTEXT_MAX = 300;

export const rizzMessages = {
  missing: { title: "Missing Information", description: "Please enter their interests to generate personalized lines." },
  generated: { title: "Rizz Generated!", description: "Your personalized pickup lines are ready!" },
  failed: { title: "Generation Failed", description: "Unable to generate pickup lines. Please try again." },
  copied: { title: "Copied!", description: "Pickup line copied to clipboard" },
  copyFailed: { title: "Copy Failed", description: "Unable to copy to clipboard" },
} as const;

/** What a person who generated a great deal in an hour is told (the route's limit). */
export const RIZZ_LIMIT_MESSAGE = "You have generated a lot of lines this hour. Please take a short break and try again.";

/** The Rizz request (§3): interests required, vibe defaults to playful (§5), context optional, English unless asked. */
export const rizzInput = z.object({
  interests: z
    .string()
    .max(INTERESTS_MAX, `Please keep their interests under ${INTERESTS_MAX} characters.`)
    .refine((value) => value.trim().length > 0, rizzMessages.missing.description),
  vibe: z.enum(VIBES).default("playful"),
  context: z.string().max(CONTEXT_MAX, `Please keep the situation under ${CONTEXT_MAX} characters.`).default(""),
  /** The language of the page asking: the openers come back in it. */
  locale: z.enum(LOCALES).default("en"),
});
export type RizzInput = z.input<typeof rizzInput>;
