export { savedProfileRoutes } from "./routes.server.ts";
export { savedPageServices } from "./page-services.server.ts";
export { savedProfilesPersonalData } from "./personal-data.server.ts";
