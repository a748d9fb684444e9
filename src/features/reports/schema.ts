import { z } from "zod";
import type { ReportStatus, ReportSubject } from "../../server/db/schema.ts";
import { staffNotesText } from "../../shared/staff-notes.ts";

export const reportInput = z.object({
  subjectType: z.enum(["companion", "review", "message"]),
  subjectId: z.string().trim().min(1).max(80),
  reason: z.string().trim().min(5, "Please tell us briefly what is wrong.").max(1000, "Please keep it under 1,000 characters."),
});
export type ReportInput = z.input<typeof reportInput>;

export const REPORT_DECISIONS = ["resolved", "dismissed"] as const satisfies readonly ReportStatus[];

export const reportDecisionInput = z.object({
  status: z.enum(REPORT_DECISIONS),
  notes: staffNotesText.default(""),
});

export interface AdminReport {
  id: string;
  subjectType: ReportSubject;
  subjectId: string;
  /** A readable line about the subject (the companion's name, the review's or message's text). */
  subjectSummary: string | null;
  /** Where the subject can be seen, when it has a page. */
  subjectLink: string | null;
  reason: string;
  reporterEmail: string | null;
  status: ReportStatus;
  notes: string | null;
  createdAt: string;
  resolvedAt: string | null;
}
