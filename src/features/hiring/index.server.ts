export { hiringRoutes } from "./routes.server.ts";
export { APPLICATION_STATUSES } from "./statuses.ts";
export {
  applicationHeadshot,
  applicationStatusNotes,
  countNewApplications,
  createApplicantCompanion,
  listApplications,
  setApplicationStatusNotes,
  type HiringDeps,
} from "./service.server.ts";
export { adminApplicationsResponse, applicantCompanionCreated } from "./responses.ts";
export { hiringPersonalData } from "./personal-data.server.ts";
