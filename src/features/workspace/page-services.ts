import type { Sentence } from "../../shared/i18n/catalog.ts";
import type { WorkspaceView } from "./schema.ts";

/** A companion's workspace as GET /api/workspace answers a signed-in viewer: the workspace, or why not (the 403's words). */
export type WorkspaceAnswer = { kind: "open"; workspace: WorkspaceView } | { kind: "refused"; message: Sentence };

/** The workspace feature as the pages' loaders read it (src/web/page-services.ts). */
export interface WorkspacePageServices {
  /** The signed-in viewer's workspace; null for a visitor. */
  workspace(): Promise<WorkspaceAnswer | null>;
}
