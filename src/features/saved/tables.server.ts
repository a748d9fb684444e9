/** The saved feature's tables: only this feature queries them (others call its service). */
import { sql } from "drizzle-orm";
import { pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "../../server/db/columns.ts";
import { users } from "../../server/auth/tables.ts";
import { companions } from "../companions/tables.server.ts";

/** The spec's `saved_profiles` row: one per member and companion. */
export const savedProfiles = pgTable(
  "saved_profiles",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companionId: text("companion_id")
      .notNull()
      .references(() => companions.id, { onDelete: "cascade" }),
    companionName: text("companion_name").notNull(),
    companionImage: text("companion_image"),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("saved_profiles_user_companion_idx").on(table.userId, table.companionId)],
);
