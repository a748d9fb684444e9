import type english from "./events.messages.en.ts";

type EventsId = keyof typeof english;

/** The events page's toasts and errors, by their ids in the events catalog (events.messages.<locale>.ts). */
export const eventMessages = {
  loginRequired: { title: "events.toast.loginRequired.title", description: "events.toast.loginRequired.description" },
  updated: "events.toast.updated",
  interestFailed: "events.toast.interestFailed",
  notFound: "events.error.notFound",
} as const satisfies Record<string, EventsId | { title: EventsId; description: EventsId }>;

export type { EventView, ConnectionSuggestion, EventsResponse, AdminEvent, EventSource } from "./responses.ts";
