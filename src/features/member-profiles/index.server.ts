export { memberProfileRoutes } from "./routes.server.ts";
export { listedProfilesAmong, memberInterestsOf } from "./service.server.ts";
export { memberProfilePageServices } from "./page-services.server.ts";
export { memberProfilePersonalData } from "./personal-data.server.ts";
