import { z } from "zod";

/** The VIP sign-up form (§3 VIP signup payload, §5): the form and the route validate with this. */
export const vipSignupSchema = z.object({
  firstName: z.string().trim().min(1, "Please enter your first name.").max(60),
  lastName: z.string().trim().min(1, "Please enter your last name.").max(60),
  email: z.email("Please enter a valid e-mail address.").trim().toLowerCase(),
  phone: z
    .string()
    .trim()
    .max(30)
    .regex(/^([+\d][\d\s().-]{6,28})?$/, "Please enter a valid phone number."),
  marketingConsent: z.boolean(),
  agreedToTerms: z.literal(true, { message: "Please agree to the terms and conditions" }),
});
export type VipSignupInput = z.input<typeof vipSignupSchema>;

// ---- The back office's views ----

export type { SubscriptionState, SandboxCheckout, AdminSubscription, ProviderPage, SandboxPaymentRedirect } from "./responses.ts";
