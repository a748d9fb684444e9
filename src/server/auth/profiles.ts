import { and, eq, sql } from "drizzle-orm";
import { splitFullName } from "../../shared/names.ts";
import type { Db } from "../db/client.ts";
import { companionAccounts, companionInvitations, profiles, users, type Role } from "./tables.ts";

/**
 * Every new user gets a profiles row, as a plain user: roles that come with an address (ADMIN_EMAILS, a
 * companion's invitation) are granted only once the account proves it owns the address (see `onVerified`).
 */
export async function createProfileForUser(db: Db, user: { id: string; name: string }) {
  await db
    .insert(profiles)
    .values({ userId: user.id, ...splitFullName(user.name), role: "user" })
    .onConflictDoNothing({ target: profiles.userId });
}

/** At start and at each verification: the verified accounts listed in ADMIN_EMAILS are admins. */
export async function grantAdminRoles(db: Db, adminEmails: readonly string[]): Promise<number> {
  if (adminEmails.length === 0) return 0;
  const updated = await db
    .update(profiles)
    .set({ role: "admin" })
    .where(
      sql`${profiles.role} <> 'admin' and ${profiles.userId} in (select ${users.id} from ${users} where ${users.emailVerified} and lower(${users.email}) in ${adminEmails})`,
    )
    .returning({ id: profiles.id });
  return updated.length;
}

/** What proving an address brought beyond the account itself: the companion it now answers for, if one waited. */
export interface AddressGrants {
  companionId: string | null;
}

/** What an account gains when it proves its address: the admin role (ADMIN_EMAILS), a companion waiting for it. */
export async function grantRolesOfVerifiedAddress(
  db: Db,
  user: { id: string; email: string; emailVerified: boolean },
  adminEmails: readonly string[],
): Promise<AddressGrants> {
  if (!user.emailVerified) return { companionId: null };
  const email = user.email.toLowerCase();
  return db.transaction(async (tx) => {
    if (adminEmails.includes(email)) await tx.update(profiles).set({ role: "admin" }).where(eq(profiles.userId, user.id));
    const [invitation] = await tx.delete(companionInvitations).where(eq(companionInvitations.email, email)).returning();
    if (invitation) await linkCompanionAccount(tx, user.id, invitation.companionId);
    return { companionId: invitation?.companionId ?? null };
  });
}

/**
 * Gives a companion its own account: linked at once when a verified account owns the address, otherwise an
 * invitation that links on verification. "linked" or "invited".
 */
export async function linkOrInviteCompanionAccount(tx: Db, email: string, companionId: string): Promise<"linked" | "invited"> {
  const address = email.trim().toLowerCase();
  const [owner] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, address), eq(users.emailVerified, true)));
  if (owner) {
    await linkCompanionAccount(tx, owner.id, companionId);
    return "linked";
  }
  await tx.delete(companionInvitations).where(eq(companionInvitations.companionId, companionId));
  await tx
    .insert(companionInvitations)
    .values({ email: address, companionId })
    .onConflictDoUpdate({ target: companionInvitations.email, set: { companionId } });
  return "invited";
}

/** The account that uses this e-mail (compared case-insensitively), or null. */
export async function userIdByEmail(db: Db, email: string): Promise<string | null> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return user?.id ?? null;
}

export async function setRoleByEmail(db: Db, email: string, role: Role): Promise<boolean> {
  const userId = await userIdByEmail(db, email);
  if (!userId) return false;
  await db.update(profiles).set({ role }).where(eq(profiles.userId, userId));
  return true;
}

/**
 * Makes an account a companion's own (role wingwoman): it answers that companion's conversations.
 * A companion has one account and an account one companion; an earlier link of either is replaced.
 * An admin stays admin (admins already answer every conversation).
 */
export async function linkCompanionAccount(tx: Db, userId: string, companionId: string): Promise<void> {
  await tx.delete(companionAccounts).where(eq(companionAccounts.companionId, companionId));
  await tx.insert(companionAccounts).values({ userId, companionId }).onConflictDoUpdate({ target: companionAccounts.userId, set: { companionId } });
  await tx
    .update(profiles)
    .set({ role: "wingwoman" })
    .where(and(eq(profiles.userId, userId), sql`${profiles.role} <> 'admin'`));
}
