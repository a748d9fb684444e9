export { memberProfileRoutes } from "./routes.server.ts";
export { listedMemberProfile } from "./service.server.ts";
