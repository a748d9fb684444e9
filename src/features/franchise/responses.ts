import { z } from "zod";
import type { FranchiseEnquiryStatus } from "./tables.server.ts";

// The response schemas of this feature's routes (the serializer keeps only what they name). The web app
// imports their types only (`import type`), so none of this reaches the browser.

const ENQUIRY_STATUS_VALUES = ["new", "contacted", "closed"] as const satisfies readonly FranchiseEnquiryStatus[];

export const adminFranchiseEnquiryView = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  city: z.string(),
  message: z.string().nullable(),
  status: z.enum(ENQUIRY_STATUS_VALUES),
  notes: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminFranchiseEnquiry = z.output<typeof adminFranchiseEnquiryView>;

/** The franchise enquiries, as the back office lists them. */
export const adminFranchiseEnquiriesResponse = z.object({ enquiries: z.array(adminFranchiseEnquiryView) });
