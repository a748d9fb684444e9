export { rizzRoutes } from "./routes.server.ts";
export { rizzPageServices } from "./page-services.server.ts";
