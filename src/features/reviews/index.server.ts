export { reviewRoutes } from "./routes.server.ts";
export { listReviewsForModeration, moderateReview } from "./service.server.ts";
