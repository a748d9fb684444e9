export { reviewRoutes } from "./routes.server.ts";
export { approvedRatings, approvedReviewsOf, type SessionCheck } from "./public-reviews.server.ts";
export { countPendingReviews, listReviewsForModeration, moderateReview, reviewsByIds } from "./service.server.ts";
export { adminReviewsResponse } from "./responses.ts";
export { reviewsPersonalData } from "./personal-data.server.ts";
