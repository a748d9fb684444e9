import type { Viewer } from "../../server/auth/request-auth.ts";
import type { Db } from "../../server/db/client.ts";
import type { EventPageServices } from "./page-services.ts";
import { refreshState } from "./refresh.server.ts";
import { eventsResponse } from "./responses.ts";
import { listEvents } from "./service.server.ts";

/** The events' page services for one viewer: the API's own read, through its response schema. */
export function eventPageServices(db: Db, viewer: () => Promise<Viewer | null>): EventPageServices {
  return {
    async list() {
      const who = await viewer();
      return eventsResponse.parse({ events: await listEvents(db, who), refresh: await refreshState(db, who?.role === "admin") });
    },
  };
}
