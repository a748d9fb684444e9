/**
 * The accounts' tables: Better Auth's (users, sessions, accounts, verifications: the JS field names are the
 * ones Better Auth expects), the profile made with each account, and the companion links granted to a
 * verified address. src/server/auth writes them.
 */
import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { Locale } from "../../shared/i18n/locales.ts";
import { createdAt, updatedAt } from "../db/columns.ts";
import { companions } from "../../features/companions/tables.server.ts";

export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    /** The language the account reads the site and its mails in: "en" or "es". */
    locale: text("locale").$type<Locale>().notNull().default("en"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The admin user list sorts by name with keyset paging, and searches names and e-mails by substring.
  (table) => [
    index("users_name_idx").on(table.name, table.id),
    index("users_name_trgm_idx").using("gin", table.name.op("gin_trgm_ops")),
    index("users_email_trgm_idx").using("gin", table.email.op("gin_trgm_ops")),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("sessions_user_idx").on(table.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    /** The argon2id hash (`$argon2id$...`); never leaves the server. */
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("accounts_user_idx").on(table.userId)],
);

/** Single-use tokens: e-mail verification and password reset. */
export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("verifications_identifier_idx").on(table.identifier)],
);

export type Role = "user" | "wingwoman" | "admin";

/** The spec's `profiles` row: one per user, created with the account. */
export const profiles = pgTable(
  "profiles",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: text("user_id")
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    firstName: text("first_name"),
    lastName: text("last_name"),
    phoneNumber: text("phone_number"),
    countryCode: text("country_code"),
    zipCode: text("zip_code"),
    bio: text("bio"),
    avatarUrl: text("avatar_url"),
    role: text("role").$type<Role>().notNull().default("user"),
    /** Set by an admin: the account cannot sign in and its sessions are revoked. */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    /** Staff notes about the account (never shown to the user). */
    adminNotes: text("admin_notes"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("profiles_created_idx").on(table.createdAt, table.id), index("profiles_role_idx").on(table.role)],
);

/** A `wingwoman` account linked to the companion it answers for. */
export const companionAccounts = pgTable("companion_accounts", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  companionId: text("companion_id")
    .notNull()
    .unique()
    .references(() => companions.id, { onDelete: "cascade" }),
});

/**
 * A companion's account waiting for its owner: the address has no verified account yet, so the link is
 * made when an account proves it owns the address (verification), never to whoever signs up first.
 */
export const companionInvitations = pgTable("companion_invitations", {
  email: text("email").primaryKey(),
  companionId: text("companion_id")
    .notNull()
    .references(() => companions.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});
