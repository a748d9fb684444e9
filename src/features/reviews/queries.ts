import { queryOptions } from "@tanstack/react-query";
import { call, type BodyOf } from "../../web/lib/endpoint.ts";
import { reviewsContract } from "./contract.ts";

/** The viewer's own review of one companion (none yet: `review` null). */
export const ownReviewOptions = (companionId: string) =>
  queryOptions({
    queryKey: ["reviews", "mine", companionId],
    queryFn: ({ signal }) => call(reviewsContract.mine, { params: { id: companionId }, signal }),
  });

export const submitReview = (companionId: string, review: BodyOf<typeof reviewsContract.submit>) =>
  call(reviewsContract.submit, { params: { id: companionId }, body: review });
