export { eventRoutes } from "./routes.server.ts";
