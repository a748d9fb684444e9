export { adminRoutes } from "./routes.server.ts";
export { adminPageServices } from "./page-services.server.ts";
export { launchChecklist } from "./checklist.server.ts";
