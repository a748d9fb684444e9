import { eq } from "drizzle-orm";
import { hiringApplications } from "./tables.server.ts";
import { anyOf, personalData, type PersonalDataAccount } from "../../server/personal-data.ts";

const ownApplications = (account: PersonalDataAccount) => anyOf(eq(hiringApplications.userId, account.id), account.byAddress(hiringApplications.email));

/** Applications to work as a companion, without staff's notes; deleted with the account, headshot too. */
export const hiringPersonalData = personalData({
  sections: ["hiringApplications"],
  tables: [hiringApplications],
  async export(db, account) {
    const rows = await db.select().from(hiringApplications).where(ownApplications(account));
    return { hiringApplications: rows.map(({ notes: _staffNotes, headshotKey, ...row }) => ({ ...row, hasHeadshot: headshotKey !== null })) };
  },
  async erase(tx, account) {
    const deleted = await tx
      .delete(hiringApplications)
      .where(ownApplications(account))
      .returning({ id: hiringApplications.id, headshotKey: hiringApplications.headshotKey });
    return {
      recordIds: deleted.map((row) => row.id),
      files: deleted.flatMap((row) => (row.headshotKey ? [{ bucket: "hiring-headshots" as const, key: row.headshotKey }] : [])),
    };
  },
});
