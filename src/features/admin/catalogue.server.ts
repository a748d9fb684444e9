import { eq } from "drizzle-orm";
import { z } from "zod";
import type { ObjectStore } from "../../server/adapters/storage/store.ts";
import { readFileUpload, MEGABYTE } from "../../server/adapters/storage/upload.ts";
import { linkOrInviteCompanionAccount } from "../../server/auth/profiles.ts";
import { requireRole, viewerOf } from "../../server/auth/request-auth.ts";
import { recordAudit } from "../../server/audit.ts";
import type { Db } from "../../server/db/client.ts";
import { companionAccounts, companions, users, type PhotoSet } from "../../server/db/schema.ts";
import { badRequest, conflict, notFound } from "../../server/http/errors.ts";
import { responses } from "../../server/http/responses.ts";
import type { TypedApp } from "../../server/http/typed-app.ts";
import {
  accountLinkView,
  adminCatalogueRowView,
  adminCompanionResponse,
  adminView,
  companionInput,
  companionUpdate,
  deletePhotoSet,
  photoOrderInput,
  storeUploadedPhoto,
  type Catalogue,
} from "../companions/index.server.ts";

const idParams = z.object({ id: z.string().trim().min(1).max(40) });
const photoParams = idParams.extend({ index: z.coerce.number().int().min(0).max(50) });

/** The catalogue API for admins: create, edit, hide/show, photos. Every change is audited and drops the cache. */
export function registerCatalogueRoutes(app: TypedApp, { db, store, catalogue }: { db: Db; store: ObjectStore; catalogue: Catalogue }): void {
  const admin = { preValidation: requireRole("admin") };

  async function audit(actorId: string, action: string, subjectId: string, before: unknown, after: unknown) {
    await recordAudit(db, { actorId, action, subjectType: "companion", subjectId, before, after });
    catalogue.invalidate();
  }

  async function entryOrNotFound(id: string) {
    const entry = await catalogue.get(id);
    if (!entry) throw notFound("This companion does not exist.");
    return entry;
  }

  app.get("/companions", { ...admin, schema: { response: responses({ 200: z.object({ companions: z.array(adminCatalogueRowView) }) }) } }, async () => {
    const links = await db
      .select({ companionId: companionAccounts.companionId, email: users.email })
      .from(companionAccounts)
      .innerJoin(users, eq(users.id, companionAccounts.userId));
    const accountOf = new Map(links.map((link) => [link.companionId, link.email]));
    return { companions: (await catalogue.all()).map((entry) => ({ ...adminView(entry), accountEmail: accountOf.get(entry.row.id) ?? null })) };
  });

  app.post(
    "/companions",
    {
      ...admin,
      schema: {
        body: companionInput.extend({ id: z.string().regex(/^m?\d{1,4}$/, "Use an id like 22 or m7.") }),
        response: responses({ 201: adminCompanionResponse }),
      },
    },
    async (request, reply) => {
      const viewer = await viewerOf(request);
      const input = request.body;
      if ((input.gender === "man") !== input.id.startsWith("m"))
        throw badRequest("Wing men's ids start with m (m7); wing women's are numbers.", { id: "Wing men's ids start with m (m7); wing women's are numbers." });
      const [row] = await db.insert(companions).values(input).onConflictDoNothing().returning();
      if (!row) throw conflict("A companion with this id already exists.");
      await audit(viewer.user.id, "companion.create", row.id, null, row);
      reply.code(201);
      return { companion: adminView(await entryOrNotFound(row.id)) };
    },
  );

  app.patch(
    "/companions/:id",
    { ...admin, schema: { params: idParams, body: companionUpdate, response: responses({ 200: adminCompanionResponse }) } },
    async (request) => {
      const viewer = await viewerOf(request);
      const { id } = request.params;
      const change = request.body;
      if (Object.keys(change).length === 0) throw badRequest("Nothing to change: send at least one field.");
      const before = (await entryOrNotFound(id)).row;
      const [after] = await db.update(companions).set(change).where(eq(companions.id, id)).returning();
      await audit(viewer.user.id, "companion.update", id, before, after);
      return { companion: adminView(await entryOrNotFound(id)) };
    },
  );

  app.post(
    "/companions/:id/photos",
    { ...admin, schema: { params: idParams, response: responses({ 201: adminCompanionResponse }) } },
    async (request, reply) => {
      const viewer = await viewerOf(request);
      const { id } = request.params;
      const before = (await entryOrNotFound(id)).row;
      const upload = await readFileUpload(request, { maxBytes: 10 * MEGABYTE, tooLargeMessage: "Image size must be less than 10MB" });
      const photo = await storeUploadedPhoto(store, id, upload, `Photo of ${before.name}`);
      const photos = [...before.photos, photo];
      await db.update(companions).set({ photos }).where(eq(companions.id, id));
      await audit(viewer.user.id, "companion.photo.add", id, { photos: before.photos.length }, { photos: photos.length });
      reply.code(201);
      return { companion: adminView(await entryOrNotFound(id)) };
    },
  );

  /**
   * Links a companion's own account (role wingwoman): it then answers that companion's conversations. Only a
   * verified owner of the address is linked; otherwise the link waits for the address to be verified.
   */
  app.post(
    "/companions/:id/account",
    {
      ...admin,
      schema: {
        params: idParams,
        body: z.object({ email: z.email().transform((value) => value.toLowerCase()) }),
        response: responses({ 200: accountLinkView }),
      },
    },
    async (request) => {
      const viewer = await viewerOf(request);
      const { id } = request.params;
      await entryOrNotFound(id);
      const { email } = request.body;
      const outcome = await db.transaction((tx) => linkOrInviteCompanionAccount(tx, email, id));
      await audit(viewer.user.id, `companion.account.${outcome === "linked" ? "link" : "invite"}`, id, null, { email });
      return { ok: true as const, outcome };
    },
  );

  /** The photos in a new order (the first is the card picture): `order` lists every current index once. */
  app.put(
    "/companions/:id/photos/order",
    { ...admin, schema: { params: idParams, body: photoOrderInput, response: responses({ 200: adminCompanionResponse }) } },
    async (request) => {
      const viewer = await viewerOf(request);
      const { id } = request.params;
      const { order } = request.body;
      const before = (await entryOrNotFound(id)).row;
      const isPermutation = order.length === before.photos.length && new Set(order).size === order.length && order.every((index) => index < order.length);
      if (!isPermutation) throw badRequest("The photos changed meanwhile. Reload and try again.");
      const photos = order.map((index) => before.photos[index] as PhotoSet);
      await db.update(companions).set({ photos }).where(eq(companions.id, id));
      await audit(
        viewer.user.id,
        "companion.photo.order",
        id,
        { order: before.photos.map((photo) => photo.keys[0]) },
        { order: photos.map((photo) => photo.keys[0]) },
      );
      return { companion: adminView(await entryOrNotFound(id)) };
    },
  );

  app.delete(
    "/companions/:id/photos/:index",
    { ...admin, schema: { params: photoParams, response: responses({ 200: adminCompanionResponse }) } },
    async (request) => {
      const viewer = await viewerOf(request);
      const { id, index } = request.params;
      const before = (await entryOrNotFound(id)).row;
      const removed = before.photos[index];
      if (!removed) throw notFound("This photo does not exist.");
      const photos = before.photos.filter((_, position) => position !== index);
      await db.update(companions).set({ photos }).where(eq(companions.id, id));
      await deletePhotoSet(store, removed);
      await audit(viewer.user.id, "companion.photo.remove", id, { photos: before.photos.length }, { photos: photos.length });
      return { companion: adminView(await entryOrNotFound(id)) };
    },
  );
}
