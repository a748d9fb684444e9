import { eq } from "drizzle-orm";
import type { App } from "../app.ts";
import type { Db } from "../db/client.ts";
import { profiles, users } from "../auth/tables.ts";
import { subscriptions } from "../../features/billing/tables.server.ts";
import { signUpUser, uniqueEmail, type SignedInUser } from "./accounts.ts";

async function userIdOf(db: Db, email: string): Promise<string> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** A signed-in user with an active VIP subscription (as the billing adapter would record it). */
export async function signUpMember(app: App, db: Db): Promise<SignedInUser & { userId: string }> {
  const user = await signUpUser(app, { email: uniqueEmail("member") });
  const userId = await userIdOf(db, user.email);
  await db.insert(subscriptions).values({ userId, subscribed: true, tier: "VIP", currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000) });
  return { ...user, userId };
}

export async function signUpAdmin(app: App, db: Db): Promise<SignedInUser & { userId: string }> {
  const user = await signUpUser(app, { email: uniqueEmail("admin") });
  const userId = await userIdOf(db, user.email);
  await db.update(profiles).set({ role: "admin" }).where(eq(profiles.userId, userId));
  return { ...user, userId };
}
