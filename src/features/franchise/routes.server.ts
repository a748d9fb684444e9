import { enqueueMail, headerText, notifyBusiness } from "../../server/adapters/mail/outbox.ts";
import type { AppConfig } from "../../server/config.ts";
import type { Db } from "../../server/db/client.ts";
import { franchiseEnquiries } from "../../server/db/schema.ts";
import { consumeAddressLimit, consumeRecipientLimit } from "../../server/http/rate-limit.ts";
import type { TypedApp } from "../../server/http/typed-app.ts";
import { formatCents } from "../../shared/format.ts";
import { FRANCHISE_INVESTMENT_DOLLARS } from "../../shared/site.ts";
import { franchiseEnquiryInput } from "./schema.ts";

const enquiryLimit = { limit: 5, windowSeconds: 3600, message: "You have sent several enquiries already. We will be in touch soon." };

/** A franchise enquiry is stored, mailed to the business and confirmed to the sender, all in one transaction. */
export function registerFranchiseRoutes(app: TypedApp, { db, config }: { db: Db; config: AppConfig }): void {
  app.post("/api/franchise-enquiries", { schema: { body: franchiseEnquiryInput } }, async (request, reply) => {
    await consumeAddressLimit(db, request, "franchise", enquiryLimit);
    const input = request.body;
    await consumeRecipientLimit(db, input.email);
    await db.transaction(async (tx) => {
      const [enquiry] = await tx.insert(franchiseEnquiries).values({ ...input, message: input.message || null }).returning({ id: franchiseEnquiries.id });
      await notifyBusiness(tx, config, {
        kind: "franchise-enquiry",
        replyTo: input.email,
        subject: `Franchise enquiry: ${headerText(input.city)} (${headerText(input.name)})`,
        text: [`Name: ${input.name}`, `E-mail: ${input.email}`, `Phone: ${input.phone}`, `City: ${input.city}`, "", input.message || "(no message)"].join("\n"),
      });
      await enqueueMail(tx, {
        kind: "franchise-confirmation",
        to: input.email,
        subject: "Your Wingmate franchise enquiry",
        // Our words and a reference only: the form must not carry someone's text to an address nobody proved.
        text: `Hello,\n\nThank you for your interest in a Wingmate franchise (reference ${(enquiry?.id ?? "").slice(0, 8).toUpperCase()}). A franchise costs ${formatCents(FRANCHISE_INVESTMENT_DOLLARS * 100)} per city; our franchise team will call you within 2 business days to walk you through training, marketing support and the next steps.\n\nIf you did not send this enquiry, you can ignore this e-mail.\n\nThe Wingmate team`,
      });
    });
    app.mail.wake();
    reply.code(201);
    return { ok: true };
  });
}
