export { reviewRoutes } from "./routes.server.ts";
export { countPendingReviews, listReviewsForModeration, moderateReview } from "./service.server.ts";
export { adminReviewsResponse } from "./responses.ts";
export { reviewsPersonalData } from "./personal-data.server.ts";
