import { eq } from "drizzle-orm";
import type { Viewer } from "../../server/auth/request-auth.ts";
import type { Db } from "../../server/db/client.ts";
import { users } from "../../server/auth/tables.ts";
import { personalDataAccount } from "../../server/personal-data.ts";
import { personalDataRegistry } from "./personal-data-registry.server.ts";

/**
 * Everything stored about the user, for "download my data": each contribution's sections, in the registry's
 * order, in the owner's view. Staff's side stays out (staff notes, which staff account answered, admin notes),
 * and so does anything of other people's.
 */
export async function exportAccountData(db: Db, viewer: Viewer) {
  const [owner] = await db.select({ id: users.id, email: users.email, emailVerified: users.emailVerified }).from(users).where(eq(users.id, viewer.user.id));
  if (!owner) return null;
  const account = { ...personalDataAccount(owner), viewer };
  const sections: Record<string, unknown> = {};
  for (const contribution of personalDataRegistry) Object.assign(sections, await contribution.export(db, account));
  return { exportedAt: new Date().toISOString(), ...sections };
}
