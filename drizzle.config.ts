import { defineConfig } from "drizzle-kit";

// Migrations are generated offline from the schema and committed; the server applies them at start.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema.ts",
  out: "./src/server/db/migrations",
});
