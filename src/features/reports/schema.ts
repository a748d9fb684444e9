import { z } from "zod";
import type { ReportStatus, ReportSubject } from "./tables.server.ts";
import { staffNotesText } from "../../shared/staff-notes.ts";
import type english from "./reports.messages.en.ts";

/** The report form's messages: catalog ids, said in the page's language. */
export const reportMessages = {
  reasonRequired: "report.error.reasonRequired",
  reasonTooLong: "report.error.reasonTooLong",
  tooMany: "report.error.tooMany",
} as const satisfies Record<string, keyof typeof english>;

export const REPORT_SUBJECTS = ["companion", "review", "message"] as const satisfies readonly ReportSubject[];

export const reportInput = z.object({
  subjectType: z.enum(REPORT_SUBJECTS),
  subjectId: z.string().trim().min(1).max(80),
  reason: z.string().trim().min(5, reportMessages.reasonRequired).max(1000, reportMessages.reasonTooLong),
});

export const REPORT_DECISIONS = ["resolved", "dismissed"] as const satisfies readonly ReportStatus[];

export const reportDecisionInput = z.object({
  status: z.enum(REPORT_DECISIONS),
  notes: staffNotesText.default(""),
});

export type { AdminReport } from "./responses.ts";
