import { desc } from "drizzle-orm";
import { enqueueMail, notifyBusiness } from "../../server/adapters/mail/outbox.ts";
import type { AppConfig } from "../../server/config.ts";
import type { Db } from "../../server/db/client.ts";
import { followUpOf } from "../../server/db/follow-up.ts";
import { franchiseEnquiries, type FranchiseEnquiryStatus } from "./tables.server.ts";
import { enquiryConfirmationMail, enquiryReceivedMail } from "./mails.server.ts";
import type { z } from "zod";
import type { franchiseEnquiryInput } from "./schema.ts";

type FranchiseEnquiryInput = z.output<typeof franchiseEnquiryInput>;

/** A franchise enquiry is stored, mailed to the business and confirmed to the sender, all in one transaction. */
export async function submitEnquiry(db: Db, config: AppConfig, input: FranchiseEnquiryInput): Promise<void> {
  const { locale, ...enquiryFields } = input;
  await db.transaction(async (tx) => {
    const [enquiry] = await tx
      .insert(franchiseEnquiries)
      .values({ ...enquiryFields, message: input.message || null })
      .returning({ id: franchiseEnquiries.id });
    await notifyBusiness(tx, config, enquiryReceivedMail(input));
    await enqueueMail(tx, enquiryConfirmationMail(input.email, enquiry?.id ?? "", locale));
  });
}

/** The admin's inbox of enquiries, newest first. */
export async function listEnquiries(db: Db) {
  const rows = await db.select().from(franchiseEnquiries).orderBy(desc(franchiseEnquiries.createdAt)).limit(500);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

const enquiryFollowUp = followUpOf<FranchiseEnquiryStatus>(franchiseEnquiries);
/** How many enquiries no one has followed up yet (the back office's badge). */
export const countNewEnquiries = enquiryFollowUp.countNew;
/** An enquiry's follow-up status and the team's notes, as the back office edits them. */
export const enquiryStatusNotes = enquiryFollowUp.statusNotes;
export const setEnquiryStatusNotes = enquiryFollowUp.setStatusNotes;
