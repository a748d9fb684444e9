import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createDiskStore } from "../adapters/storage/store.ts";
import { openDatabase, queryRows, type DatabaseTarget } from "./client.ts";
import { consultations } from "./schema.ts";
import { seedDatabase } from "./seed.ts";
import { createScratchPostgresDatabase } from "./test-database.ts";

/**
 * `npm run cli -- backup <file>` and `restore <file>`, run as the operator runs them, on both
 * databases: a backup restored into an empty database holds every row of every table.
 */
const run = promisify(execFile);
const workDir = mkdtempSync(path.join(tmpdir(), "wingmate-backup-"));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

const cli = (args: string[], env: Record<string, string>) =>
  run("node_modules/.bin/tsx", ["src/server/cli.ts", ...args], { env: { ...process.env, LOG_LEVEL: "warn", ...env }, timeout: 120_000 });

/** Row count and a digest of the rows, for every table of the app and of the migrations journal. */
async function fingerprint(target: DatabaseTarget): Promise<Record<string, string>> {
  const database = await openDatabase(target);
  try {
    const tables = await queryRows<{ name: string }>(
      database.db,
      sql`select schemaname || '.' || tablename as name from pg_tables where schemaname in ('public', 'drizzle') order by 1`,
    );
    const result: Record<string, string> = {};
    for (const { name } of tables) {
      const [row] = await queryRows<{ rows: string; digest: string | null }>(
        database.db,
        sql.raw(`select count(*)::text as rows, md5(string_agg(t::text, '|' order by t::text)) as digest from ${name} t`),
      );
      result[name] = `${row?.rows} rows, ${row?.digest ?? "empty"}`;
    }
    return result;
  } finally {
    await database.close();
  }
}

/** A database worth backing up: the sample data and a row with text that must survive byte for byte. */
async function fill(target: DatabaseTarget): Promise<void> {
  const database = await openDatabase(target);
  try {
    await seedDatabase(database.db, { store: createDiskStore(workDir), portraits: false, sampleData: true });
    await database.db
      .insert(consultations)
      .values({ name: "Zoë 👩‍👩‍👧 O'Brien", email: "zoe@example.com", phone: "+1 305 555 0100", message: "Line one\nLine 'two' \\ \"three\"" });
  } finally {
    await database.close();
  }
}

// The PostgreSQL pass of `npm test` sets TEST_DATABASE_URL: the PGlite case has run in the first pass.
describe.skipIf(process.env.TEST_DATABASE_URL)("backup and restore on PGlite (DATA_DIR)", () => {
  it("restores into an empty data folder with every row, and refuses to restore over data", async () => {
    const source = path.join(workDir, "source");
    const copy = path.join(workDir, "copy");
    const file = path.join(workDir, "pglite-backup.tar.gz");
    await fill({ driver: "pglite", dataDir: path.join(source, "pglite") });
    const before = await fingerprint({ driver: "pglite", dataDir: path.join(source, "pglite") });
    expect(Object.keys(before).length).toBeGreaterThan(15);
    expect(before["public.consultations"]).toMatch(/^1 rows/);

    await cli(["backup", file], { DATA_DIR: source });
    expect(existsSync(file)).toBe(true);
    await cli(["restore", file], { DATA_DIR: copy });
    expect(await fingerprint({ driver: "pglite", dataDir: path.join(copy, "pglite") })).toEqual(before);

    await expect(cli(["restore", file], { DATA_DIR: copy })).rejects.toMatchObject({ stderr: expect.stringContaining("already holds a database") });
    await expect(cli(["restore", file], { DATABASE_URL: "postgres://nobody@127.0.0.1:1/none" })).rejects.toMatchObject({
      stderr: expect.stringContaining("This is a PGlite backup"),
    });
  }, 180_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)("backup and restore on PostgreSQL (DATABASE_URL)", () => {
  it("restores a pg_dump archive into an empty database with every row, and refuses a database with tables", async () => {
    const serverUrl = process.env.TEST_DATABASE_URL ?? "";
    const source = await createScratchPostgresDatabase(serverUrl, "wingmate_backup_source");
    const copy = await createScratchPostgresDatabase(serverUrl, "wingmate_backup_copy");
    const file = path.join(workDir, "postgres-backup.dump");
    try {
      await fill({ driver: "postgres", url: source.url });
      const before = await fingerprint({ driver: "postgres", url: source.url });

      await cli(["backup", file], { DATABASE_URL: source.url });
      await cli(["restore", file], { DATABASE_URL: copy.url });
      expect(await fingerprint({ driver: "postgres", url: copy.url })).toEqual(before);

      await expect(cli(["restore", file], { DATABASE_URL: copy.url })).rejects.toMatchObject({ stderr: expect.stringContaining("already has tables") });
      await expect(cli(["restore", file], { DATA_DIR: path.join(workDir, "never") })).rejects.toMatchObject({
        stderr: expect.stringContaining("This is a PostgreSQL (pg_dump) backup"),
      });
    } finally {
      await source.drop();
      await copy.drop();
    }
  }, 180_000);
});
