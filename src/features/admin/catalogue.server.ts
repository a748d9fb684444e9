import { z } from "zod";
import type { ObjectStore } from "../../server/adapters/storage/store.ts";
import { MEGABYTE, readFileUpload } from "../../server/adapters/storage/upload.ts";
import { requireRole, viewerOf } from "../../server/auth/request-auth.ts";
import type { Db } from "../../server/db/client.ts";
import { responses } from "../../server/http/responses.ts";
import type { TypedApp } from "../../server/http/typed-app.ts";
import {
  accountLinkView,
  adminCatalogueResponse,
  adminCompanionResponse,
  catalogueEditor,
  companionUpdate,
  newCompanionInput,
  photoOrderInput,
  type Catalogue,
} from "../companions/index.server.ts";
import { companionAccountInput } from "./schema.ts";

const idParams = z.object({ id: z.string().trim().min(1).max(40) });
const photoParams = idParams.extend({ index: z.coerce.number().int().min(0).max(50) });

/** The catalogue API for admins: create, edit, hide/show, photos, the companion's own account. */
export function registerCatalogueRoutes(app: TypedApp, deps: { db: Db; store: ObjectStore; catalogue: Catalogue; publicUrl: string }): void {
  const admin = { preValidation: requireRole("admin") };
  const editor = catalogueEditor(deps);
  const actorOf = async (request: Parameters<typeof viewerOf>[0]) => (await viewerOf(request)).user.id;

  app.get("/companions", { ...admin, schema: { response: responses({ 200: adminCatalogueResponse }) } }, async () => ({
    companions: await editor.list(),
  }));

  app.post("/companions", { ...admin, schema: { body: newCompanionInput, response: responses({ 201: adminCompanionResponse }) } }, async (request, reply) => {
    const companion = await editor.create(await actorOf(request), request.body);
    reply.code(201);
    return { companion };
  });

  app.patch(
    "/companions/:id",
    { ...admin, schema: { params: idParams, body: companionUpdate, response: responses({ 200: adminCompanionResponse }) } },
    async (request) => ({ companion: await editor.update(await actorOf(request), request.params.id, request.body) }),
  );

  app.post(
    "/companions/:id/photos",
    { ...admin, schema: { params: idParams, response: responses({ 201: adminCompanionResponse }) } },
    async (request, reply) => {
      const actorId = await actorOf(request);
      const readUpload = () =>
        readFileUpload(request, {
          maxBytes: 10 * MEGABYTE,
          tooLargeMessage: "Image size must be less than 10MB",
          limit: { db: deps.db, kind: "companion-photo", userId: actorId },
        });
      const companion = await editor.addPhoto(actorId, request.params.id, readUpload);
      reply.code(201);
      return { companion };
    },
  );

  app.post(
    "/companions/:id/account",
    {
      ...admin,
      schema: {
        params: idParams,
        body: companionAccountInput,
        response: responses({ 200: accountLinkView }),
      },
    },
    async (request) => {
      const outcome = await editor.linkAccount(await actorOf(request), request.params.id, request.body.email, deps.publicUrl);
      app.mail.wake();
      return { ok: true as const, outcome };
    },
  );

  app.put(
    "/companions/:id/photos/order",
    { ...admin, schema: { params: idParams, body: photoOrderInput, response: responses({ 200: adminCompanionResponse }) } },
    async (request) => ({ companion: await editor.reorderPhotos(await actorOf(request), request.params.id, request.body.order) }),
  );

  app.delete(
    "/companions/:id/photos/:index",
    { ...admin, schema: { params: photoParams, response: responses({ 200: adminCompanionResponse }) } },
    async (request) => ({ companion: await editor.removePhoto(await actorOf(request), request.params.id, request.params.index) }),
  );
}
