import { endpoint } from "../../web/lib/endpoint.ts";
import type { savedProfileCreated, savedProfileRemoved, savedProfilesResponse, savedStateView } from "./responses.ts";
import type { companionRef } from "./requests.ts";

/** The saved-profiles routes (routes.server.ts), typed by the schemas they register. */
export const savedContract = {
  list: endpoint<{ response: typeof savedProfilesResponse }>()("GET", "/api/saved-profiles"),
  state: endpoint<{ response: typeof savedStateView }>()("GET", "/api/saved-profiles/:companionId"),
  save: endpoint<{ body: typeof companionRef; response: typeof savedProfileCreated }>()("POST", "/api/saved-profiles"),
  remove: endpoint<{ response: typeof savedProfileRemoved }>()("DELETE", "/api/saved-profiles/:companionId"),
};
