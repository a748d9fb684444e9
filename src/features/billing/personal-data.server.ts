import { eq } from "drizzle-orm";
import { sandboxCheckouts, subscriptions } from "./tables.server.ts";
import { personalData } from "../../server/personal-data.ts";

/**
 * The membership's state, and the sandbox provider's membership checkouts (test sessions, not shown). A Stripe
 * subscription is cancelled at Stripe before the deletion starts (account/deletion.server.ts).
 */
export const membershipPersonalData = personalData({
  sections: ["subscription"],
  tables: [subscriptions, sandboxCheckouts],
  async export(db, account) {
    const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.userId, account.id));
    return { subscription: subscription ?? null };
  },
  async erase(tx, account) {
    await tx.delete(sandboxCheckouts).where(eq(sandboxCheckouts.userId, account.id));
    await tx.delete(subscriptions).where(eq(subscriptions.userId, account.id));
  },
});
