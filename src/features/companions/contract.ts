import { endpoint } from "../../web/lib/endpoint.ts";
import type { companionListQuery } from "./list-query.ts";
import type { localeQuery } from "../../shared/i18n/locale-query.ts";
import type { companionDetailResponse, companionListView, publicReviewsResponse } from "./responses.ts";

/** The public catalogue's routes (routes.server.ts), typed by the schemas they register. */
export const companionsContract = {
  list: endpoint<{ query: typeof companionListQuery; response: typeof companionListView }>()("GET", "/api/companions"),
  detail: endpoint<{ query: typeof localeQuery; response: typeof companionDetailResponse }>()("GET", "/api/companions/:id"),
  reviews: endpoint<{ response: typeof publicReviewsResponse }>()("GET", "/api/companions/:id/reviews"),
};
