import { franchiseEnquiries } from "./tables.server.ts";
import { anyOf, personalData, type PersonalDataAccount } from "../../server/personal-data.ts";

/** Enquiries carry no account: they are the account's by its address, once proven. */
const ownEnquiries = (account: PersonalDataAccount) => anyOf(account.byAddress(franchiseEnquiries.email));

export const franchisePersonalData = personalData({
  sections: ["franchiseEnquiries"],
  tables: [franchiseEnquiries],
  async export(db, account) {
    const rows = await db.select().from(franchiseEnquiries).where(ownEnquiries(account));
    return { franchiseEnquiries: rows.map(({ notes: _staffNotes, ...row }) => row) };
  },
  async erase(tx, account) {
    const deleted = await tx.delete(franchiseEnquiries).where(ownEnquiries(account)).returning({ id: franchiseEnquiries.id });
    return { recordIds: deleted.map((row) => row.id) };
  },
});
