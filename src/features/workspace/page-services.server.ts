import type { WorkspacePageServices } from "./page-services.ts";

/** The workspace feature's page services for one request's viewer: the API's own reads and writes, through its schemas. */
export function workspacePageServices(): WorkspacePageServices {
  return {};
}
