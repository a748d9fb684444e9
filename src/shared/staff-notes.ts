import { z } from "zod";

/** An admin's private notes on any record (a booking, a report, a user...). */
export const staffNotesText = z.string().trim().max(5000, "Please keep notes under 5,000 characters.");
