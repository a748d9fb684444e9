// The workspace feature as the rest of the web app sees it: import from here, never from its files.
export { AvailabilityEditor } from "./AvailabilityEditor.tsx";
export { adminAvailability, workspaceApi } from "./queries.ts";
export type { WorkspacePageServices } from "./page-services.ts";
export type { SafetyAlertItem } from "./schema.ts";
