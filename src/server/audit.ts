import type { Db } from "./db/client.ts";
import { auditLog } from "./db/platform-tables.ts";

/** One admin action for the audit log: who did what to which record, and the record before and after. */
export interface AuditEntry {
  actorId: string | null;
  action: string;
  subjectType: string;
  subjectId?: string | null;
  before?: unknown;
  after?: unknown;
}

/** Written in the caller's transaction when there is one, so the log never claims an undone change. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, before: entry.before ?? null, after: entry.after ?? null });
}
