export { memberProfileRoutes } from "./routes.server.ts";
