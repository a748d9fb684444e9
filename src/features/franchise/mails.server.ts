import { headerText, type MailMessage } from "../../server/adapters/mail/outbox.ts";
import { formatCents } from "../../shared/format.ts";
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

/** The sender's confirmation: our words and a reference only, so the form cannot carry someone's text to an address nobody proved. */
export function enquiryConfirmationMail(to: string, enquiryId: string): MailMessage {
  return {
    kind: "franchise-confirmation",
    to,
    subject: "Your Wingmate franchise enquiry",
    text: `Hello,\n\nThank you for your interest in a Wingmate franchise (reference ${enquiryId.slice(0, 8).toUpperCase()}). A franchise costs ${formatCents(FRANCHISE_INVESTMENT_DOLLARS * 100)} per city; our franchise team will call you within 2 business days to walk you through training, marketing support and the next steps.\n\nIf you did not send this enquiry, you can ignore this e-mail.\n\nThe Wingmate team`,
  };
}
