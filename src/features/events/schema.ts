import { formatDateTime } from "../../shared/format.ts";
export const eventMessages = {
  loginRequired: { title: "Login Required", description: "Please login to show interest in events" },
  updated: "Successfully updated local events!",
  /** When the site-wide throttle skipped the fetch: the list is as fresh as the last refresh. */
  upToDate: (lastRefresh: string | null) =>
    lastRefresh ? `Events are up to date: last refreshed ${formatDateTime(lastRefresh)}.` : "Events are up to date: they were refreshed a moment ago.",
  interestFailed: "Failed to update interest",
  /**
   * What a suggestion leads to. Members meet in person, at the event: member profiles open only to wing
   * women and admins (§5), and there is no member-to-member messaging to promise (see README "Events").
   */
  connectionsHint: "You are both going: say hello at the event. Want an introduction?",
  connectionsBook: "Book a wing woman for the night",
} as const;

export type { EventView, ConnectionSuggestion, EventsResponse, InterestMarked, EventRefresh, AdminEvent, EventSource, AdminRefresh } from "./responses.ts";
