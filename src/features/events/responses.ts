import { z } from "zod";

// The response schemas of this feature's routes (the serializer keeps only what they name). The web app
// imports their types only (`import type`), so none of this reaches the browser.

/** An event as the page gets it (§3 Event), plus whether the viewer marked interest. */
export const eventView = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(["bar", "lounge", "nightclub", "restaurant", "art/culture"]),
  venue_name: z.string(),
  event_date: z.string(),
  event_time: z.string(),
  starts_at: z.string(),
  price_range: z.string().nullable(),
  image_url: z.string().nullable(),
  tags: z.array(z.string()),
  interested: z.boolean(),
  /** Part of the sample data set: the card says "Sample event". */
  is_sample: z.boolean(),
  /**
   * Which of the title and description are English in a Spanish answer (staff have not written their Spanish):
   * the card marks them. Always empty in an English answer.
   */
  in_english: z.array(z.enum(["title", "description"])),
});
export type EventView = z.output<typeof eventView>;

/**
 * A suggested connection (§3): another member going to the same event, with a public profile. The spec's
 * `user_id` is left out: an account's internal id is nobody else's business; staff get the profile's path.
 */
export const connectionSuggestionView = z.object({
  display_name: z.string(),
  /** 0 to 1: the overlap of interests (see matchScore); shown as a rounded percent. */
  match_score: z.number(),
  shared_interests: z.array(z.string()),
  /** The member's public profile, for roles allowed to open it; otherwise null (reach out by message). */
  profile_path: z.string().nullable(),
});
export type ConnectionSuggestion = z.output<typeof connectionSuggestionView>;

/**
 * Refreshing the events: whether it ran now (at most once per 15 minutes for non-admins) and when it last ran.
 * `outcome` says the same for a browser's own form post, which comes back to the page with it (form-posts.ts).
 */
export const eventRefreshView = z.union([
  z.object({ refreshed: z.literal(false), outcome: z.literal("up-to-date"), lastRefresh: z.string().nullable() }),
  z.object({ refreshed: z.literal(true), outcome: z.literal("refreshed"), count: z.number(), lastRefresh: z.string().nullable() }),
]);

/** An event as staff see it on the dashboard: hidden ones too, where it came from, and the form's 24-hour time. */
export const adminEventView = eventView.omit({ interested: true, in_english: true }).extend({
  event_time_24h: z.string(),
  /** The Spanish title and description as staff wrote them (null: none written, the English is shown). */
  title_es: z.string().nullable(),
  description_es: z.string().nullable(),
  hidden: z.boolean(),
  /** "admin", "sample", or the URL of the source it was read from. */
  source: z.string(),
  /** Edited by staff: a refresh leaves it as it is. */
  edited: z.boolean(),
  has_uploaded_image: z.boolean(),
});
export type AdminEvent = z.output<typeof adminEventView>;

/** An event source with its last fetch: when, ok or error, how many events, and the error. */
export const eventSourceView = z.object({
  id: z.string(),
  url: z.string(),
  label: z.string(),
  origin: z.enum(["admin", "env"]),
  enabled: z.boolean(),
  last_fetched_at: z.string().nullable(),
  last_status: z.enum(["ok", "error"]).nullable(),
  last_count: z.number().nullable(),
  last_error: z.string().nullable(),
});
export type EventSource = z.output<typeof eventSourceView>;

export const adminEventsResponse = z.object({ events: z.array(adminEventView), lastRefresh: z.string().nullable() });
export const adminEventResponse = z.object({ event: adminEventView });
export const eventSourcesResponse = z.object({ sources: z.array(eventSourceView) });
export const eventSourceResponse = z.object({ source: eventSourceView });
/** An admin's refresh: it always runs, and says how each source went. */
export const adminRefreshView = z.object({
  count: z.number(),
  lastRefresh: z.string().nullable(),
  sources: z.array(z.object({ url: z.string(), ok: z.boolean(), count: z.number(), error: z.string().nullable() })),
});

/** Whether this viewer may refresh the events now (admins always; anyone else once the site's last refresh is 15 minutes old). */
export const eventRefreshState = z.object({ allowed: z.boolean(), lastRefresh: z.string().nullable() });
export const eventsResponse = z.object({ events: z.array(eventView), refresh: eventRefreshState });
export const interestMarkedView = z.object({ success: z.literal(true), connections: z.array(connectionSuggestionView) });
export type EventsResponse = z.output<typeof eventsResponse>;
