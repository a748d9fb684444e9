import type { FastifyRequest } from "fastify";
import { bookingPageServices } from "../../features/bookings/index.server.ts";
import { companionPageServices, type Catalogue } from "../../features/companions/index.server.ts";
import { eventPageServices } from "../../features/events/index.server.ts";
import { rizzPageServices } from "../../features/rizz/index.server.ts";
import { accountPageServices } from "../../features/account/index.server.ts";
import { adminPageServices } from "../../features/admin/index.server.ts";
import { billingPageServices } from "../../features/billing/index.server.ts";
import { memberProfilePageServices } from "../../features/member-profiles/index.server.ts";
import { messagePageServices } from "../../features/messages/index.server.ts";
import { savedPageServices } from "../../features/saved/index.server.ts";
import { workspacePageServices } from "../../features/workspace/index.server.ts";
import type { PageServices } from "../../web/page-services.ts";
import type { ObjectStore } from "../adapters/storage/store.ts";
import type { AppConfig } from "../config.ts";
import type { Db } from "../db/client.ts";
import type { BookingDeps } from "../../features/bookings/index.server.ts";

/** What the features' page services are made from: the same parts the API's routes are given (src/server/app.ts). */
export interface PageServiceParts {
  db: Db;
  config: AppConfig;
  catalogue: Catalogue;
  store: ObjectStore;
  bookings: BookingDeps;
}

/** The features' services bound to one request's viewer (the same session lookup the API makes), for its page's loaders and actions. */
export function pageServicesFor(request: FastifyRequest, parts: PageServiceParts): PageServices {
  const { db, catalogue } = parts;
  const viewer = () => request.loadViewer();
  return {
    companions: companionPageServices(db, catalogue, viewer),
    bookings: bookingPageServices(parts.bookings, catalogue, viewer),
    events: eventPageServices(db, viewer),
    rizz: rizzPageServices(db, parts.config, request),
    account: accountPageServices(db, request.server.auth),
    admin: adminPageServices(db, viewer),
    billing: billingPageServices(parts.db, parts.config, viewer),
    memberProfiles: memberProfilePageServices(parts.db, viewer),
    messages: messagePageServices(parts.db, viewer),
    saved: savedPageServices(parts.db, viewer),
    workspace: workspacePageServices({ db, publicUrl: parts.config.publicUrl, secret: parts.bookings.secret }, viewer),
  };
}
