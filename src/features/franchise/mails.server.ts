import { headerText, type MailMessage } from "../../server/adapters/mail/outbox.ts";
import { formatCents } from "../../shared/format.ts";
import type { Locale } from "../../shared/i18n/locales.ts";
import { mailText } from "../../server/mail-words/index.ts";
import { FRANCHISE_INVESTMENT_DOLLARS } from "../../shared/site.ts";
import type { z } from "zod";
import type { franchiseEnquiryInput } from "./schema.ts";

type FranchiseEnquiryInput = z.output<typeof franchiseEnquiryInput>;

/** The enquiry as the franchise team reads it. */
export function enquiryReceivedMail(input: FranchiseEnquiryInput): Omit<MailMessage, "to"> {
  return {
    kind: "franchise-enquiry",
    replyTo: input.email,
    subject: `Franchise enquiry: ${headerText(input.city)} (${headerText(input.name)})`,
    text: [`Name: ${input.name}`, `E-mail: ${input.email}`, `Phone: ${input.phone}`, `City: ${input.city}`, "", input.message || "(no message)"].join("\n"),
  };
}

/**
 * The sender's confirmation, in the page's language: our words and a reference only, so the form cannot
 * carry someone's text to an address nobody proved.
 */
export function enquiryConfirmationMail(to: string, enquiryId: string, locale: Locale): MailMessage {
  const t = mailText(locale);
  const text = t("franchise.confirmation.text", {
    reference: enquiryId.slice(0, 8).toUpperCase(),
    investment: formatCents(FRANCHISE_INVESTMENT_DOLLARS * 100, locale),
  });
  return {
    kind: "franchise-confirmation",
    to,
    subject: t("franchise.confirmation.subject"),
    text: [t("greeting.anonymous"), text, t("notYou.enquiry"), t("signature")].join("\n\n"),
  };
}
