import path from "node:path";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig, type AppConfig } from "./config.ts";
import { openDatabase, type Database } from "./db/client.ts";
import { seedDatabase } from "./db/seed.ts";

/** Prints one clear line and stops: what `npm start` shows for a bad setting or an unreachable database. */
function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function openConfiguredDatabase(config: AppConfig): Promise<Database> {
  if (!config.databaseUrl) return openDatabase({ driver: "pglite", dataDir: path.join(config.dataDir, "pglite") });
  try {
    return await openDatabase({ driver: "postgres", url: config.databaseUrl });
  } catch (error) {
    const url = new URL(config.databaseUrl);
    const reason = error instanceof Error ? error.message : String(error);
    return fail(`Cannot use DATABASE_URL (postgres://${url.host}${url.pathname}): ${reason}`);
  }
}

async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  const database = await openConfiguredDatabase(config);
  await seedDatabase(database.db);
  const app = await buildApp({ config, database });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    const forceExit = setTimeout(() => process.exit(1), 15_000);
    forceExit.unref();
    try {
      await app.close();
      await database.close();
    } finally {
      process.exit(0);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    await database.close();
    if (code === "EADDRINUSE") fail(`PORT ${config.port} is already in use: stop the other process or set PORT.`);
    throw error;
  }
  app.log.info({ url: config.publicUrl, db: database.driver }, "Wingmate is ready");
}

main().catch((error: unknown) => {
  process.stderr.write(`Wingmate could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
