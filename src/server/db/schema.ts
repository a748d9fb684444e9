/**
 * The whole Drizzle schema, gathered: each table is declared by its owner (a feature's `tables.server.ts`,
 * the accounts' `src/server/auth/tables.ts`, the platform's `platform-tables.ts`) and re-exported here for
 * drizzle-kit, which generates the committed SQL migrations from this file, and for the database client's
 * `drizzle(..., { schema })`. Code that queries a table imports it from its owner, not from here.
 */
export * from "./platform-tables.ts";
export * from "../auth/tables.ts";
export * from "../../features/billing/tables.server.ts";
export * from "../../features/bookings/tables.server.ts";
export * from "../../features/companions/tables.server.ts";
export * from "../../features/events/tables.server.ts";
export * from "../../features/franchise/tables.server.ts";
export * from "../../features/hiring/tables.server.ts";
export * from "../../features/member-profiles/tables.server.ts";
export * from "../../features/messages/tables.server.ts";
export * from "../../features/reports/tables.server.ts";
export * from "../../features/reviews/tables.server.ts";
export * from "../../features/saved/tables.server.ts";
export * from "../../features/workspace/tables.server.ts";
