export { hiringRoutes } from "./routes.server.ts";
export { APPLICATION_STATUSES } from "./statuses.ts";
export {
  acceptApplication,
  applicationHeadshot,
  applicationStatusNotes,
  countNewApplications,
  listApplications,
  setApplicationStatusNotes,
  type HiringDeps,
} from "./service.server.ts";
export { adminApplicationsResponse } from "./responses.ts";
export { hiringPersonalData } from "./personal-data.server.ts";
