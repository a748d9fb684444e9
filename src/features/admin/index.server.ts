export { adminRoutes } from "./routes.server.ts";
