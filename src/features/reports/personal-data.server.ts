import { eq } from "drizzle-orm";
import { reports } from "./tables.server.ts";
import { personalData } from "../../server/personal-data.ts";

/** The reason kept on a deleted member's report: the report stays in the moderation record, the words go. */
const REMOVED_REASON = "(removed with the account)";

/** Reports the member sent (staff's notes and who resolved them stay out of the download). */
export const reportsPersonalData = personalData({
  sections: ["reports"],
  tables: [reports],
  async export(db, account) {
    const rows = await db
      .select({
        subjectType: reports.subjectType,
        subjectId: reports.subjectId,
        reason: reports.reason,
        status: reports.status,
        createdAt: reports.createdAt,
        resolvedAt: reports.resolvedAt,
      })
      .from(reports)
      .where(eq(reports.reporterId, account.id));
    return { reports: rows };
  },
  async erase(tx, account) {
    const kept = await tx
      .update(reports)
      .set({ reporterId: null, reason: REMOVED_REASON })
      .where(eq(reports.reporterId, account.id))
      .returning({ id: reports.id });
    // Reports the account resolved as staff stay decided, without who decided.
    await tx.update(reports).set({ resolvedBy: null }).where(eq(reports.resolvedBy, account.id));
    return { auditSubjectIds: kept.map((row) => row.id) };
  },
});
