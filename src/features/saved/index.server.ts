export { savedProfileRoutes } from "./routes.server.ts";
