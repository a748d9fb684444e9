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
      { test: { ...shared, name: "integration", include: ["src/**/*.int.test.ts"] } },
    ],
  },
});
