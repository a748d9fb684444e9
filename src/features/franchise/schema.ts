import { z } from "zod";
import { INVALID_PHONE, PHONE_PATTERN } from "../../shared/phone.ts";
import { LOCALES } from "../../shared/i18n/locales.ts";
import type common from "../../web/layout/common.messages.en.ts";

/** The frame's ids are checked here; the enquiry.* ids are in the franchise page's catalog (src/features/content/franchise.messages.*). */
type Id = keyof typeof common;

// Names and cities go into mail subjects: control characters (line breaks) are never part of them.
// eslint-disable-next-line no-control-regex
const singleLine = (value: string) => !/[\u0000-\u001f\u007f]/.test(value);

/** The franchise enquiry (Start Your Journey / Apply Now on /franchise): one schema for the form and the route. */
export const franchiseEnquiryInput = z.object({
  name: z.string().trim().min(1, "enquiry.nameRequired").max(100).refine(singleLine, "enquiry.nameOneLine"),
  email: z
    .string()
    .trim()
    .min(1, "form.enterEmail" satisfies Id)
    .max(254)
    .pipe(z.email("form.invalidEmail" satisfies Id))
    .transform((value) => value.toLowerCase()),
  phone: z
    .string()
    .trim()
    .min(7, "form.enterPhone" satisfies Id)
    .max(30)
    .regex(PHONE_PATTERN, INVALID_PHONE),
  city: z.string().trim().min(2, "enquiry.cityRequired").max(100).refine(singleLine, "enquiry.cityOneLine"),
  message: z.string().trim().max(3000, "enquiry.messageTooLong").default(""),
  /** The page's language: the confirmation mail is written in it. */
  locale: z.enum(LOCALES).default("en"),
});
export type FranchiseEnquiryInput = z.input<typeof franchiseEnquiryInput>;

/** The form's toasts, by catalog id (franchise.messages). */
export const franchiseToasts = {
  sent: { title: "enquiry.sent", description: "enquiry.sent.description" },
  failed: { title: "enquiry.failed", description: "enquiry.failed.description" },
} as const;

export type { AdminFranchiseEnquiry } from "./responses.ts";
