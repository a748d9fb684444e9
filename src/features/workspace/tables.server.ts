/** The workspace feature's tables: only this feature queries them (others call its service). */
import { sql } from "drizzle-orm";
import { date, index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import type { TimeRange } from "../../shared/availability.ts";
import { createdAt } from "../../server/db/columns.ts";
import { companions } from "../companions/tables.server.ts";

/** A companion's time off (no ranges) or other hours on a run of dates, Florida dates, both ends included. */
export const companionAvailabilityExceptions = pgTable(
  "companion_availability_exceptions",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    companionId: text("companion_id")
      .notNull()
      .references(() => companions.id, { onDelete: "cascade" }),
    startsOn: date("starts_on", { mode: "string" }).notNull(),
    endsOn: date("ends_on", { mode: "string" }).notNull(),
    ranges: jsonb("ranges").$type<TimeRange[]>().notNull().default([]),
    note: text("note").notNull().default(""),
    createdAt: createdAt(),
  },
  (table) => [index("availability_exceptions_companion_idx").on(table.companionId, table.endsOn)],
);
