import { headerText, type MailMessage } from "../../server/adapters/mail/outbox.ts";
import { greeting, localeOf, type Recipient } from "../../server/auth/mails.ts";
import { mailText } from "../../server/mail-words/index.ts";
import { formatCents, formatLongDate } from "../../shared/format.ts";
import { pageLink, paths } from "../../shared/paths.ts";
import { VIP_MONTHLY_PRICE_CENTS } from "../../shared/membership.ts";

/** Where a member manages the membership (cancels, resumes, updates the card): Account Settings, Manage Subscription. */
const settingsLink = (publicUrl: string, user: Recipient) => pageLink(publicUrl, paths.account, localeOf(user));

/** A renewal that did not go through: the membership stays while the provider retries; the card is updated in the settings. */
export function paymentFailedMail(publicUrl: string, user: Recipient): MailMessage {
  const locale = localeOf(user);
  const t = mailText(locale);
  return {
    kind: "payment-failed",
    to: user.email,
    subject: t("membership.paymentFailed.subject"),
    text: [
      greeting(user, locale),
      "",
      t("membership.paymentFailed.text", { amount: formatCents(VIP_MONTHLY_PRICE_CENTS, locale) }),
      t("membership.paymentFailed.update", { link: settingsLink(publicUrl, user) }),
      "",
      t("membership.paymentFailed.questions"),
      "",
      t("signature"),
    ].join("\n"),
  };
}

export interface VipSignupNotice {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  subscriptionType: string;
  userId: string;
  marketingConsent: boolean;
}

/** The business's copy of a VIP sign-up (§7 send-vip-signup-notification). */
export function vipSignupNotification(notice: VipSignupNotice): Omit<MailMessage, "to"> {
  return {
    kind: "vip-signup",
    replyTo: notice.email,
    subject: headerText(`New VIP sign-up: ${notice.firstName} ${notice.lastName}`),
    text: [
      "A member started VIP sign-up and is on the way to payment.",
      "",
      `Name: ${notice.firstName} ${notice.lastName}`,
      `E-mail: ${notice.email}`,
      `Phone: ${notice.phone || "not given"}`,
      `Subscription: ${notice.subscriptionType}`,
      `Marketing consent: ${notice.marketingConsent ? "yes" : "no"}`,
      `User id: ${notice.userId}`,
    ].join("\n"),
  };
}

/** One membership payment, as its receipt states it. */
export interface MembershipReceipt {
  amountCents: number;
  paidAt: Date;
  /** The end of the period the payment covers (the next renewal), when the provider said it. */
  periodEnd: Date | null;
  /** The payment that starts the membership (a welcome), or a renewal's. */
  firstPayment: boolean;
  /** The last day of the 30-day money-back guarantee, while it still runs. */
  refundableUntil: Date | null;
  /** The test shop: no card, no money; the receipt says so and never "paid by card". */
  testMode: boolean;
  reference: string;
}

/** The member's receipt, in the account's language: amount, period, how to cancel, the money-back guarantee. */
export function membershipReceiptMail(publicUrl: string, user: Recipient, receipt: MembershipReceipt): MailMessage {
  const locale = localeOf(user);
  const t = mailText(locale);
  const date = (value: Date) => formatLongDate(value, locale);
  const amount = formatCents(receipt.amountCents, locale);
  return {
    kind: "membership-receipt",
    to: user.email,
    subject: t(receipt.testMode ? "membership.receipt.subject.test" : "membership.receipt.subject"),
    text: [
      greeting(user, locale),
      "",
      t(receipt.firstPayment ? "membership.receipt.welcome" : "membership.receipt.renewed"),
      "",
      t("membership.receipt.amount", { amount }),
      t(receipt.testMode ? "membership.receipt.test" : "membership.receipt.paid", { date: date(receipt.paidAt) }),
      ...(receipt.periodEnd ? [t("membership.receipt.period", { from: date(receipt.paidAt), to: date(receipt.periodEnd), amount })] : []),
      t("membership.receipt.reference", { reference: receipt.reference }),
      "",
      t("membership.cancelHow", { link: settingsLink(publicUrl, user) }),
      ...(receipt.refundableUntil ? ["", t("membership.guarantee", { date: date(receipt.refundableUntil) })] : []),
      "",
      t("signature"),
    ].join("\n"),
  };
}

/** "Cancel at Period End" took effect: the date access ends, and the way back before then. */
export function membershipCancelledMail(publicUrl: string, user: Recipient, endsAt: Date, testMode: boolean): MailMessage {
  const locale = localeOf(user);
  const t = mailText(locale);
  const date = formatLongDate(endsAt, locale);
  return {
    kind: "membership-cancelled",
    to: user.email,
    subject: t("membership.cancelled.subject", { date }),
    text: [
      greeting(user, locale),
      "",
      t("membership.cancelled.text", { date }),
      ...(testMode ? [t("membership.testMode")] : []),
      "",
      t("membership.cancelled.resume", { link: settingsLink(publicUrl, user) }),
      "",
      t("signature"),
    ].join("\n"),
  };
}

/** A full refund (the money-back guarantee, or staff): the amount back, and the membership has ended. */
export function membershipRefundedMail(publicUrl: string, user: Recipient, amountCents: number, testMode: boolean): MailMessage {
  const locale = localeOf(user);
  const t = mailText(locale);
  return {
    kind: "membership-refunded",
    to: user.email,
    subject: t("membership.refunded.subject"),
    text: [
      greeting(user, locale),
      "",
      t("membership.refunded.text", { amount: formatCents(amountCents, locale) }),
      ...(testMode ? [t("membership.testMode")] : []),
      "",
      t("membership.refunded.rejoin", { link: pageLink(publicUrl, paths.becomeMember, localeOf(user)) }),
      "",
      t("signature"),
    ].join("\n"),
  };
}
