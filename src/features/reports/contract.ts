import { endpoint } from "../../web/lib/endpoint.ts";
import type { reportFiled } from "./responses.ts";
import type { reportInput } from "./schema.ts";

/** The reports route (routes.server.ts), typed by the schemas it registers. */
export const reportsContract = {
  file: endpoint<{ body: typeof reportInput; response: typeof reportFiled }>()("POST", "/api/reports"),
};
