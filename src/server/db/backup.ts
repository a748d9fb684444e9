import { spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { open, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { openPgliteClient } from "./client.ts";

/**
 * Backups of either database, as files an operator keeps:
 * - PGlite: the data folder as PGlite's own gzipped tarball (`dumpDataDir`), restored with `loadDataDir`;
 * - PostgreSQL: a pg_dump archive (custom format), restored with pg_restore — the standard tools, so a
 *   backup taken here restores anywhere PostgreSQL runs.
 * A restore goes into an empty database only: it never mixes with or overwrites existing data.
 */
export type BackupTarget = { driver: "pglite"; dataDir: string } | { driver: "postgres"; url: string };

export class BackupError extends Error {
  override name = "BackupError";
}

const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);
const PG_DUMP_MAGIC = Buffer.from("PGDMP");

export async function backupDatabase(target: BackupTarget, file: string): Promise<void> {
  if (target.driver === "pglite") {
    const { client, close } = await openPgliteClient(target.dataDir);
    try {
      const dump = await client.dumpDataDir("gzip");
      await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await close();
    }
    return;
  }
  await run(postgresTool("pg_dump"), ["--format=custom", "--no-owner", "--no-privileges", `--file=${file}`, `--dbname=${target.url}`]);
}

export async function restoreDatabase(target: BackupTarget, file: string): Promise<void> {
  const kind = await backupKind(file);
  if (target.driver === "pglite") {
    if (kind !== "pglite") throw new BackupError("This is a PostgreSQL (pg_dump) backup: restore it with DATABASE_URL set to an empty database.");
    if (existsSync(path.join(target.dataDir, "PG_VERSION")))
      throw new BackupError(`${target.dataDir} already holds a database: restore into an empty DATA_DIR.`);
    const { close } = await openPgliteClient(target.dataDir, new Blob([await readFile(file)]));
    await close();
    return;
  }
  if (kind !== "postgres") throw new BackupError("This is a PGlite backup: restore it without DATABASE_URL, into an empty DATA_DIR.");
  if (!(await isEmptyPostgres(target.url))) throw new BackupError("The database at DATABASE_URL already has tables: restore into an empty database.");
  await run(postgresTool("pg_restore"), ["--no-owner", "--no-privileges", "--single-transaction", "--exit-on-error", `--dbname=${target.url}`, file]);
}

async function backupKind(file: string): Promise<"pglite" | "postgres"> {
  if (!existsSync(file)) throw new BackupError(`No backup file at ${file}.`);
  const handle = await open(file, "r");
  try {
    const head = Buffer.alloc(5);
    await handle.read(head, 0, 5, 0);
    if (head.subarray(0, 2).equals(GZIP_MAGIC)) return "pglite";
    if (head.equals(PG_DUMP_MAGIC)) return "postgres";
  } finally {
    await handle.close();
  }
  throw new BackupError(`${file} is not a Wingmate backup (neither a PGlite dump nor a pg_dump archive).`);
}

async function isEmptyPostgres(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ count: string }>("select count(*) from pg_tables where schemaname not in ('pg_catalog', 'information_schema')");
    return Number(result.rows[0]?.count ?? 0) === 0;
  } finally {
    await client.end();
  }
}

/**
 * The PostgreSQL client tool: on PATH, or the newest one Debian installs under /usr/lib/postgresql
 * (pg_dump must be at least the server's version).
 */
export function postgresTool(name: "pg_dump" | "pg_restore"): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((entry) => /^\d+$/.test(entry))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  for (const version of versions) {
    const candidate = path.join(root, version, "bin", name);
    if (existsSync(candidate)) return candidate;
  }
  return name;
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? new BackupError(`${path.basename(command)} is not installed: install the PostgreSQL client tools (apt-get install postgresql-client).`)
          : error,
      ),
    );
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new BackupError(`${path.basename(command)} failed: ${stderr.trim() || `exit ${code}`}`))));
  });
}
