export { savedProfileRoutes } from "./routes.server.ts";
export { savedPageServices } from "./page-services.server.ts";
