// The events feature as the rest of the web app sees it: import from here, never from its files.
export type { AdminEvent, EventSource } from "./schema.ts";
export { adminEventInput, eventSourceInput, type AdminEventFormValues } from "./admin-schema.ts";
export type { EventPageServices } from "./page-services.ts";
// Types only: the back office's endpoints are typed by them.
export type { adminEventResponse, adminEventsResponse, adminRefreshView, eventSourceResponse, eventSourcesResponse } from "./responses.ts";
export type { adminEventUpdate, eventSourceUpdate } from "./admin-schema.ts";
export { eventsKey } from "./queries.ts";
