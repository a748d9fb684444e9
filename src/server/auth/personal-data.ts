import { eq } from "drizzle-orm";
import { accounts, companionAccounts, companionInvitations, sessions, users, verifications } from "./tables.ts";
import { anyOf, personalData } from "../personal-data.ts";
import { keyPart } from "../personal-data-match.ts";

/** The account row and its sign-in methods (the password hash never leaves the server). Erased last. */
export const accountPersonalData = personalData({
  sections: ["account"],
  tables: [users, accounts],
  erasureStep: "account",
  async export(db, account) {
    const [user] = await db
      .select({ id: users.id, email: users.email, name: users.name, emailVerified: users.emailVerified, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.id, account.id));
    return { account: user ?? null };
  },
  async erase(tx, account) {
    await tx.delete(accounts).where(eq(accounts.userId, account.id));
    await tx.delete(users).where(eq(users.id, account.id));
  },
});

/** Signed-in sessions: when, from where, with which browser (never the token). */
export const sessionsPersonalData = personalData({
  sections: ["sessions"],
  tables: [sessions],
  async export(db, account) {
    const rows = await db
      .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, ipAddress: sessions.ipAddress, userAgent: sessions.userAgent })
      .from(sessions)
      .where(eq(sessions.userId, account.id));
    return { sessions: rows };
  },
  async erase(tx, account) {
    await tx.delete(sessions).where(eq(sessions.userId, account.id));
  },
});

/** Single-use tokens: secrets, so never in the download. */
export const verificationsPersonalData = personalData({
  sections: [],
  tables: [verifications],
  export: async () => ({}),
  async erase(tx, account) {
    // Tokens for the account (a reset link's value is the user id); by the address only once it is proven.
    await tx
      .delete(verifications)
      .where(
        anyOf(
          eq(verifications.value, account.id),
          account.byAddress(verifications.identifier),
          account.addressProven ? keyPart(verifications.identifier, account.address, { ignoreCase: true }) : undefined,
        ),
      );
  },
});

/**
 * A wing woman's link to the companion she answers for, and invitations waiting for an address (the account's
 * only once it has proven the address: an invitation is never handed to whoever signs up with it first).
 */
export const companionLinkPersonalData = personalData({
  sections: ["companionAccount", "companionInvitations"],
  tables: [companionAccounts, companionInvitations],
  async export(db, account) {
    const [link] = await db.select({ companionId: companionAccounts.companionId }).from(companionAccounts).where(eq(companionAccounts.userId, account.id));
    const invitations = await db
      .select({ companionId: companionInvitations.companionId, createdAt: companionInvitations.createdAt })
      .from(companionInvitations)
      .where(anyOf(account.byAddress(companionInvitations.email)));
    return { companionAccount: link ?? null, companionInvitations: invitations };
  },
  async erase(tx, account) {
    await tx.delete(companionInvitations).where(anyOf(account.byAddress(companionInvitations.email)));
    await tx.delete(companionAccounts).where(eq(companionAccounts.userId, account.id));
  },
});
