/** The workspace feature's tables: only this feature queries them (others call its service). */
import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "../../server/db/columns.ts";
import { users } from "../../server/auth/tables.ts";
import { bookings } from "../bookings/tables.server.ts";
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

/**
 * A session's safety check-in: when the companion tapped "Started" and "Ended safely" (once each, by the
 * account that answered for the companion then). No row until the first tap.
 */
export const sessionCheckIns = pgTable("session_check_ins", {
  bookingId: uuid("booking_id")
    .primaryKey()
    .references(() => bookings.id, { onDelete: "cascade" }),
  startedAt: timestamp("started_at", { withTimezone: true }),
  startedBy: text("started_by").references(() => users.id, { onDelete: "set null" }),
  endedAt: timestamp("ended_at", { withTimezone: true }),
  endedBy: text("ended_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

export type SafetyAlertKind = "missed_check_in" | "missed_check_out" | "emergency";

/**
 * What staff are alerted to about a session: a missed check-in or check-out (raised once per session and kind by
 * the sweep: the unique index lets one instance win) or the companion's emergency (one open at a time per
 * session, so a double tap records once). Open until a staff member acknowledges it.
 */
export const safetyAlerts = pgTable(
  "safety_alerts",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    kind: text("kind").$type<SafetyAlertKind>().notNull(),
    raisedAt: timestamp("raised_at", { withTimezone: true }).notNull(),
    /** The companion's account for an emergency; null when the sweep raised it. */
    raisedBy: text("raised_by").references(() => users.id, { onDelete: "set null" }),
    acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true }),
    acknowledgedBy: text("acknowledged_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    uniqueIndex("safety_alerts_missed_once_idx")
      .on(table.bookingId, table.kind)
      .where(sql`${table.kind} <> 'emergency'`),
    uniqueIndex("safety_alerts_one_open_emergency_idx")
      .on(table.bookingId)
      .where(sql`${table.kind} = 'emergency' and ${table.acknowledgedAt} is null`),
    index("safety_alerts_open_idx")
      .on(table.raisedAt)
      .where(sql`${table.acknowledgedAt} is null`),
  ],
);
