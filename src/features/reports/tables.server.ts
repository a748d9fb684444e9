/** The reports feature's tables: only this feature queries them (others call its service). */
import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "../../server/db/columns.ts";
import { users } from "../../server/auth/tables.ts";

export type ReportSubject = "companion" | "review" | "message";
export type ReportStatus = "open" | "resolved" | "dismissed";

/** What members report (a companion, a review, a message) with their reason: the admin queue. */
export const reports = pgTable(
  "reports",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    reporterId: text("reporter_id").references(() => users.id, { onDelete: "set null" }),
    subjectType: text("subject_type").$type<ReportSubject>().notNull(),
    subjectId: text("subject_id").notNull(),
    reason: text("reason").notNull(),
    status: text("status").$type<ReportStatus>().notNull().default("open"),
    /** What the admin did or decided, for the record. */
    notes: text("notes"),
    resolvedBy: text("resolved_by").references(() => users.id, { onDelete: "set null" }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("reports_status_idx").on(table.status, table.createdAt)],
);
