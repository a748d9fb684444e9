import type { EventsResponse } from "./schema.ts";

/** Events as the pages' loaders read them (src/web/page-services.ts). */
export interface EventPageServices {
  /** The events page's list and refresh state, as GET /api/events answers it. */
  list(): Promise<EventsResponse>;
}
