export { adminReports, countOpenReports, decideReport } from "./queue.server.ts";
export { reportRoutes } from "./routes.server.ts";
export { reportDecisionInput } from "./schema.ts";
export { adminReportsResponse } from "./responses.ts";
export { reportsPersonalData } from "./personal-data.server.ts";
