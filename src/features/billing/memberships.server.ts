import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import { subscriptions } from "./tables.server.ts";

/**
 * Each account's membership row (only the accounts that ever subscribed have one), for a statement of another
 * part of the server to join on `userId` (the viewer's session read, a member profile read): the SQL stays one
 * statement and the table stays billing's. `membershipOf` turns a row into the membership it grants.
 */
export const membershipByUser = new QueryBuilder()
  .select({
    userId: subscriptions.userId,
    subscribed: subscriptions.subscribed,
    tier: subscriptions.tier,
    currentPeriodEnd: subscriptions.currentPeriodEnd,
    status: subscriptions.status,
    cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
  })
  .from(subscriptions)
  .as("membership");

/** A condition: the account `userId` names holds a membership in force now (subscribed, a tier, a period not ended). */
export const holdsMembership = (userId: SQLWrapper): SQL =>
  sql`exists (select 1 from ${subscriptions} where ${subscriptions.userId} = ${userId}
      and ${subscriptions.subscribed} and coalesce(${subscriptions.tier}, '') <> '' and ${subscriptions.currentPeriodEnd} > now())`;
