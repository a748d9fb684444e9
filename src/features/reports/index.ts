// The reports feature as the rest of the web app sees it: import from here, never from its files.
export { ReportButton } from "./ReportButton.tsx";
export type { AdminReport } from "./schema.ts";
// Types only: the back office's endpoints are typed by them.
export type { reportDecisionInput } from "./schema.ts";
// Types only: the back office's endpoints are typed by them.
export type { adminReportsResponse } from "./responses.ts";
