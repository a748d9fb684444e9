import { and, count, desc, eq, gt, inArray, isNotNull, lt, sql } from "drizzle-orm";
import { okBody, responses } from "../../server/http/responses.ts";

import { alias } from "drizzle-orm/pg-core";
import { z } from "zod";
import { retryMail } from "../../server/adapters/mail/worker.ts";
import { recordAudit } from "../../server/audit.ts";
import { requireRole, viewerOf } from "../../server/auth/request-auth.ts";
import type { Db } from "../../server/db/client.ts";
import { auditLog, outbox } from "../../server/db/platform-tables.ts";
import { bookings, consultations } from "../bookings/tables.server.ts";
import { conversations, messages } from "../messages/tables.server.ts";
import { franchiseEnquiries } from "../franchise/tables.server.ts";
import { hiringApplications } from "../hiring/tables.server.ts";
import { profiles, users } from "../../server/auth/tables.ts";
import { reports } from "../reports/tables.server.ts";
import { reviews } from "../reviews/tables.server.ts";
import { subscriptions } from "../billing/tables.server.ts";
import { conflict, notFound } from "../../server/http/errors.ts";
import type { TypedApp } from "../../server/http/typed-app.ts";
import { auditQuery, outboxQuery, type AdminOverview, type AuditItem, type OutboxItem } from "./schema.ts";
import { adminOverviewView, auditPageView, outboxPageView } from "./responses.ts";

const countOf = async (db: Db, query: Promise<{ value: number }[]>) => (await query)[0]?.value ?? 0;

/** The figures on the dashboard and the badges beside each section: what waits for an admin. */
export async function adminOverview(db: Db, now = new Date()): Promise<AdminOverview> {
  const [usersCount, admins, members, pendingReviews, openReports, newConsultations, upcomingBookings, newApplications, awaiting, failedMail, newEnquiries] =
    await Promise.all([
      countOf(db, db.select({ value: count() }).from(profiles)),
      countOf(db, db.select({ value: count() }).from(profiles).where(eq(profiles.role, "admin"))),
      // The same rule as membershipOf: subscribed, with a tier and a period that has not ended.
      countOf(
        db,
        db
          .select({ value: count() })
          .from(subscriptions)
          .where(and(eq(subscriptions.subscribed, true), isNotNull(subscriptions.tier), gt(subscriptions.currentPeriodEnd, now))),
      ),
      countOf(db, db.select({ value: count() }).from(reviews).where(eq(reviews.isApproved, false))),
      countOf(db, db.select({ value: count() }).from(reports).where(eq(reports.status, "open"))),
      countOf(db, db.select({ value: count() }).from(consultations).where(eq(consultations.status, "new"))),
      countOf(
        db,
        db
          .select({ value: count() })
          .from(bookings)
          .where(and(eq(bookings.status, "confirmed"), gt(bookings.startsAt, now))),
      ),
      countOf(db, db.select({ value: count() }).from(hiringApplications).where(eq(hiringApplications.status, "new"))),
      // A thread waits when the member wrote last.
      countOf(
        db,
        db
          .select({ value: count() })
          .from(conversations)
          .where(
            sql`(select ${messages.sender} from ${messages} where ${messages.conversationId} = ${conversations.id} order by ${messages.createdAt} desc limit 1) = 'member'`,
          ),
      ),
      countOf(db, db.select({ value: count() }).from(outbox).where(eq(outbox.status, "failed"))),
      countOf(db, db.select({ value: count() }).from(franchiseEnquiries).where(eq(franchiseEnquiries.status, "new"))),
    ]);
  return {
    users: usersCount,
    admins,
    members,
    waiting: {
      reviews: pendingReviews,
      reports: openReports,
      consultations: newConsultations,
      bookings: upcomingBookings,
      applications: newApplications,
      conversations: awaiting,
      failedMail,
      franchise: newEnquiries,
    },
  };
}

const toOutboxItem = (row: typeof outbox.$inferSelect): OutboxItem => ({
  id: row.id,
  kind: row.kind,
  toAddress: row.toAddress,
  subject: row.subject,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  deliveredVia: row.deliveredVia,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  nextAttemptAt: row.nextAttemptAt.toISOString(),
});

export function registerAdminOperationRoutes(app: TypedApp, { db }: { db: Db }): void {
  const admin = { preValidation: requireRole("admin") };

  app.get("/overview", { ...admin, schema: { response: responses({ 200: adminOverviewView }) } }, async () => adminOverview(db));

  app.get("/outbox", { ...admin, schema: { querystring: outboxQuery, response: responses({ 200: outboxPageView }) } }, async (request) => {
    const { status, limit } = request.query;
    // "pending" includes mail a worker is sending right now.
    const where = status === "all" ? undefined : status === "pending" ? inArray(outbox.status, ["pending", "sending"]) : eq(outbox.status, status);
    const rows = await db.select().from(outbox).where(where).orderBy(desc(outbox.createdAt)).limit(limit);
    return { mail: rows.map(toOutboxItem) };
  });

  /** A failed mail goes back in the queue with a fresh set of attempts; the worker is woken at once. */
  app.post(
    "/outbox/:id/retry",
    { ...admin, schema: { params: z.object({ id: z.uuid("This mail does not exist.") }), response: responses({ 200: okBody }) } },
    async (request) => {
      const viewer = await viewerOf(request);
      const { id } = request.params;
      await db.transaction(async (tx) => {
        const [row] = await tx.select({ status: outbox.status, attempts: outbox.attempts, lastError: outbox.lastError }).from(outbox).where(eq(outbox.id, id));
        if (!row) throw notFound("This mail does not exist.");
        if (!(await retryMail(tx, id))) throw conflict("Only failed mail can be retried.", "not_failed");
        await recordAudit(tx, {
          actorId: viewer.user.id,
          action: "mail.retry",
          subjectType: "outbox",
          subjectId: id,
          before: row,
          after: { status: "pending", attempts: 0 },
        });
      });
      app.mail.wake();
      return { ok: true as const };
    },
  );

  app.get("/audit", { ...admin, schema: { querystring: auditQuery, response: responses({ 200: auditPageView }) } }, async (request) => {
    const { before, limit } = request.query;
    const actor = alias(users, "actor");
    const rows = await db
      .select({ entry: auditLog, actorEmail: actor.email })
      .from(auditLog)
      .leftJoin(actor, eq(actor.id, auditLog.actorId))
      .where(before ? lt(auditLog.createdAt, new Date(before)) : undefined)
      .orderBy(desc(auditLog.createdAt))
      .limit(limit);
    const entries: AuditItem[] = rows.map(({ entry, actorEmail }) => ({
      id: entry.id,
      actorEmail,
      action: entry.action,
      subjectType: entry.subjectType,
      subjectId: entry.subjectId,
      before: entry.before,
      after: entry.after,
      createdAt: entry.createdAt.toISOString(),
    }));
    return { entries, nextBefore: entries.length === limit ? (entries.at(-1)?.createdAt ?? null) : null };
  });
}
