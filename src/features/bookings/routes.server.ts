import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { requireRole, requireUser, viewerOf } from "../../server/auth/request-auth.ts";
import type { AppConfig } from "../../server/config.ts";
import type { Db } from "../../server/db/client.ts";
import { bookings, consultations } from "../../server/db/schema.ts";
import { notFound } from "../../server/http/errors.ts";
import { consumeLimit } from "../../server/http/rate-limit.ts";
import { isPreviewCompanion } from "../../shared/catalogue.ts";
import type { Catalogue } from "../companions/catalogue.server.ts";
import { seesEveryProfile } from "../companions/service.server.ts";
import { bookingInput, consultationInput, rescheduleInput } from "./schema.ts";
import { cancelBooking, createBooking, createConsultation, listBookings, rescheduleBooking, sendDueReminders, unavailableSlots } from "./service.server.ts";

const REMINDER_INTERVAL_MS = 5 * 60_000;
const formLimit = { limit: 20, windowSeconds: 3600, message: "Too many requests. Please wait a little and try again." };

export function registerBookingRoutes(app: FastifyInstance, deps: { db: Db; config: AppConfig; catalogue: Catalogue; runReminders: boolean }): void {
  const { db, config, catalogue } = deps;
  const idParams = z.object({ id: z.uuid("This booking does not exist.") });

  /** What the booking page may show of a companion: the name, if the viewer may see the profile. */
  app.get("/api/booking/companions/:id", { schema: { params: z.object({ id: z.string().min(1).max(40) }) } }, async (request) => {
    const { id } = request.params as { id: string };
    const entry = await catalogue.get(id);
    if (!entry || entry.row.hidden) throw notFound("This companion does not exist.");
    const visible = isPreviewCompanion(id) || seesEveryProfile(await request.loadViewer());
    return { companion: { id, name: visible ? entry.row.name : null } };
  });

  app.get("/api/booking/availability", { schema: { querystring: z.object({ companionId: z.string().min(1).max(40), date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }) } }, async (request) => {
    const { companionId, date } = request.query as { companionId: string; date: string };
    return { unavailable: await unavailableSlots(db, companionId, date) };
  });

  app.post("/api/bookings", { schema: { body: bookingInput } }, async (request, reply) => {
    await consumeLimit(db, `bookings:ip:${request.ip}`, formLimit);
    const booking = await createBooking(db, config, await request.loadViewer(), request.body as z.output<typeof bookingInput>);
    app.mail.wake();
    reply.code(201);
    return { booking };
  });

  app.get("/api/bookings/mine", { preValidation: requireUser }, async (request) => {
    const viewer = await viewerOf(request);
    return { bookings: await listBookings(db, eq(bookings.userId, viewer.user.id)) };
  });

  app.post("/api/bookings/:id/cancel", { preValidation: requireUser, schema: { params: idParams } }, async (request) => {
    await cancelBooking(db, await viewerOf(request), (request.params as { id: string }).id);
    return { ok: true };
  });

  app.post("/api/bookings/:id/reschedule", { preValidation: requireUser, schema: { params: idParams, body: rescheduleInput } }, async (request) => {
    const { date, time } = request.body as z.infer<typeof rescheduleInput>;
    await rescheduleBooking(db, await viewerOf(request), (request.params as { id: string }).id, date, time);
    return { ok: true };
  });

  app.post("/api/consultations", { schema: { body: consultationInput } }, async (request, reply) => {
    await consumeLimit(db, `consultations:ip:${request.ip}`, formLimit);
    await createConsultation(db, config, await request.loadViewer(), request.body as z.output<typeof consultationInput>);
    app.mail.wake();
    reply.code(201);
    return { ok: true };
  });

  const admin = { preValidation: requireRole("admin") };
  app.get("/api/admin/bookings", admin, async () => ({ bookings: await listBookings(db, undefined, "newest") }));
  app.get("/api/admin/consultations", admin, async () => ({ consultations: await db.select().from(consultations).orderBy(consultations.createdAt) }));

  if (deps.runReminders) {
    let timer: NodeJS.Timeout | undefined;
    const sweep = () =>
      sendDueReminders(db, config)
        .then((sent) => sent > 0 && app.mail.wake())
        .catch((error: unknown) => app.log.error({ err: error }, "booking reminder sweep failed"));
    app.addHook("onReady", async () => {
      timer = setInterval(sweep, REMINDER_INTERVAL_MS);
      timer.unref();
      void sweep();
    });
    app.addHook("onClose", async () => clearInterval(timer));
  }
}
