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

/**
 * Which adapters are live and which are the embedded or sandbox defaults, one line each, printed once at
 * start: an operator sees at a glance what this process talks to. No secret appears (hosts and names only).
 */
export function adapterSummary(config: AppConfig, databaseDriver: Database["driver"]): Record<string, string> {
  const host = (url: string) => {
    try {
      return new URL(url).host;
    } catch {
      return "configured";
    }
  };
  return {
    database: databaseDriver === "postgres" && config.databaseUrl ? `PostgreSQL at ${host(config.databaseUrl)}` : `PGlite (embedded) in ${config.dataDir}`,
    mail: config.smtpUrl ? `SMTP via ${host(config.smtpUrl)}` : "outbox only (embedded default: mails are queued, not delivered; set SMTP_URL)",
    storage: config.s3
      ? `S3 bucket ${config.s3.bucket}${config.s3.endpoint ? ` at ${host(config.s3.endpoint)}` : ""}`
      : `disk (embedded default) in ${config.dataDir}`,
    payments: config.payments === "stripe" ? "Stripe" : "sandbox (TEST SHOP: no money is taken)",
    rizz: config.llm ? `LLM ${config.llm.model} at ${host(config.llm.baseUrl)}` : "built-in templates (embedded default; set LLM_* for a model)",
    events:
      config.eventSources.length > 0
        ? `${config.eventSources.length} source(s) from EVENT_SOURCES, plus those added on the dashboard`
        : "sources added on the dashboard (none from EVENT_SOURCES)",
    sampleData: config.seedSampleData ? "on: invented events and reviews, labelled sample (SEED_SAMPLE_DATA)" : "off (SEED_SAMPLE_DATA)",
  };
}
