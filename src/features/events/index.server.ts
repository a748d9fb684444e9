// The events feature as the server's other parts see it.
export { eventRoutes } from "./routes.server.ts";
export { countEventSources, eventAdmin, eventSourceAdmin } from "./admin.server.ts";
export { adminEventInput, adminEventUpdate, eventSourceInput, eventSourceUpdate } from "./admin-schema.ts";
export { lastRefresh, staffRefresh } from "./refresh.server.ts";
export { adminEventResponse, adminEventsResponse, adminRefreshView, eventSourceResponse, eventSourcesResponse } from "./responses.ts";
export { eventPageServices } from "./page-services.server.ts";
export { eventInterestsPersonalData } from "./personal-data.server.ts";
