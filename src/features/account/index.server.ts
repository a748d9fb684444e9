export { accountRoutes } from "./routes.server.ts";
export { accountStateOf } from "./service.server.ts";
export { accountPageServices } from "./page-services.server.ts";
