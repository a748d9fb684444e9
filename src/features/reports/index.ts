// The reports feature as the rest of the web app sees it: import from here, never from its files.
export { ReportButton } from "./ReportButton.tsx";
export type { AdminReport } from "./schema.ts";
