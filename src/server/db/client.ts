import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PGlite } from "@electric-sql/pglite";
import { sql, type SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { pgliteChangeFeed, postgresChangeFeed, type ChangeFeed } from "./change-feed.ts";
import { lockDataDir } from "./data-dir-lock.ts";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
/** The one database type the app uses, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: "pglite" | "postgres";
  /** Changes committed by any instance, for in-process caches. */
  changes: ChangeFeed;
  /** Answers true when a trivial query succeeds within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

export type DatabaseTarget =
  | { driver: "postgres"; url: string; poolSize?: number }
  | {
      driver: "pglite";
      dataDir?: string /* undefined = in memory */;
      /** Starts from a `dumpDataDir` backup instead of an empty cluster (only into an empty folder or memory). */
      loadDataDir?: Blob;
    };

export interface OpenOptions {
  /**
   * Applies the committed migrations (the default). Off only for a database known to be migrated
   * already, such as the tests' copies of a database migrated once per run.
   */
  migrate?: boolean;
}

/** Opens the database and applies the committed migrations. */
export async function openDatabase(target: DatabaseTarget, options: OpenOptions = {}): Promise<Database> {
  const database = target.driver === "postgres" ? openPostgres(target.url, target.poolSize) : await openPglite(target.dataDir, target.loadDataDir);
  if (options.migrate === false) return database;
  try {
    await migrateDatabase(database, target.driver === "postgres" ? target.url : undefined);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

async function migrateDatabase(database: Database, postgresUrl?: string): Promise<void> {
  if (database.driver === "pglite") {
    await migratePglite(database.db as Parameters<typeof migratePglite>[0], { migrationsFolder });
    return;
  }
  // Several instances may start at once: one migrates while the others wait on the lock. The lock
  // belongs to a session, so take it, migrate and release it on one dedicated connection.
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock(727274)");
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    await client.end();
  }
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("timed out")), timeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

function pingWith(db: Db) {
  return async (timeoutMs = 2000) => {
    try {
      await withTimeout(db.execute(sql`select 1`), timeoutMs);
      return true;
    } catch {
      return false;
    }
  };
}

function openPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // A request never waits long for a connection: during an outage it fails fast with 503.
    connectionTimeoutMillis: 2000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on("error", () => undefined);
  return databaseOf("postgres", drizzlePg(pool, { schema }) as unknown as Db, postgresChangeFeed(url), () => pool.end());
}

/** The app's view of an open database: `closeConnection` runs after the change feed has stopped. */
function databaseOf(driver: Database["driver"], db: Db, changes: ChangeFeed, closeConnection: () => Promise<void>): Database {
  return {
    db,
    driver,
    changes,
    ping: pingWith(db),
    close: async () => {
      await changes.close();
      await closeConnection();
    },
  };
}

/**
 * PostgreSQL's shared buffers live inside the WebAssembly memory, and PGlite touches all of them as it
 * starts: the default 128 MB would be resident from the first second. The hot reads (sessions, the
 * catalogue) are answered from the server's own caches, and pages not in the buffers come from the
 * operating system's file cache, so 8 MB is enough; each MB less is a MB less resident (measured:
 * WebAssembly memory touched at start 47 MB with 32 MB of buffers, 29.6 MB with 16, 21.6 MB with 8).
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=8MB"];

/**
 * A PGlite client on `dataDir` (in memory when undefined), holding the folder's lock until `close`.
 * `loadDataDir` starts it from a backup (`dumpDataDir`) instead: only into an empty folder.
 */
export async function openPgliteClient(dataDir?: string, loadDataDir?: Blob): Promise<{ client: PGlite; close(): Promise<void> }> {
  let unlock = () => {};
  if (dataDir) {
    await mkdir(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  try {
    const client = await PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      ...(loadDataDir ? { loadDataDir } : {}),
      extensions: { pg_trgm },
      startParams: PGLITE_START_PARAMS,
    });
    return {
      client,
      close: async () => {
        if (!client.closed) await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Database> {
  const { client, close } = await openPgliteClient(dataDir, loadDataDir);
  return databaseOf("pglite", drizzlePglite(client, { schema }) as unknown as Db, pgliteChangeFeed(client), close);
}
