import { z } from "zod";
import { EVENT_CATEGORIES } from "../../shared/events.ts";

// What staff send to manage events and event sources: one schema for the dashboard's form and the route.

const MAX_TAGS = 8;

/** Tags as the form has them ("jazz, wine") or as a list; trimmed, empty ones dropped. */
const tagList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (typeof value === "string" ? value.split(",") : value).map((tag) => tag.trim()).filter(Boolean))
  .pipe(z.array(z.string().max(30, "Keep each tag under 30 characters.")).max(MAX_TAGS, `At most ${MAX_TAGS} tags.`));

/** A Spanish edition of a text: empty means none is written (the Spanish page shows the English, marked). */
const spanishText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => value || null);

/** An event written on the dashboard. The date and time are Florida time (the site's own). */
export const adminEventInput = z.object({
  title: z.string().trim().min(1, "Title is required").max(140, "Keep the title under 140 characters."),
  description: z.string().trim().max(2000, "Keep the description under 2,000 characters."),
  title_es: spanishText(140, "Keep the Spanish title under 140 characters."),
  description_es: spanishText(2000, "Keep the Spanish description under 2,000 characters."),
  category: z.enum(EVENT_CATEGORIES, "Choose a category"),
  venue_name: z.string().trim().min(1, "Venue is required").max(140, "Keep the venue under 140 characters."),
  event_date: z.iso.date("Choose a date"),
  event_time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Choose a time"),
  price_range: z.string().trim().max(60, "Keep the price under 60 characters."),
  tags: tagList,
  hidden: z.boolean(),
});
export type AdminEventInput = z.output<typeof adminEventInput>;
/** The form's values before parsing (tags still one line of text). */
export type AdminEventFormValues = z.input<typeof adminEventInput>;

/** A change: any of the fields (hiding or showing is `{ hidden }` alone). */
export const adminEventUpdate = adminEventInput.partial();

export const eventSourceInput = z.object({
  url: z
    .string()
    .trim()
    .max(2000, "Keep the address under 2,000 characters.")
    .refine((value) => {
      try {
        return ["http:", "https:"].includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }, "Enter the http(s) address of an events page or an iCalendar feed"),
  label: z.string().trim().max(80, "Keep the name under 80 characters."),
});

export const eventSourceUpdate = z.object({
  label: z.string().trim().max(80, "Keep the name under 80 characters.").optional(),
  enabled: z.boolean().optional(),
});
