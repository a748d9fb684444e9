import { z } from "zod";
import type { ReportStatus, ReportSubject } from "../../server/db/schema.ts";
import { staffNotesText } from "../../shared/staff-notes.ts";

const REPORT_SUBJECTS = ["companion", "review", "message"] as const satisfies readonly ReportSubject[];

export const reportInput = z.object({
  subjectType: z.enum(REPORT_SUBJECTS),
  subjectId: z.string().trim().min(1).max(80),
  reason: z.string().trim().min(5, "Please tell us briefly what is wrong.").max(1000, "Please keep it under 1,000 characters."),
});

const REPORT_STATUS_VALUES = ["open", "resolved", "dismissed"] as const satisfies readonly ReportStatus[];
export const REPORT_DECISIONS = ["resolved", "dismissed"] as const satisfies readonly ReportStatus[];

export const reportDecisionInput = z.object({
  status: z.enum(REPORT_DECISIONS),
  notes: staffNotesText.default(""),
});

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
