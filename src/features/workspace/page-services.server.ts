import type { FastifyRequest } from "fastify";
import { requireRole, type Viewer } from "../../server/auth/request-auth.ts";
import { AppError } from "../../server/http/errors.ts";
import type { CalendarFeedDeps } from "./calendar-feed.server.ts";
import type { WorkspacePageServices } from "./page-services.ts";
import { workspaceView } from "./responses.ts";
import { COMPANION_ROLE } from "./routes.server.ts";
import { workspaceOf } from "./service.server.ts";

/** The route's own guard, asked about a viewer already read (the guard reads nothing else of a request). */
const companionsOnly = (viewer: Viewer) => requireRole(COMPANION_ROLE)({ loadViewer: async () => viewer } as FastifyRequest);

/** The workspace's page services for one viewer: GET /api/workspace's guard, read and response schema. */
export function workspacePageServices(feeds: CalendarFeedDeps, viewer: () => Promise<Viewer | null>): WorkspacePageServices {
  return {
    async workspace() {
      const current = await viewer();
      if (!current) return null;
      try {
        await companionsOnly(current);
        return { kind: "open", workspace: workspaceView.parse(await workspaceOf(feeds, current)) };
      } catch (error) {
        if (error instanceof AppError && error.status === 403) return { kind: "refused", message: error.sentence };
        throw error;
      }
    },
  };
}
