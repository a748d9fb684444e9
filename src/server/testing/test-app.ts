import type { Payments } from "../adapters/payments/payments.ts";
import type { ObjectStore } from "../adapters/storage/store.ts";
import type { AppConfig } from "../config.ts";
import { testConfig } from "../config.ts";
import { buildApp, type App } from "../app.ts";
import { createTestDatabase, type TestDatabase } from "../db/test-database.ts";
import type { WebBuild } from "../http/pages.ts";

export interface TestApp {
  app: App;
  database: TestDatabase;
  config: AppConfig;
  close(): Promise<void>;
}

/**
 * The real application on a database of the test file's own, reached through `app.inject`.
 * `register` adds test-only routes before the app is sealed.
 */
export async function createTestApp(
  options: {
    config?: Partial<AppConfig>;
    webBuild?: WebBuild | null;
    store?: ObjectStore;
    payments?: Payments;
    logStream?: { write(line: string): void };
    register?: (app: App) => void | Promise<void>;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = testConfig(options.config);
  const app = await buildApp({
    config,
    database,
    webBuild: options.webBuild ?? null,
    store: options.store,
    payments: options.payments,
    logStream: options.logStream,
  });
  await options.register?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
