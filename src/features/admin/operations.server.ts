import { count, desc, eq, inArray, lt } from "drizzle-orm";
import { okBody, responses } from "../../server/http/responses.ts";

import { alias } from "drizzle-orm/pg-core";
import { z } from "zod";
import { retryMail } from "../../server/adapters/mail/worker.ts";
import { recordAudit } from "../../server/audit.ts";
import { requireRole, viewerOf } from "../../server/auth/request-auth.ts";
import type { Db } from "../../server/db/client.ts";
import { auditLog, outbox } from "../../server/db/platform-tables.ts";
import { profiles, users } from "../../server/auth/tables.ts";
import { countActiveMembers } from "../billing/index.server.ts";
import { companionNamesOf } from "../companions/index.server.ts";
import { countNewConsultations, countUpcomingBookings } from "../bookings/index.server.ts";
import { countNewEnquiries } from "../franchise/index.server.ts";
import { countNewApplications } from "../hiring/index.server.ts";
import { countConversationsAwaitingStaff } from "../messages/index.server.ts";
import { countOpenReports } from "../reports/index.server.ts";
import { countPendingReviews } from "../reviews/index.server.ts";
import { conflict, notFound } from "../../server/http/errors.ts";
import type { TypedApp } from "../../server/http/typed-app.ts";
import { auditQuery, outboxQuery, type AdminOverview, type AuditItem, type OutboxItem } from "./schema.ts";
import { adminOverviewView, auditPageView, outboxPageView } from "./responses.ts";

/** The names of the people and companions an audit page is about ("Sofia R.", "Ana Ruiz (ana@example.com)"), by subject type and id. */
async function subjectNames(db: Db, entries: { subjectType: string; subjectId: string | null }[]) {
  const idsOf = (type: string) => [...new Set(entries.filter((entry) => entry.subjectType === type && entry.subjectId).map((entry) => entry.subjectId ?? ""))];
  const userIds = idsOf("user");
  const people = userIds.length ? await db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(inArray(users.id, userIds)) : [];
  const names: Record<string, Map<string, string>> = {
    user: new Map(people.map((person) => [person.id, `${person.name} (${person.email})`])),
    companion: await companionNamesOf(db, idsOf("companion")),
  };
  return (type: string, id: string) => names[type]?.get(id);
}

const countOf = async (db: Db, query: Promise<{ value: number }[]>) => (await query)[0]?.value ?? 0;

/** The figures on the dashboard and the badges beside each section: what waits for an admin. */
export async function adminOverview(db: Db, now = new Date()): Promise<AdminOverview> {
  const [usersCount, admins, members, pendingReviews, openReports, newConsultations, upcomingBookings, newApplications, awaiting, failedMail, newEnquiries] =
    await Promise.all([
      countOf(db, db.select({ value: count() }).from(profiles)),
      countOf(db, db.select({ value: count() }).from(profiles).where(eq(profiles.role, "admin"))),
      countActiveMembers(db, now),
      countPendingReviews(db),
      countOpenReports(db),
      countNewConsultations(db),
      countUpcomingBookings(db, now),
      countNewApplications(db),
      countConversationsAwaitingStaff(db),
      countOf(db, db.select({ value: count() }).from(outbox).where(eq(outbox.status, "failed"))),
      countNewEnquiries(db),
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
      .select({ entry: auditLog, actorEmail: actor.email, actorName: actor.name })
      .from(auditLog)
      .leftJoin(actor, eq(actor.id, auditLog.actorId))
      .where(before ? lt(auditLog.createdAt, new Date(before)) : undefined)
      .orderBy(desc(auditLog.createdAt))
      .limit(limit);
    const nameOf = await subjectNames(
      db,
      rows.map(({ entry }) => entry),
    );
    const entries: AuditItem[] = rows.map(({ entry, actorEmail, actorName }) => ({
      id: entry.id,
      actorEmail,
      actorName,
      action: entry.action,
      subjectType: entry.subjectType,
      subjectId: entry.subjectId,
      subjectName: entry.subjectId ? (nameOf(entry.subjectType, entry.subjectId) ?? null) : null,
      before: entry.before,
      after: entry.after,
      createdAt: entry.createdAt.toISOString(),
    }));
    return { entries, nextBefore: entries.length === limit ? (entries.at(-1)?.createdAt ?? null) : null };
  });
}
