import type { okBody } from "../../shared/ok.ts";
import { endpoint } from "../../web/lib/endpoint.ts";
import { headshotUploaded } from "./responses.ts";
import type { hiringApplicationInput } from "./schema.ts";

/** The hiring routes (routes.server.ts), typed by the schemas they register. */
export const hiringContract = {
  // The application names the headshot by the token in the answer.
  uploadHeadshot: endpoint<{ response: typeof headshotUploaded }>()("POST", "/api/hiring/headshot", headshotUploaded),
  apply: endpoint<{ body: typeof hiringApplicationInput; response: typeof okBody }>()("POST", "/api/hiring/applications"),
};
