/** The hiring feature's tables: only this feature queries them (others call its service). */
import { sql } from "drizzle-orm";
import { boolean, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import type { Locale } from "../../shared/i18n/locales.ts";
import { createdAt, updatedAt } from "../../server/db/columns.ts";
import { users } from "../../server/auth/tables.ts";
import { companions } from "../companions/tables.server.ts";

export type ApplicationStatus = "new" | "interviewing" | "accepted" | "rejected";

export const hiringApplications = pgTable("hiring_applications", {
  id: uuid("id")
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
  name: text("name").notNull(),
  age: text("age"),
  phone: text("phone").notNull(),
  email: text("email").notNull(),
  relationshipStatus: text("relationship_status"),
  areasToWork: jsonb("areas_to_work").$type<string[]>().notNull().default([]),
  weeklyAvailability: text("weekly_availability"),
  transportationMethod: text("transportation_method"),
  experience: text("experience"),
  motivation: text("motivation"),
  personalityTraits: jsonb("personality_traits").$type<string[]>().notNull().default([]),
  communicationStyle: text("communication_style"),
  socialMediaComfort: text("social_media_comfort"),
  scenario1: text("scenario1"),
  scenario2: text("scenario2"),
  /** Key in the private hiring-headshots bucket; only admins can open it. */
  headshotKey: text("headshot_key"),
  backgroundCheck: boolean("background_check").notNull(),
  terms: boolean("terms").notNull(),
  /** The language the applicant applied in: the team's answer is written in it. */
  locale: text("locale").$type<Locale>().notNull().default("en"),
  status: text("status").$type<ApplicationStatus>().notNull().default("new"),
  notes: text("notes"),
  /** The catalogue entry made from this application once it was accepted (one at most). */
  companionId: text("companion_id").references(() => companions.id, { onDelete: "set null" }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
