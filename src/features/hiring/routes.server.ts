import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { okBody, responses } from "../../server/http/responses.ts";
import { saveImage } from "../../server/adapters/storage/save-image.ts";
import { MEGABYTE, readFileUpload } from "../../server/adapters/storage/upload.ts";
import { consumeAddressLimit } from "../../server/http/rate-limit.ts";
import { headshotUploaded } from "./responses.ts";
import { hiringApplicationInput, hiringMessages } from "./schema.ts";
import { HEADSHOT_BUCKET, submitApplication, type HiringDeps } from "./service.server.ts";

const limit = { limit: 20, windowSeconds: 3600, message: "Too many submissions. Please wait a little and try again." };

/** The hiring application: its headshot upload and the application itself (mounted at /api/hiring). */
export const hiringRoutes: FastifyPluginAsyncZod<HiringDeps> = async (app, deps) => {
  const { db, store } = deps;

  /** The headshot goes to the private bucket; the answer is an opaque token for the application. */
  app.post("/headshot", { schema: { response: responses({ 201: headshotUploaded }) } }, async (request, reply) => {
    const viewer = await request.loadViewer();
    const upload = await readFileUpload(request, {
      maxBytes: 5 * MEGABYTE,
      tooLargeMessage: hiringMessages.headshotTooLarge,
      limit: { db, kind: "headshot", userId: viewer?.user.id ?? null },
    });
    const folder = viewer?.user.id ?? `guest-${Date.now()}`;
    const saved = await saveImage(store, HEADSHOT_BUCKET, upload, { folder, maxDimension: 1200 });
    reply.code(201);
    return { headshotUrl: saved.key };
  });

  app.post("/applications", { schema: { body: hiringApplicationInput, response: responses({ 201: okBody }) } }, async (request, reply) => {
    await consumeAddressLimit(db, request, "hiring-application", limit);
    await submitApplication(deps, await request.loadViewer(), request.body);
    app.mail.wake();
    reply.code(201);
    return { ok: true as const };
  });
};
