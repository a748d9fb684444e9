/** The reviews feature's tables: only this feature queries them (others call its service). */
import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "../../server/db/columns.ts";
import { users } from "../../server/auth/tables.ts";
import { companions } from "../companions/tables.server.ts";

/** The spec's `reviews` row; only approved reviews count towards a companion's rating. */
export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    companionId: text("companion_id")
      .notNull()
      .references(() => companions.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    reviewText: text("review_text"),
    isVipMember: boolean("is_vip_member").notNull().default(false),
    reviewerName: text("reviewer_name").notNull(),
    isApproved: boolean("is_approved").notNull().default(false),
    /** Part of the sample data set: shown with a "Sample review" label, removed with the rest of it. */
    isSample: boolean("is_sample").notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    // The public feed: one companion's approved reviews, newest first, read straight from the index.
    index("reviews_feed_idx").on(table.companionId, table.isApproved, table.createdAt.desc()),
    // One review per member and companion: a second submission edits it.
    uniqueIndex("reviews_user_companion_idx").on(table.userId, table.companionId),
  ],
);
