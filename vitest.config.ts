import { defineConfig } from "vitest/config";

const shared = { environment: "node", testTimeout: 30_000, hookTimeout: 60_000 } as const;

// Kept apart from vite.config.ts: the React Router plugin is for the web build, not for tests.
// Two projects, so `--project integration` reruns only the tests that use the database.
export default defineConfig({
  test: {
    // Two cores: PGlite and sharp are CPU-heavy, more workers only queue.
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...shared,
          name: "unit",
          include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts"],
          exclude: ["src/**/*.int.test.ts", "**/node_modules/**"],
        },
      },
      {
        test: {
          ...shared,
          name: "integration",
          include: ["src/**/*.int.test.ts"],
          // Migrates one database per run; each file's `createTestDatabase` starts from a copy of it.
          globalSetup: ["src/server/testing/global-setup.ts"],
          // Each file builds its own app on its own database, and none mocks modules: a worker imports
          // the app's modules once for all its files instead of once per file (measured: a quarter of
          // the CPU time of this project went to importing them again).
          isolate: false,
        },
      },
    ],
  },
});
