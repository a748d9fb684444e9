export { rizzRoutes } from "./routes.server.ts";
