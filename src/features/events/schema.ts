import { formatDateTime } from "../../shared/format.ts";
export const eventMessages = {
  loginRequired: { title: "Login Required", description: "Please login to show interest in events" },
  updated: "Successfully updated local events!",
  /** When the site-wide throttle skipped the fetch: the list is as fresh as the last refresh. */
  upToDate: (lastRefresh: string | null) =>
    lastRefresh ? `Events are up to date: last refreshed ${formatDateTime(lastRefresh)}.` : "Events are up to date: they were refreshed a moment ago.",
  interestFailed: "Failed to update interest",
} as const;

export type { EventView, ConnectionSuggestion, EventsResponse, InterestMarked, EventRefresh } from "./responses.ts";
