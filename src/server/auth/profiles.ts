import { eq, sql } from "drizzle-orm";
import { splitFullName } from "../../shared/names.ts";
import type { Db } from "../db/client.ts";
import { profiles, users, type Role } from "../db/schema.ts";

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

export async function setRoleByEmail(db: Db, email: string, role: Role): Promise<boolean> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (!user) return false;
  await db.update(profiles).set({ role }).where(eq(profiles.userId, user.id));
  return true;
}
