import type { z } from "zod";
import { recordAudit } from "../../server/audit.ts";
import { notFound } from "../../server/http/errors.ts";
import { consumeLimit } from "../../server/http/rate-limit.ts";
import { count, desc, eq } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { companionNamesOf } from "../companions/index.server.ts";
import { messagesByIds } from "../messages/index.server.ts";
import { reports } from "./tables.server.ts";
import { reviewsByIds } from "../reviews/index.server.ts";
import { users } from "../../server/auth/tables.ts";
import { companionPath } from "../../shared/paths.ts";
import { reportMessages, type AdminReport, type reportDecisionInput, type reportInput } from "./schema.ts";

type Subject = { summary: string; link: string | null };

const clip = (text: string, length = 160) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

const reportLimit = { limit: 20, windowSeconds: 86_400, message: reportMessages.tooMany };

/** A member's report joins the admin queue; an account sends at most 20 a day. */
export async function fileReport(db: Db, reporterId: string, report: z.output<typeof reportInput>): Promise<string | undefined> {
  await consumeLimit(db, `reports:account:${reporterId}`, reportLimit);
  const [row] = await db
    .insert(reports)
    .values({ reporterId, ...report })
    .returning({ id: reports.id });
  return row?.id;
}

/** A readable line and a link for each reported thing, read in one query per kind. */
async function describeSubjects(db: Db, rows: { subjectType: string; subjectId: string }[]): Promise<Map<string, Subject>> {
  const idsOf = (type: string, valid: (id: string) => boolean = () => true) =>
    rows.filter((row) => row.subjectType === type && valid(row.subjectId)).map((row) => row.subjectId);
  const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
  const found = new Map<string, Subject>();
  for (const [id, name] of await companionNamesOf(db, idsOf("companion"))) {
    found.set(`companion:${id}`, { summary: name, link: companionPath(id) });
  }
  for (const row of await reviewsByIds(db, idsOf("review", isUuid))) {
    found.set(`review:${row.id}`, { summary: `${row.rating}★ on ${row.companionName}: ${clip(row.text ?? "")}`, link: companionPath(row.companionId) });
  }
  for (const row of await messagesByIds(db, idsOf("message", isUuid))) {
    found.set(`message:${row.id}`, { summary: clip(row.body), link: `/admin?section=conversations&c=${row.conversationId}` });
  }
  return found;
}

export async function adminReports(db: Db, status: "open" | "all"): Promise<AdminReport[]> {
  const rows = await db
    .select({ report: reports, reporterEmail: users.email })
    .from(reports)
    .leftJoin(users, eq(users.id, reports.reporterId))
    .where(status === "open" ? eq(reports.status, "open") : undefined)
    .orderBy(desc(reports.createdAt))
    .limit(500);
  const subjects = await describeSubjects(
    db,
    rows.map((row) => row.report),
  );
  return rows.map(({ report, reporterEmail }) => {
    const subject = subjects.get(`${report.subjectType}:${report.subjectId}`);
    return {
      id: report.id,
      subjectType: report.subjectType,
      subjectId: report.subjectId,
      subjectSummary: subject?.summary ?? null,
      subjectLink: subject?.link ?? null,
      reason: report.reason,
      reporterEmail,
      status: report.status,
      notes: report.notes,
      createdAt: report.createdAt.toISOString(),
      resolvedAt: report.resolvedAt?.toISOString() ?? null,
    };
  });
}

/** An admin resolves or dismisses a report: the decision, who made it and when, audited in one transaction. */
export async function decideReport(db: Db, adminId: string, reportId: string, decision: z.output<typeof reportDecisionInput>): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ status: reports.status, notes: reports.notes }).from(reports).where(eq(reports.id, reportId));
    if (!before) throw notFound("This report does not exist.");
    await tx
      .update(reports)
      .set({ status: decision.status, notes: decision.notes || null, resolvedBy: adminId, resolvedAt: new Date() })
      .where(eq(reports.id, reportId));
    await recordAudit(tx, { actorId: adminId, action: `report.${decision.status}`, subjectType: "report", subjectId: reportId, before, after: decision });
  });
}

/** How many reports wait for a decision (the back office's badge). */
export async function countOpenReports(db: Db): Promise<number> {
  const [row] = await db.select({ value: count() }).from(reports).where(eq(reports.status, "open"));
  return row?.value ?? 0;
}
