import { z } from "zod";
import { INVALID_PHONE, PHONE_PATTERN } from "../../shared/phone.ts";
import { LOCALES } from "../../shared/i18n/locales.ts";
import { safeReturnPath } from "../../shared/paths.ts";
import type common from "../../web/layout/common.messages.en.ts";

type Id = keyof typeof common;

/** What the membership routes refuse with, by catalog id (the frame's catalog). */
export const billingMessages = {
  logInToSubscribe: "vip.logInToSubscribe",
  logInToSignUp: "vip.logInToSignUp",
  alreadyMember: "vip.alreadyMember",
  useAccountEmail: "vip.useAccountEmail",
  tooManyPayments: "vip.tooManyPayments",
} as const satisfies Record<string, Id>;

/** The subscription portal's refusals, said on the account's pages: ids of its catalog (src/features/account/settings.messages.*). */
export const portalMessages = {
  complimentary: "myProfile.complimentary",
  noSubscription: "myProfile.noSubscription",
} as const;

/** What a refund is refused with (the member's guarantee, a staff refund). */
export const refundMessages = {
  windowOver: "myProfile.refundWindowOver",
  noSubscription: "myProfile.noRefund",
  notPaid: "myProfile.refundNotPaid",
  notMembershipPayment: "myProfile.notMembershipPayment",
} as const;

const COMPLIMENTARY_DAYS = "Please enter between 1 and 366 days.";

/** An admin's complimentary VIP membership for one account (a press visit, a make-good, a partner). */
export const complimentaryMembershipSchema = z.object({
  email: z.email("Please enter a valid e-mail address.").transform((value) => value.toLowerCase()),
  days: z.number({ message: COMPLIMENTARY_DAYS }).int(COMPLIMENTARY_DAYS).min(1, COMPLIMENTARY_DAYS).max(366, COMPLIMENTARY_DAYS),
});

/**
 * A checkout's request: the page's language, so that payment returns the reader to the pages in it, and the
 * page where the upgrade started (a path of ours; anything else is ignored), offered again after paying.
 */
export const checkoutInput = z.preprocess(
  (body) => body ?? {},
  z.object({
    locale: z.enum(LOCALES).default("en"),
    returnTo: z
      .string()
      .optional()
      .transform((path) => safeReturnPath(path) ?? undefined),
  }),
);

/** The VIP sign-up form (§3 VIP signup payload, §5): the form validates with this, the route with `vipSignupSchema`. */
export const vipSignupFormSchema = z.object({
  firstName: z
    .string()
    .trim()
    .min(1, "form.enterFirstName" satisfies Id)
    .max(60),
  lastName: z
    .string()
    .trim()
    .min(1, "form.enterLastName" satisfies Id)
    .max(60),
  email: z
    .email("form.invalidEmail" satisfies Id)
    .trim()
    .toLowerCase(),
  phone: z
    .string()
    .trim()
    .max(30)
    .refine((phone) => phone === "" || PHONE_PATTERN.test(phone), INVALID_PHONE),
  marketingConsent: z.boolean(),
  agreedToTerms: z.literal(true, { message: "vip.agreeToTerms" satisfies Id }),
  /** The page's language: payment returns the reader to the pages in it. */
  locale: z.enum(LOCALES).default("en"),
});
export type VipSignupInput = z.input<typeof vipSignupFormSchema>;

/** A box ticked in a form posted before the app has started comes as "on"; an unticked one does not come at all. */
const ticked = (value: unknown) => value === true || value === "on";

/** The route's body: the form's, as the app sends it (JSON) or as the browser posts the form itself. */
export const vipSignupSchema = z.preprocess(
  (body) =>
    body && typeof body === "object"
      ? {
          ...body,
          marketingConsent: ticked((body as Record<string, unknown>).marketingConsent),
          agreedToTerms: ticked((body as Record<string, unknown>).agreedToTerms),
        }
      : body,
  vipSignupFormSchema,
);

// ---- The back office's views ----

export type { SubscriptionState, SandboxCheckout, AdminSubscription, SandboxPaymentRedirect } from "./responses.ts";

/** Staff refund a membership payment in full; the reason (optional) goes to the audit log. */
export const membershipRefundInput = z.object({ reason: z.string().trim().max(500).optional() }).default({});
