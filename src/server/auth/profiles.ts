import { eq, sql } from "drizzle-orm";
import { splitFullName } from "../../shared/names.ts";
import type { Db } from "../db/client.ts";
import { companionAccounts, profiles, users, type Role } from "../db/schema.ts";

/** Every new user gets a profiles row; an address listed in ADMIN_EMAILS starts as admin. */
export async function createProfileForUser(db: Db, user: { id: string; name: string; email: string }, adminEmails: readonly string[]) {
  const role: Role = adminEmails.includes(user.email.toLowerCase()) ? "admin" : "user";
  await db
    .insert(profiles)
    .values({ userId: user.id, ...splitFullName(user.name), role })
    .onConflictDoNothing({ target: profiles.userId });
}

/** At start: the accounts listed in ADMIN_EMAILS are admins. */
export async function grantAdminRoles(db: Db, adminEmails: readonly string[]): Promise<number> {
  if (adminEmails.length === 0) return 0;
  const updated = await db
    .update(profiles)
    .set({ role: "admin" })
    .where(
      sql`${profiles.role} <> 'admin' and ${profiles.userId} in (select ${users.id} from ${users} where lower(${users.email}) in ${adminEmails})`,
    )
    .returning({ id: profiles.id });
  return updated.length;
}

/** The account that uses this e-mail (compared case-insensitively), or null. */
export async function userIdByEmail(db: Db, email: string): Promise<string | null> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
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
 */
export async function linkCompanionAccount(tx: Db, userId: string, companionId: string): Promise<void> {
  await tx.delete(companionAccounts).where(eq(companionAccounts.companionId, companionId));
  await tx.insert(companionAccounts).values({ userId, companionId }).onConflictDoUpdate({ target: companionAccounts.userId, set: { companionId } });
  await tx.update(profiles).set({ role: "wingwoman" }).where(eq(profiles.userId, userId));
}
