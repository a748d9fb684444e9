import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The journeys read the e-mails the app sends from an SMTP server the run starts on this port (tests/e2e/mailbox.ts). */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
// Each run gets an empty data folder: migrations, seeding and uploads start from nothing.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "wingmate-e2e-"));
// The workers read this config again: they must find the same folder (the journeys' fixtures read the auth secret there).
process.env.E2E_DATA_DIR = dataDir;

/** Spec files that must not run beside any other journey. */
const ALONE = /events-admin\.spec\.ts$/;

export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
};

export default defineConfig({
  testDir: "tests/e2e",
  // The run's mailbox: one SMTP server that every worker reads (tests/e2e/mailbox.ts).
  globalSetup: "./tests/e2e/global-setup.ts",
  outputDir: "test-results",
  // Two workers share the one production server: each takes whole files, whose journeys run in order.
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A journey is a person's whole task (sign up, pay, come back): its limit is there to end a stuck run, not to
  // time it, and so are the waits for what a page shows (a busy two-core machine may be several times slower).
  timeout: 180_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace costs every action a snapshot of the page: CI records the retry of a failed journey.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    // The admin account the journeys share, made once before any of them (two workers would race to make it).
    { name: "setup", testMatch: /\.setup\.ts$/ },
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunchOptions },
      dependencies: ["setup"],
      testIgnore: ALONE,
    },
    // Journeys that change what every page shows (the sample data removed for a while) run once the others are done.
    { name: "chromium, alone", use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunchOptions }, dependencies: ["chromium"], testMatch: ALONE },
  ],
  webServer: {
    command: "npx tsx scripts/start.ts",
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}/?ignoreTLS=true`,
      ADMIN_EMAILS: "admin@wingmate.test",
      // A held slot lapses after 20 seconds unless paid (900 by default), so a journey can watch it lapse.
      BOOKING_HOLD_SECONDS: "20",
      // Every journey signs up from this one machine.
      SIGN_UPS_PER_ADDRESS_PER_HOUR: "2000",
      // The test shop: no money moves (production refuses to start without a provider named).
      PAYMENTS: "sandbox",
      // Production starts without invented content; the journeys read the sample events and reviews (labelled).
      SEED_SAMPLE_DATA: "true",
      // The event-source journey serves its feed from this machine.
      EVENT_SOURCES_ALLOW_PRIVATE: "true",
    },
  },
});
