import { asc, inArray, or, sql, type SQL } from "drizzle-orm";
import { auditLog, outbox, rateLimitCounters } from "./db/platform-tables.ts";
import { anyOf, personalData, type Erasure, type PersonalDataAccount } from "./personal-data.ts";
import { anyJsonString, keyPart, namesAddress, namesId } from "./personal-data-match.ts";

/**
 * Mail the platform sent: in the download, mail to the address once it is proven (until then it may be
 * someone else's, a guest's confirmations). Erased after the account's records, since it is found by their ids.
 */
export const mailPersonalData = personalData({
  sections: ["emailsSentToYou"],
  tables: [outbox],
  erasureStep: "copies",
  async export(db, account) {
    const mail = await db
      .select({ kind: outbox.kind, subject: outbox.subject, createdAt: outbox.createdAt, status: outbox.status })
      .from(outbox)
      .where(anyOf(account.byAddress(outbox.toAddress)))
      .orderBy(asc(outbox.createdAt));
    return { emailsSentToYou: mail };
  },
  async erase(tx, account, { earlier }) {
    await tx.delete(outbox).where(mailAboutTheAccount(account, earlier));
  },
});

/**
 * Mail about one of the account's records (business notices carry the record's id, a companion's notice its
 * calendar file) or naming the account's id; and, once the address is proven, every mail to it, answering to
 * it, or naming it. Addresses and ids are matched whole: `a@gmail.co` is not a piece of
 * `newhire.maria@gmail.com`, and an unproven address reaches nobody's mail (it may be a guest's).
 */
function mailAboutTheAccount(account: PersonalDataAccount, earlier: Erasure): SQL {
  const { address, addressProven: proven } = account;
  const ids = [account.id, ...earlier.recordIds];
  return anyOf(
    account.byAddress(outbox.toAddress),
    account.byAddress(outbox.replyTo),
    proven ? namesAddress(outbox.subject, address) : undefined,
    proven ? namesAddress(outbox.textBody, address) : undefined,
    proven ? namesAddress(outbox.htmlBody, address) : undefined,
    namesId(outbox.textBody, ids),
    namesId(outbox.htmlBody, ids),
    // Only UUIDs are attached ids: one found in a calendar file's bytes is that record, never a piece of another id.
    ...earlier.attachedIds.map(
      (id) =>
        sql`exists (select 1 from jsonb_array_elements(${outbox.attachments}) as attachment
                      where position(convert_to(${id}, 'UTF8') in decode(attachment->>'contentBase64', 'base64')) > 0)`,
    ),
  );
}

/**
 * The audit log keeps who did what, and when (it is the business's record, not in the download); the copies
 * of the records go: the account's records', and any copy with a value naming the account's id, one of its
 * records' ids, or (proven) its whole address.
 */
export const auditPersonalData = personalData({
  sections: [],
  tables: [auditLog],
  erasureStep: "copies",
  export: async () => ({}),
  async erase(tx, account, { earlier }) {
    const ids = [account.id, ...earlier.recordIds];
    const subjectIds = [...ids, ...earlier.auditSubjectIds];
    const namesAccount = (text: SQL) => or(namesId(text, ids), account.addressProven ? namesAddress(text, account.address) : undefined);
    await tx
      .update(auditLog)
      .set({ before: null, after: null })
      .where(anyOf(inArray(auditLog.subjectId, subjectIds), anyJsonString(auditLog.before, namesAccount), anyJsonString(auditLog.after, namesAccount)));
  },
});

/**
 * Abuse counters keyed by the account; by the address only once it is proven (else they lapse with their
 * window), so deleting an account cannot reset the mail limits of someone else's address. A key names them as
 * one whole `:`-separated part (`mail-to:<address>`, `sign-in-failures:account:<address>:ip:...`).
 */
export const rateLimitPersonalData = personalData({
  sections: [],
  tables: [rateLimitCounters],
  export: async () => ({}),
  async erase(tx, account) {
    await tx
      .delete(rateLimitCounters)
      .where(
        anyOf(
          keyPart(rateLimitCounters.key, account.id, { ignoreCase: false }),
          account.addressProven ? keyPart(rateLimitCounters.key, account.address, { ignoreCase: true }) : undefined,
        ),
      );
  },
});
