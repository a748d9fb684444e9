import { endpoint } from "../../web/lib/endpoint.ts";
import { eventRefreshView, type eventsResponse } from "./responses.ts";
import type { localeQuery } from "../../shared/i18n/locale-query.ts";

/** The public events routes (routes.server.ts), typed by the schemas they register. */
export const eventsContract = {
  list: endpoint<{ query: typeof localeQuery; response: typeof eventsResponse }>()("GET", "/api/events"),
  // Its toast says whether the site refreshed: read as its schema says.
  refresh: endpoint<{ response: typeof eventRefreshView }>()("POST", "/api/events/refresh", eventRefreshView),
};
