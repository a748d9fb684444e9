import type { okBody } from "../../shared/ok.ts";
import { endpoint } from "../../web/lib/endpoint.ts";
import type { franchiseEnquiryInput } from "./schema.ts";

/** The franchise enquiry route (routes.server.ts), typed by the schemas it registers. */
export const franchiseContract = {
  enquire: endpoint<{ body: typeof franchiseEnquiryInput; response: typeof okBody }>()("POST", "/api/franchise-enquiries"),
};
