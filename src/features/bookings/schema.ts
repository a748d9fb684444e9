import { z } from "zod";
import { BUDGET_RANGES, SERVICE_CATEGORIES, SESSION_TYPE_IDS, TIME_SLOTS } from "../../shared/bookings.ts";

/** The spec's toast for a missing required field (§5 Consultation, Booking). */
export const missingInformation = { title: "Missing Information", description: "Please fill in all required fields." } as const;
const required = missingInformation.description;

const email = z.string().trim().min(1, required).max(254).pipe(z.email("Please enter a valid e-mail address.")).transform((value) => value.toLowerCase());
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, required);
const slot = z.enum(TIME_SLOTS as [string, ...string[]], { message: required });

export const bookingInput = z.object({
  companionId: z.string().trim().min(1).max(40),
  fullName: z.string().trim().min(1, required).max(100),
  email,
  phone: z.string().trim().max(30).default(""),
  sessionType: z.enum(SESSION_TYPE_IDS, { message: required }),
  date,
  time: slot,
  location: z.string().trim().max(200).default(""),
  specialRequests: z.string().trim().max(2000).default(""),
});
export type BookingInput = z.input<typeof bookingInput>;

export const rescheduleInput = z.object({ date, time: slot });

export const consultationInput = z.object({
  name: z.string().trim().min(1, required).max(100),
  email,
  phone: z.string().trim().min(1, required).max(30),
  category: z.enum(SERVICE_CATEGORIES).optional(),
  budget: z.enum(BUDGET_RANGES).optional(),
  selectedPackage: z.string().trim().max(100).optional(),
  message: z.string().trim().max(3000).default(""),
  preferredDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  preferredTime: slot.optional(),
});
export type ConsultationInput = z.input<typeof consultationInput>;

export interface BookingView {
  id: string;
  companion: { id: string; name: string };
  sessionType: string;
  sessionLabel: string;
  startsAt: string;
  endsAt: string;
  location: string;
  specialRequests: string | null;
  totalPriceCents: number | null;
  status: "confirmed" | "completed" | "cancelled" | "no_show";
  /** Whether the policy still allows a free cancel or reschedule. */
  changeable: boolean;
}
