import { z } from "zod";
import type { ReportStatus, ReportSubject } from "./tables.server.ts";
import { staffNotesText } from "../../shared/staff-notes.ts";

export const REPORT_SUBJECTS = ["companion", "review", "message"] as const satisfies readonly ReportSubject[];

export const reportInput = z.object({
  subjectType: z.enum(REPORT_SUBJECTS),
  subjectId: z.string().trim().min(1).max(80),
  reason: z.string().trim().min(5, "Please tell us briefly what is wrong.").max(1000, "Please keep it under 1,000 characters."),
});

export const REPORT_DECISIONS = ["resolved", "dismissed"] as const satisfies readonly ReportStatus[];

export const reportDecisionInput = z.object({
  status: z.enum(REPORT_DECISIONS),
  notes: staffNotesText.default(""),
});

export type { AdminReport } from "./responses.ts";
