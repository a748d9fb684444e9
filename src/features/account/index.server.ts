export { accountRoutes } from "./routes.server.ts";
