/** An event as the page gets it (§3 Event), plus whether the viewer marked interest. */
export interface EventView {
  id: string;
  title: string;
  description: string;
  category: "bar" | "lounge" | "nightclub" | "restaurant" | "art/culture";
  venue_name: string;
  event_date: string;
  event_time: string;
  starts_at: string;
  price_range: string | null;
  image_url: string | null;
  tags: string[];
  interested: boolean;
}

/**
 * A suggested connection (§3): another member going to the same event, with a public profile. The spec's
 * `user_id` is left out: an account's internal id is nobody else's business; staff get the profile's path.
 */
export interface ConnectionSuggestion {
  display_name: string;
  /** 0 to 1: the overlap of interests (see matchScore); shown as a rounded percent. */
  match_score: number;
  shared_interests: string[];
  /** The member's public profile, for roles allowed to open it; otherwise null (reach out by message). */
  profile_path: string | null;
}

export const eventMessages = {
  loginRequired: { title: "Login Required", description: "Please login to show interest in events" },
  updated: "Successfully updated local events!",
  interestFailed: "Failed to update interest",
} as const;
