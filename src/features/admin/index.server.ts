export { adminRoutes, type AdminDeps } from "./routes.server.ts";
