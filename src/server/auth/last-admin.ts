import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { profiles } from "./tables.ts";
import { conflict, notFound } from "../http/errors.ts";

export const LAST_ADMIN_MESSAGE = "Wingmate needs at least one admin. Make another account admin first.";

/**
 * Runs a change that could leave the business without an admin (a role change, disabling, deleting an
 * account): the admin rows are locked first, so two admins demoting or deleting each other at the same
 * moment cannot both succeed. `losesAdmin` says whether the change takes the account's admin rights away.
 */
export async function keepingOneAdmin<T>(
  db: Db,
  userId: string,
  losesAdmin: (profile: typeof profiles.$inferSelect) => boolean,
  change: (tx: Db, before: typeof profiles.$inferSelect) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const activeAdmins = await tx
      .select({ userId: profiles.userId })
      .from(profiles)
      .where(and(eq(profiles.role, "admin"), isNull(profiles.disabledAt)))
      .for("update");
    const [before] = await tx.select().from(profiles).where(eq(profiles.userId, userId));
    if (!before) throw notFound("This account does not exist.");
    const isActiveAdmin = activeAdmins.some((admin) => admin.userId === userId);
    if (isActiveAdmin && activeAdmins.length <= 1 && losesAdmin(before)) throw conflict(LAST_ADMIN_MESSAGE, "last_admin");
    return change(tx, before);
  });
}
