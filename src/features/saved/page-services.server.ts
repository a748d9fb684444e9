import type { Viewer } from "../../server/auth/request-auth.ts";
import type { Db } from "../../server/db/client.ts";
import { hasVipAccess } from "../../shared/access.ts";
import type { SavedPageServices } from "./page-services.ts";
import { savedProfilesResponse } from "./responses.ts";
import { listSavedProfiles } from "./service.server.ts";

/** The saved feature's page services for one request's viewer: the API's own reads, through its schemas. */
export function savedPageServices(db: Db, viewer: () => Promise<Viewer | null>): SavedPageServices {
  return {
    async list() {
      const who = await viewer();
      if (!who || !hasVipAccess(who)) return null;
      return savedProfilesResponse.parse({ savedProfiles: await listSavedProfiles(db, who.user.id) });
    },
  };
}
