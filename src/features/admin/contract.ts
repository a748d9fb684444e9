import { endpoint } from "../../web/lib/endpoint.ts";
import type { adminCompanionResponse } from "../companions/index.ts";
import type { adminEventResponse } from "../events/index.ts";

/** The back office's routes (admin/*.server.ts), typed by the schemas they register. */
export const adminContract = {
  addCompanionPhoto: endpoint<{ response: typeof adminCompanionResponse }>()("POST", "/api/admin/companions/:id/photos"),
  setEventImage: endpoint<{ response: typeof adminEventResponse }>()("POST", "/api/admin/events/:id/image"),
};
