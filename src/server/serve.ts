import { buildApp, type AppDependencies } from "./app.ts";
import { createObjectStore } from "./adapters/storage/store.ts";
import { grantAdminRoles } from "./auth/profiles.ts";
import { seedDatabase } from "./db/seed.ts";
import { bufferedLogStream } from "./http/request-log.ts";
import { adapterSummary, fail, loadConfigOrExit, openConfiguredDatabase } from "./startup.ts";

/** What development changes in how the server starts: the web app from Vite instead of the build (scripts/dev.ts). */
export type StartOptions = Pick<AppDependencies, "webBuild" | "serverFactory">;

/** Opens the database, seeds it, and serves the API and the web app until SIGTERM or SIGINT. */
export async function startServer(options: StartOptions = {}): Promise<void> {
  const config = loadConfigOrExit();
  const database = await openConfiguredDatabase(config);
  const store = createObjectStore(config);
  await seedDatabase(database.db, { store, portraits: true, sampleData: config.seedSampleData });
  await grantAdminRoles(database.db, config.adminEmails);
  const app = await buildApp({
    config,
    database,
    store,
    backgroundWorkers: true,
    ...(config.env === "production" ? { logStream: bufferedLogStream() } : {}),
    ...options,
  });

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
  app.log.info({ url: config.publicUrl, adapters: adapterSummary(config, database.driver) }, "Wingmate is ready");
  if (config.payments === "sandbox" && config.env === "production") {
    app.log.warn("PAYMENTS=sandbox: this is a TEST SHOP. Memberships and bookings are 'paid' with a test button and no money is taken; every page says so.");
  }
  if (config.seedSampleData && config.env === "production") {
    app.log.warn(
      "SEED_SAMPLE_DATA=true: invented events and reviews are on this site, each labelled sample. Remove them from the dashboard (Operations) or with `npm run cli -- sample remove`.",
    );
  }
}

export function startOrExit(options: StartOptions = {}): void {
  startServer(options).catch((error: unknown) => {
    process.stderr.write(`Wingmate could not start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
