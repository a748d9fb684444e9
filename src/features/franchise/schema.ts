import { z } from "zod";
import { INVALID_PHONE, PHONE_PATTERN } from "../../shared/phone.ts";
import { LOCALES } from "../../shared/i18n/locales.ts";

// Names and cities go into mail subjects: control characters (line breaks) are never part of them.
// eslint-disable-next-line no-control-regex
const singleLine = (value: string) => !/[\u0000-\u001f\u007f]/.test(value);

/** The franchise enquiry (Start Your Journey / Apply Now on /franchise): one schema for the form and the route. */
export const franchiseEnquiryInput = z.object({
  name: z.string().trim().min(1, "Please enter your name.").max(100).refine(singleLine, "Please write your name on one line."),
  email: z
    .string()
    .trim()
    .min(1, "Please enter your e-mail address.")
    .max(254)
    .pipe(z.email("Please enter a valid e-mail address."))
    .transform((value) => value.toLowerCase()),
  phone: z.string().trim().min(7, "Please enter your phone number.").max(30).regex(PHONE_PATTERN, INVALID_PHONE),
  city: z.string().trim().min(2, "Which city would you like to open in?").max(100).refine(singleLine, "Please write the city on one line."),
  message: z.string().trim().max(3000, "Please keep it under 3,000 characters.").default(""),
  /** The page's language: the confirmation mail is written in it. */
  locale: z.enum(LOCALES).default("en"),
});
export type FranchiseEnquiryInput = z.input<typeof franchiseEnquiryInput>;

export const franchiseToasts = {
  sent: { title: "Enquiry sent!", description: "Thank you. Our franchise team will call you within 2 business days." },
  failed: { title: "Enquiry not sent", description: "Please check the form and try again." },
} as const;

export type { AdminFranchiseEnquiry } from "./responses.ts";
