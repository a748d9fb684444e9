import { z } from "zod";
import type { ReportStatus } from "./tables.server.ts";
import { REPORT_SUBJECTS } from "./schema.ts";

// The response schemas of this feature's routes (the serializer keeps only what they name). The web app
// imports their types only (`import type`), so none of this reaches the browser.

const REPORT_STATUS_VALUES = ["open", "resolved", "dismissed"] as const satisfies readonly ReportStatus[];
export const adminReportView = z.object({
  id: z.string(),
  subjectType: z.enum(REPORT_SUBJECTS),
  subjectId: z.string(),
  /** A readable line about the subject (the companion's name, the review's or message's text). */
  subjectSummary: z.string().nullable(),
  /** Where the subject can be seen, when it has a page. */
  subjectLink: z.string().nullable(),
  reason: z.string(),
  reporterEmail: z.string().nullable(),
  status: z.enum(REPORT_STATUS_VALUES),
  notes: z.string().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type AdminReport = z.output<typeof adminReportView>;

export const reportFiled = z.object({ id: z.string().optional(), message: z.string() });

/** The reports the back office handles. */
export const adminReportsResponse = z.object({ reports: z.array(adminReportView) });
