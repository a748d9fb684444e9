/** The companions feature's tables: only this feature queries them (others call its service). */
import { sql } from "drizzle-orm";
import { boolean, date, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { DEFAULT_WEEKLY_HOURS, type TimeRange, type WeeklyHours } from "../../shared/availability.ts";
import { createdAt, updatedAt } from "../../server/db/columns.ts";

/** One image in the sizes the pages use; each size in AVIF and WebP (URLs from the storage adapter). */
export interface PhotoSet {
  alt: string;
  card: { avif: string; webp: string; width: number };
  full: { avif: string; webp: string; width: number };
  /** Storage keys, to delete the files when the photo is removed. */
  keys: string[];
}

export type CompanionGender = "woman" | "man";

export const companions = pgTable(
  "companions",
  {
    /** The spec's ids: '1'..'21' for wing women, 'm1'..'m6' for wing men. */
    id: text("id").primaryKey(),
    gender: text("gender").$type<CompanionGender>().notNull(),
    name: text("name").notNull(),
    age: integer("age").notNull(),
    location: text("location").notNull(),
    area: text("area").notNull(),
    bio: text("bio").notNull(),
    fullBio: text("full_bio").notNull(),
    /** The Spanish edition of the free text, written by staff; null where none is written (the English is shown, marked). */
    bioEs: text("bio_es"),
    fullBioEs: text("full_bio_es"),
    specialties: jsonb("specialties").$type<string[]>().notNull().default([]),
    achievements: jsonb("achievements").$type<string[]>().notNull().default([]),
    achievementsEs: jsonb("achievements_es").$type<string[]>(),
    personalityTraits: jsonb("personality_traits").$type<string[]>().notNull().default([]),
    responseTime: text("response_time").notNull(),
    languages: jsonb("languages").$type<string[]>().notNull().default([]),
    interests: jsonb("interests").$type<string[]>().notNull().default([]),
    experience: text("experience").notNull(),
    backgroundChecked: boolean("background_checked").notNull().default(false),
    photos: jsonb("photos").$type<PhotoSet[]>().notNull().default([]),
    /** Hidden companions are left out of every list and page (admins still see them). */
    hidden: boolean("hidden").notNull().default(false),
    /** When sessions may be booked, per weekday, in Florida time (see src/shared/availability.ts). */
    weeklyHours: jsonb("weekly_hours").$type<WeeklyHours>().notNull().default(DEFAULT_WEEKLY_HOURS),
    /** Minutes kept free before and after each session. */
    bufferMinutes: integer("buffer_minutes").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("companions_gender_idx").on(table.gender)],
);

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
