// `npm test`: every test of the project, then one line `N passed, N failed`.
//   1. vitest: unit and integration tests on PGlite;
//   2. vitest again for the integration tests (*.int.test.ts) on PostgreSQL when TEST_DATABASE_URL is set;
//   3. Playwright: the end-to-end journeys in Chromium against the built app.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureBuilds } from "./ensure-builds.ts";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const reportDir = mkdtempSync(path.join(tmpdir(), "wingmate-test-"));
const totals = { passed: 0, failed: 0, skipped: 0 };

function ensureChromium(): void {
  if (existsSync(CHROMIUM)) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    process.stderr.write("Chromium is missing for the end-to-end tests: run `sudo apt-get install -y chromium`.\n");
    process.exit(1);
  }
  process.stdout.write("Installing Chromium with apt for the end-to-end tests...\n");
  const install = spawnSync("sh", ["-c", "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium"], {
    stdio: "inherit",
  });
  if (install.status !== 0 || !existsSync(CHROMIUM)) {
    process.stderr.write("Could not install Chromium: run `apt-get install -y chromium` as root.\n");
    process.exit(1);
  }
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numFailedTestSuites: number;
}

function runVitest(label: string, args: string[], env: NodeJS.ProcessEnv): void {
  process.stdout.write(`\n== ${label} ==\n`);
  const output = path.join(reportDir, `${label.replace(/\W+/g, "-")}.json`);
  const result = spawnSync("npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${output}`, ...args], {
    stdio: "inherit",
    env,
  });
  if (!existsSync(output)) {
    totals.failed += 1;
    process.stderr.write(`${label}: vitest produced no report (exit ${result.status}).\n`);
    return;
  }
  const report = JSON.parse(readFileSync(output, "utf8")) as VitestReport;
  totals.passed += report.numPassedTests;
  // A file that fails to load counts as a failure even though it ran no test.
  totals.failed += Math.max(report.numFailedTests, result.status === 0 ? 0 : 1);
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

function runPlaywright(): void {
  process.stdout.write("\n== end-to-end (Playwright, Chromium) ==\n");
  const output = path.join(reportDir, "playwright.json");
  const result = spawnSync("npx", ["playwright", "test", "--reporter=list,json"], {
    stdio: "inherit",
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: output },
  });
  if (!existsSync(output)) {
    totals.failed += 1;
    process.stderr.write(`Playwright produced no report (exit ${result.status}).\n`);
    return;
  }
  const { stats } = JSON.parse(readFileSync(output, "utf8")) as PlaywrightReport;
  totals.passed += stats.expected + stats.flaky;
  totals.failed += Math.max(stats.unexpected, result.status === 0 ? 0 : 1);
  totals.skipped += stats.skipped;
}

const { TEST_DATABASE_URL, ...envWithoutServerDb } = process.env;
runVitest("unit and integration (PGlite)", [], envWithoutServerDb);
if (TEST_DATABASE_URL) {
  runVitest("integration (PostgreSQL)", ["--project", "integration"], process.env);
}
if (process.env.SKIP_E2E !== "1") {
  ensureChromium();
  ensureBuilds();
  runPlaywright();
}
rmSync(reportDir, { recursive: true, force: true });

process.stdout.write(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}\n`);
process.exit(totals.failed > 0 ? 1 : 0);
