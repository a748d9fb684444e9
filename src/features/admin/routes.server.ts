import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ObjectStore } from "../../server/adapters/storage/store.ts";
import type { AppConfig } from "../../server/config.ts";
import type { Db } from "../../server/db/client.ts";
import type { BookingDeps } from "../bookings/index.server.ts";
import type { Catalogue } from "../companions/index.server.ts";
import { registerAvailabilityAdminRoutes } from "./availability.server.ts";
import { registerBookingAdminRoutes } from "./bookings.server.ts";
import { registerChecklistRoutes } from "./checklist.server.ts";
import { registerCatalogueRoutes } from "./catalogue.server.ts";
import { registerEventAdminRoutes } from "./events.server.ts";
import { registerFranchiseAdminRoutes } from "./franchise.server.ts";
import { registerHiringAdminRoutes } from "./hiring.server.ts";
import { registerMembershipAdminRoutes } from "./memberships.server.ts";
import { registerModerationRoutes } from "./moderation.server.ts";
import { registerAdminOperationRoutes } from "./operations.server.ts";
import { registerSafetyAdminRoutes } from "./safety.server.ts";
import { registerSampleDataRoutes } from "./sample-data.server.ts";
import { registerAdminUserRoutes } from "./users.server.ts";

export interface AdminDeps {
  db: Db;
  config: AppConfig;
  store: ObjectStore;
  catalogue: Catalogue;
  bookings: BookingDeps;
}

/**
 * The back office (mounted at /api/admin): every admin route lives here, one file per resource, next to the
 * admin UI sections. The rules stay in the owning feature's service, reached through its index.server.ts.
 */
export const adminRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, deps) => {
  const { db } = deps;
  registerAdminUserRoutes(app, { db });
  registerMembershipAdminRoutes(app, { db, provider: deps.bookings.provider, publicUrl: deps.config.publicUrl });
  registerAdminOperationRoutes(app, { db });
  registerChecklistRoutes(app, deps);
  registerCatalogueRoutes(app, { ...deps, publicUrl: deps.config.publicUrl });
  registerAvailabilityAdminRoutes(app, { db });
  registerModerationRoutes(app, deps);
  registerBookingAdminRoutes(app, deps.bookings);
  registerHiringAdminRoutes(app, deps);
  registerFranchiseAdminRoutes(app, { db });
  registerEventAdminRoutes(app, deps);
  registerSampleDataRoutes(app, deps);
  registerSafetyAdminRoutes(app, { db });
};
