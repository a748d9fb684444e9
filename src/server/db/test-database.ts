import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase, queryRows, type Database } from "./client.ts";

export interface TestDatabase extends Database {
  /** Empties every table, keeping the schema: call between tests of one file. */
  reset(): Promise<void>;
}

/**
 * A database of a test file's own: PGlite in memory by default, or a fresh database created on the
 * server named by TEST_DATABASE_URL (dropped again on close).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ driver: "pglite" });
    return { ...database, reset: () => truncateAll(database) };
  }
  const scratch = await createScratchPostgresDatabase(serverUrl, "wingmate_test");
  const database = await openDatabase({ driver: "postgres", url: scratch.url, poolSize: 5 });
  return {
    ...database,
    reset: () => truncateAll(database),
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

/** A new, empty database on the PostgreSQL server at `serverUrl` (no tables), and how to drop it. */
export async function createScratchPostgresDatabase(serverUrl: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdminClient(serverUrl, (client) => client.query(`drop database if exists "${name}" with (force)`)).then(() => undefined),
  };
}

async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function truncateAll(database: Database): Promise<void> {
  const rows = await queryRows<{ tablename: string }>(database.db, sql`select tablename from pg_tables where schemaname = 'public'`);
  const tables = rows.map((row) => `"public"."${row.tablename}"`);
  if (tables.length > 0) await database.db.execute(sql.raw(`truncate ${tables.join(", ")} restart identity cascade`));
}
