export { franchiseRoutes } from "./routes.server.ts";
export { listEnquiries } from "./service.server.ts";
