export const eventMessages = {
  loginRequired: { title: "Login Required", description: "Please login to show interest in events" },
  updated: "Successfully updated local events!",
  interestFailed: "Failed to update interest",
} as const;

export type { EventView, ConnectionSuggestion, EventsResponse, AdminEvent, EventSource } from "./responses.ts";
