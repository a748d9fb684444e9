/** The workspace feature's tables: only this feature queries them (others call its service). */
import { pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "../../server/db/columns.ts";
import { users } from "../../server/auth/tables.ts";
import { companions } from "../companions/tables.server.ts";

/**
 * A companion's calendar subscription: at most one live feed each. The feed's address holds a secret made
 * from the server's secret and `nonce`; only its SHA-256 is kept, and a request is matched by that hash.
 * Replacing the feed writes a new nonce and hash, revoking deletes the row: the old address answers 404 at once.
 */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    companionId: text("companion_id")
      .primaryKey()
      .references(() => companions.id, { onDelete: "cascade" }),
    nonce: text("nonce").notNull(),
    tokenHash: text("token_hash").notNull(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("calendar_feeds_token_hash_idx").on(table.tokenHash)],
);
