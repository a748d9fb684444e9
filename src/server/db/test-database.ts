import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase, queryRows, type Database } from "./client.ts";

export interface TestDatabase extends Database {
  /** Empties every table, keeping the schema: call between tests of one file. */
  reset(): Promise<void>;
}

/** What vitest's global setup (src/server/testing/global-setup.ts) migrated once for the run. */
export interface PreparedTestDatabases {
  /** A migrated PGlite's `dumpDataDir` tarball. */
  pgliteSnapshot?: string;
  /** A migrated template database on the server, and the name prefix of this run's copies. */
  postgres?: { serverUrl: string; template: string; prefix: string };
}

declare module "vitest" {
  export interface ProvidedContext {
    wingmateTestDatabases: PreparedTestDatabases;
  }
}

/**
 * A database of a test file's own: PGlite in memory by default, or a new database on the server
 * named by TEST_DATABASE_URL (dropped again on close). Both start as a copy of the database the
 * global setup migrated for the run; run without it, each migrates its own.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const prepared = await preparedTestDatabases();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const snapshot = prepared.pgliteSnapshot;
    const database = snapshot
      ? await openDatabase({ driver: "pglite", loadDataDir: new Blob([await readFile(snapshot)]) }, { migrate: false })
      : await openDatabase({ driver: "pglite" });
    return { ...database, reset: () => truncateAll(database) };
  }
  const template = prepared.postgres?.serverUrl === serverUrl ? prepared.postgres : undefined;
  const scratch = template
    ? await createScratchPostgresDatabase(serverUrl, template.prefix + "f", template.template)
    : await createScratchPostgresDatabase(serverUrl, "wingmate_test");
  let database: Database;
  try {
    database = await openDatabase({ driver: "postgres", url: scratch.url, poolSize: 5 }, { migrate: !template });
  } catch (error) {
    await scratch.drop();
    throw error;
  }
  return {
    ...database,
    reset: () => truncateAll(database),
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

/**
 * The global setup's databases, or nothing when the tests run without it. Vitest is imported here
 * only: the global setup imports this module too, in vitest's main process.
 */
async function preparedTestDatabases(): Promise<PreparedTestDatabases> {
  try {
    const { inject } = await import("vitest");
    return inject("wingmateTestDatabases") ?? {};
  } catch {
    return {};
  }
}

/**
 * A new database on the PostgreSQL server at `serverUrl`, and how to drop it: empty (no tables), or
 * a copy of `template` (which nobody may be connected to).
 */
export async function createScratchPostgresDatabase(serverUrl: string, prefix: string, template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database "${name}"${template ? ` template "${template}"` : ""}`));
  return {
    url: postgresDatabaseUrl(serverUrl, name),
    drop: () => withAdminClient(serverUrl, (client) => client.query(`drop database if exists "${name}" with (force)`)).then(() => undefined),
  };
}

/** `serverUrl` pointed at the database `name` on the same server. */
export function postgresDatabaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops every database whose name starts with `prefix` (a run's template and its leftover copies). */
export async function dropPostgresDatabases(serverUrl: string, prefix: string): Promise<void> {
  await withAdminClient(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>("select datname from pg_database where starts_with(datname, $1)", [prefix]);
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
  });
}

export async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
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
