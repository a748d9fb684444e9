import { z } from "zod";
import type { ObjectStore } from "../../server/adapters/storage/store.ts";
import { MEGABYTE, readFileUpload } from "../../server/adapters/storage/upload.ts";
import { requireRole, viewerOf } from "../../server/auth/request-auth.ts";
import type { AppConfig } from "../../server/config.ts";
import type { Db } from "../../server/db/client.ts";
import { okBody, responses } from "../../server/http/responses.ts";
import type { TypedApp } from "../../server/http/typed-app.ts";
import {
  adminEventInput,
  adminEventResponse,
  adminEventsResponse,
  adminEventUpdate,
  adminRefreshView,
  eventAdmin,
  eventSourceAdmin,
  eventSourceInput,
  eventSourceResponse,
  eventSourcesResponse,
  eventSourceUpdate,
  lastRefresh,
  staffRefresh,
} from "../events/index.server.ts";

const eventParams = z.object({ id: z.uuid("This event does not exist.") });
const sourceParams = z.object({ id: z.uuid("This source does not exist.") });

/** Events staff write, edit, hide and delete, and the sources a refresh reads (with how each last went). */
export function registerEventAdminRoutes(app: TypedApp, deps: { db: Db; store: ObjectStore; config: AppConfig }): void {
  const { db } = deps;
  const admin = { preValidation: requireRole("admin") };
  const eventsAdmin = eventAdmin(deps);
  const sources = eventSourceAdmin(db);
  const actorOf = async (request: Parameters<typeof viewerOf>[0]) => (await viewerOf(request)).user.id;

  app.get("/events", { ...admin, schema: { response: responses({ 200: adminEventsResponse }) } }, async () => ({
    events: await eventsAdmin.list(),
    lastRefresh: await lastRefresh(db),
  }));

  app.post("/events", { ...admin, schema: { body: adminEventInput, response: responses({ 201: adminEventResponse }) } }, async (request, reply) => {
    const event = await eventsAdmin.create(await actorOf(request), request.body);
    reply.code(201);
    return { event };
  });

  app.patch(
    "/events/:id",
    { ...admin, schema: { params: eventParams, body: adminEventUpdate, response: responses({ 200: adminEventResponse }) } },
    async (request) => ({ event: await eventsAdmin.update(await actorOf(request), request.params.id, request.body) }),
  );

  app.delete("/events/:id", { ...admin, schema: { params: eventParams, response: responses({ 200: okBody }) } }, async (request) => {
    await eventsAdmin.remove(await actorOf(request), request.params.id);
    return { ok: true as const };
  });

  app.post("/events/:id/image", { ...admin, schema: { params: eventParams, response: responses({ 200: adminEventResponse }) } }, async (request) => {
    const actorId = await actorOf(request);
    const readUpload = () =>
      readFileUpload(request, {
        maxBytes: 10 * MEGABYTE,
        tooLargeMessage: "Image size must be less than 10MB",
        limit: { db, kind: "event-image", userId: actorId },
      });
    return { event: await eventsAdmin.setImage(actorId, request.params.id, readUpload) };
  });

  /** Reads every source now (no 15-minute limit for staff) and says how each went. */
  app.post("/events/refresh", { ...admin, schema: { response: responses({ 200: adminRefreshView }) } }, async (request) =>
    staffRefresh({ ...deps, logger: request.log }, await actorOf(request)),
  );

  app.get("/event-sources", { ...admin, schema: { response: responses({ 200: eventSourcesResponse }) } }, async () => ({ sources: await sources.list() }));

  app.post("/event-sources", { ...admin, schema: { body: eventSourceInput, response: responses({ 201: eventSourceResponse }) } }, async (request, reply) => {
    const source = await sources.add(await actorOf(request), request.body);
    reply.code(201);
    return { source };
  });

  app.patch(
    "/event-sources/:id",
    { ...admin, schema: { params: sourceParams, body: eventSourceUpdate, response: responses({ 200: eventSourceResponse }) } },
    async (request) => ({ source: await sources.update(await actorOf(request), request.params.id, request.body) }),
  );

  app.delete("/event-sources/:id", { ...admin, schema: { params: sourceParams, response: responses({ 200: okBody }) } }, async (request) => {
    await sources.remove(await actorOf(request), request.params.id);
    return { ok: true as const };
  });
}
