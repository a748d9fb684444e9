import { endpoint } from "../../web/lib/endpoint.ts";
import { ownReviewResponse, type reviewSubmittedView } from "./responses.ts";
import type { reviewInput } from "./schema.ts";

/** The review routes (routes.server.ts), typed by the schemas they register. */
export const reviewsContract = {
  // The form edits the earlier review: read as its schema says.
  mine: endpoint<{ response: typeof ownReviewResponse }>()("GET", "/api/companions/:id/my-review", ownReviewResponse),
  submit: endpoint<{ body: typeof reviewInput; response: typeof reviewSubmittedView }>()("POST", "/api/companions/:id/reviews"),
};
