import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import type { Recipient } from "./mails.ts";
import { users } from "./tables.ts";

/** What a mail to an account is written from: its address, name, whether the address is proven, its language. */
export async function accountRecipient(db: Db, userId: string): Promise<Recipient | null> {
  const [user] = await db
    .select({ email: users.email, name: users.name, emailVerified: users.emailVerified, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId));
  return user ?? null;
}
