import { z } from "zod";

/** The VIP sign-up form (§3 VIP signup payload, §5): the form and the route validate with this. */
export const vipSignupSchema = z.object({
  firstName: z.string().trim().min(1, "Please enter your first name.").max(60),
  lastName: z.string().trim().min(1, "Please enter your last name.").max(60),
  email: z.email("Please enter a valid e-mail address.").trim().toLowerCase(),
  phone: z.string().trim().max(30).regex(/^([+\d][\d\s().-]{6,28})?$/, "Please enter a valid phone number."),
  marketingConsent: z.boolean(),
  agreedToTerms: z.literal(true, { message: "Please agree to the terms and conditions" }),
});
export type VipSignupInput = z.input<typeof vipSignupSchema>;

/** check-subscription (§7): the spec's three fields, plus what the pages need to manage it. */
export interface SubscriptionState {
  subscribed: boolean;
  subscription_tier: string | null;
  subscription_end: string | null;
  status: "incomplete" | "active" | "past_due" | "canceled" | null;
  provider: "sandbox" | "stripe" | "complimentary" | null;
  cancel_at_period_end: boolean;
  /** The last day of the 30-day money-back guarantee, while it runs. */
  refundable_until: string | null;
  is_member: boolean;
}

/** A sandbox checkout: a membership, or one booking's payment (with what it is for and where to return). */
export interface SandboxCheckout {
  id: string;
  kind: "subscription" | "payment";
  status: "open" | "paid" | "expired";
  priceCents: number;
  description: string | null;
  successUrl: string | null;
  cancelUrl: string | null;
}
