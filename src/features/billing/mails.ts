import { headerText, type MailMessage } from "../../server/adapters/mail/outbox.ts";

export function paymentFailedMail(publicUrl: string, user: { email: string; name: string }): MailMessage {
  return {
    kind: "payment-failed",
    to: user.email,
    subject: "Your Wingmate VIP payment did not go through",
    text: [
      `Hi ${user.name.split(/\s+/)[0] || "there"},`,
      "",
      "We could not take this month's $29.99 VIP membership payment. Your membership stays active while we try again.",
      `Update your card here: ${publicUrl}/user-profile`,
      "",
      "If you have questions, just reply to this e-mail.",
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
