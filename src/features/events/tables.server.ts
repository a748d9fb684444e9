/** The events feature's tables: only this feature queries them (others call its service). */
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "../../server/db/columns.ts";
import { users } from "../../server/auth/tables.ts";

export type EventCategory = "bar" | "lounge" | "nightclub" | "restaurant" | "art/culture";

export const events = pgTable(
  "events",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** The de-duplication key: the title, trimmed and lower-cased (§9). */
    titleKey: text("title_key").notNull().unique(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    /** The Spanish title and description, written by staff; null where none is written (the English is shown, marked). */
    titleEs: text("title_es"),
    descriptionEs: text("description_es"),
    category: text("category").$type<EventCategory>().notNull(),
    venueName: text("venue_name").notNull().default(""),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    priceRange: text("price_range"),
    imageUrl: text("image_url"),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    /** Where it came from: a source's URL, "admin" (written by staff) or "sample" (the sample data set). */
    source: text("source").notNull(),
    /** Hidden by staff: kept (a refresh does not bring it back) but not listed. */
    hidden: boolean("hidden").notNull().default(false),
    /** When staff last edited it: a refresh no longer overwrites an edited event. */
    editedAt: timestamp("edited_at", { withTimezone: true }),
    /** The uploaded image's key in the "event-images" bucket, removed with the event. */
    imageKey: text("image_key"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("events_starts_idx").on(table.startsAt)],
);

export type EventSourceStatus = "ok" | "error";

/**
 * A page with schema.org Event JSON-LD or an iCalendar feed, read on every refresh. Staff add them from the
 * dashboard ("admin"); the EVENT_SOURCES variable's are listed too ("env") so their last fetch shows.
 */
export const eventSources = pgTable("event_sources", {
  id: uuid("id")
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  url: text("url").notNull().unique(),
  label: text("label").notNull().default(""),
  origin: text("origin").$type<"admin" | "env">().notNull(),
  enabled: boolean("enabled").notNull().default(true),
  lastFetchedAt: timestamp("last_fetched_at", { withTimezone: true }),
  lastStatus: text("last_status").$type<EventSourceStatus>(),
  lastCount: integer("last_count"),
  lastError: text("last_error"),
  createdAt: createdAt(),
});

export const eventInterests = pgTable(
  "event_user_interests",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    interested: boolean("interested").notNull().default(true),
    interestLevel: integer("interest_level").notNull().default(5),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("event_interests_user_event_idx").on(table.userId, table.eventId), index("event_interests_event_idx").on(table.eventId)],
);
