/** The member-profiles feature's tables: only this feature queries them (others call its service). */
import { sql } from "drizzle-orm";
import { boolean, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "../../server/db/columns.ts";
import { users } from "../../server/auth/tables.ts";

export interface MemberImage {
  url: string;
  key: string;
}

/** The spec's vip_member_profiles row: a member's public profile that wing women may view. */
export const memberProfiles = pgTable("vip_member_profiles", {
  id: uuid("id")
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  userId: text("user_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  displayName: text("display_name").notNull(),
  bio: text("bio").notNull(),
  location: text("location").notNull(),
  age: integer("age").notNull().default(18),
  images: jsonb("images").$type<MemberImage[]>().notNull().default([]),
  interests: jsonb("interests").$type<string[]>().notNull().default([]),
  phoneNumber: text("phone_number"),
  email: text("email"),
  availability: text("availability").notNull(),
  isPublic: boolean("is_public").notNull().default(false),
  rating: integer("rating"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
