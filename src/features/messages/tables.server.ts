/** The messages feature's tables: only this feature queries them (others call its service). */
import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "../../server/db/columns.ts";
import { users } from "../../server/auth/tables.ts";
import { companions } from "../companions/tables.server.ts";

/** A member's thread with one companion; staff (admins, the companion's own account) answer in it. */
export const conversations = pgTable(
  "conversations",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    memberId: text("member_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companionId: text("companion_id")
      .notNull()
      .references(() => companions.id, { onDelete: "cascade" }),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    memberReadAt: timestamp("member_read_at", { withTimezone: true }),
    staffReadAt: timestamp("staff_read_at", { withTimezone: true }),
    /** When each side was last mailed about messages it had not seen (at most one mail a thread an hour). */
    memberMailedAt: timestamp("member_mailed_at", { withTimezone: true }),
    staffMailedAt: timestamp("staff_mailed_at", { withTimezone: true }),
    /** Staff notes about the thread (never shown to the member). */
    staffNotes: text("staff_notes"),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("conversations_member_companion_idx").on(table.memberId, table.companionId)],
);

/**
 * Each side of a thread (the member; staff, who answer for the companion): its read and mailed marks, and who
 * writes what it reads.
 */
export const threadSides = {
  member: { readAt: conversations.memberReadAt, mailedAt: conversations.memberMailedAt, reads: "staff" },
  staff: { readAt: conversations.staffReadAt, mailedAt: conversations.staffMailedAt, reads: "member" },
} as const;

export const messages = pgTable(
  "messages",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    /** "member" wrote it, or "staff" (an admin or the companion's account) answered. */
    sender: text("sender").$type<"member" | "staff">().notNull(),
    senderUserId: text("sender_user_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("messages_conversation_idx").on(table.conversationId, table.createdAt)],
);
