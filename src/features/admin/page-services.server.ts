import type { Viewer } from "../../server/auth/request-auth.ts";
import type { Db } from "../../server/db/client.ts";
import { adminOverview } from "./operations.server.ts";
import type { AdminPageServices } from "./page-services.ts";
import { adminOverviewView, userPageView } from "./responses.ts";
import { userListQuery } from "./schema.ts";
import { listUsers } from "./users.server.ts";

/** The back office's page services for one viewer: the admin routes' reads, for admins only, through their response schemas. */
export function adminPageServices(db: Db, viewer: () => Promise<Viewer | null>): AdminPageServices {
  return {
    async dashboard({ withUsers }) {
      // The admin routes' rule (requireRole("admin")): nothing of the back office for anyone else.
      if ((await viewer())?.role !== "admin") return null;
      const [overview, users] = await Promise.all([adminOverview(db), withUsers ? listUsers(db, userListQuery.parse({})) : null]);
      return { overview: adminOverviewView.parse(overview), users: users ? userPageView.parse(users) : null };
    },
  };
}
