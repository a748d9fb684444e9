import { z } from "zod";
import type { Viewer } from "../../server/auth/request-auth.ts";
import type { Db } from "../../server/db/client.ts";
import { AppError } from "../../server/http/errors.ts";
import type { EventPageServices, InterestChange } from "./page-services.ts";
import { refreshState } from "./refresh.server.ts";
import { eventsResponse, interestMarkedView } from "./responses.ts";
import { clearInterest, listEvents, markInterest } from "./service.server.ts";

const eventId = z.uuid();

/** The events' page services for one viewer: the API's own reads and writes, through its response schemas. */
export function eventPageServices(db: Db, viewer: () => Promise<Viewer | null>): EventPageServices {
  /** Runs `change` for the signed-in viewer and an event that exists; anyone else gets the reason it did not run. */
  const forViewer = async (id: string, change: (who: Viewer) => Promise<InterestChange>): Promise<InterestChange> => {
    const who = await viewer();
    if (!who) return { kind: "signed-out" };
    if (!eventId.safeParse(id).success) return { kind: "missing" };
    try {
      return await change(who);
    } catch (error) {
      if (error instanceof AppError && error.status === 404) return { kind: "missing" };
      throw error;
    }
  };
  return {
    async list(locale) {
      const who = await viewer();
      return eventsResponse.parse({ events: await listEvents(db, who, locale), refresh: await refreshState(db, who?.role === "admin") });
    },
    markInterest: (id) =>
      forViewer(id, async (who) => {
        const { connections } = interestMarkedView.parse({ success: true, connections: await markInterest(db, who, id) });
        return { kind: "marked", connections };
      }),
    clearInterest: (id) =>
      forViewer(id, async (who) => {
        await clearInterest(db, who, id);
        return { kind: "cleared" };
      }),
  };
}
