import { z } from "zod";

export const reportInput = z.object({
  subjectType: z.enum(["companion", "review", "message"]),
  subjectId: z.string().trim().min(1).max(80),
  reason: z.string().trim().min(5, "Please tell us briefly what is wrong.").max(1000, "Please keep it under 1,000 characters."),
});
export type ReportInput = z.input<typeof reportInput>;
