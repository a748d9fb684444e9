import path from "node:path";
import { ConfigError, loadConfig, type AppConfig } from "./config.ts";
import { openDatabase, type Database } from "./db/client.ts";
import { DataDirInUseError } from "./db/data-dir-lock.ts";

/** Prints one clear line and stops: what `npm start` shows for a bad setting or an unreachable database. */
export function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** The validated configuration, or one line naming the bad variable and the end of the process. */
export function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

/** PGlite under DATA_DIR, or PostgreSQL at DATABASE_URL; migrations applied either way. */
export async function openConfiguredDatabase(config: AppConfig): Promise<Database> {
  if (!config.databaseUrl) {
    try {
      return await openDatabase({ driver: "pglite", dataDir: path.join(config.dataDir, "pglite") });
    } catch (error) {
      if (error instanceof DataDirInUseError) fail(error.message);
      throw error;
    }
  }
  try {
    return await openDatabase({ driver: "postgres", url: config.databaseUrl });
  } catch (error) {
    const url = new URL(config.databaseUrl);
    const reason = error instanceof Error ? error.message : String(error);
    return fail(`Cannot use DATABASE_URL (postgres://${url.host}${url.pathname}): ${reason}`);
  }
}
