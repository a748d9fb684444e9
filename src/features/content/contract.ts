import { endpoint } from "../../web/lib/endpoint.ts";
import type { siteFactsView } from "../companions/index.ts";

/** The routes the content pages read (the companions feature registers them), typed by the schemas they register. */
export const contentContract = {
  siteFacts: endpoint<{ response: typeof siteFactsView }>()("GET", "/api/site-facts"),
};
