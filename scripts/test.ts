// `npm test`: every test of the project, then one line `N passed, N failed`.
//   1. the build (web app and server bundle) when missing or older than its sources: the page tests render
//      the real web build, the journeys run the built app;
//   2. vitest: unit and integration tests on PGlite;
//   3. vitest again for the integration tests (*.int.test.ts) on PostgreSQL when TEST_DATABASE_URL is set;
//   4. Playwright: the end-to-end journeys in Chromium against the built app (SKIP_E2E=1 leaves them out).
// Before the last line it prints what each phase cost and the slowest test files, so every run shows where
// the time goes. `CI_PHASE_TIMES` (`install=35,guards=80`, in seconds) adds the phases .ci/run ran before.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureBuilds } from "./ensure-builds.ts";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const SLOWEST_SHOWN = 10;
const reportDir = mkdtempSync(path.join(tmpdir(), "wingmate-test-"));
const totals = { passed: 0, failed: 0, skipped: 0 };
const phases: { name: string; seconds: number }[] = [];
const fileTimes: { phase: string; file: string; seconds: number }[] = [];

function timed<T>(name: string, run: () => T): T {
  const started = performance.now();
  try {
    return run();
  } finally {
    phases.push({ name, seconds: (performance.now() - started) / 1000 });
  }
}

function buildOrExit(): void {
  try {
    ensureBuilds();
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}

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
  testResults: { name: string; startTime: number; endTime: number }[];
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
  for (const file of report.testResults) {
    fileTimes.push({ phase: label, file: path.relative(process.cwd(), file.name), seconds: (file.endTime - file.startTime) / 1000 });
  }
}

interface PlaywrightSuite {
  file: string;
  specs?: { tests: { results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites: PlaywrightSuite[];
}

/** Milliseconds spent in a file's journeys (every try counted), with its nested describe blocks. */
function suiteMilliseconds(suite: PlaywrightSuite): number {
  const own = (suite.specs ?? []).flatMap((spec) => spec.tests.flatMap((test) => test.results)).reduce((sum, result) => sum + result.duration, 0);
  return own + (suite.suites ?? []).reduce((sum, child) => sum + suiteMilliseconds(child), 0);
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
  const report = JSON.parse(readFileSync(output, "utf8")) as PlaywrightReport;
  const { stats } = report;
  totals.passed += stats.expected + stats.flaky;
  totals.failed += Math.max(stats.unexpected, result.status === 0 ? 0 : 1);
  totals.skipped += stats.skipped;
  for (const suite of report.suites) {
    fileTimes.push({ phase: "end-to-end", file: path.join("tests/e2e", suite.file), seconds: suiteMilliseconds(suite) / 1000 });
  }
}

/** The phases .ci/run timed before calling `npm test` (`install=35,guards=80`). */
function phasesBefore(): { name: string; seconds: number }[] {
  return (process.env.CI_PHASE_TIMES ?? "")
    .split(",")
    .map((pair) => pair.split("="))
    .filter(([name, seconds]) => name && Number.isFinite(Number(seconds)))
    .map(([name, seconds]) => ({ name: name as string, seconds: Number(seconds) }));
}

function printTimes(): void {
  const all = [...phasesBefore(), ...phases];
  const width = Math.max(...all.map((phase) => phase.name.length));
  process.stdout.write("\nTime per phase:\n");
  for (const phase of all) process.stdout.write(`  ${phase.name.padEnd(width)}  ${phase.seconds.toFixed(0).padStart(5)} s\n`);
  const total = all.reduce((sum, phase) => sum + phase.seconds, 0);
  process.stdout.write(`  ${"total".padEnd(width)}  ${total.toFixed(0).padStart(5)} s\n`);
  process.stdout.write(`\nThe ${SLOWEST_SHOWN} slowest test files:\n`);
  for (const entry of [...fileTimes].sort((a, b) => b.seconds - a.seconds).slice(0, SLOWEST_SHOWN)) {
    process.stdout.write(`  ${entry.seconds.toFixed(1).padStart(6)} s  ${entry.file} (${entry.phase})\n`);
  }
}

const { TEST_DATABASE_URL, ...envWithoutServerDb } = process.env;
timed("build", buildOrExit);
timed("unit and integration (PGlite)", () => runVitest("unit and integration (PGlite)", [], envWithoutServerDb));
if (TEST_DATABASE_URL) {
  timed("integration (PostgreSQL)", () => runVitest("integration (PostgreSQL)", ["--project", "integration"], process.env));
}
if (process.env.SKIP_E2E !== "1") {
  timed("end-to-end (Playwright)", () => {
    ensureChromium();
    runPlaywright();
  });
}
rmSync(reportDir, { recursive: true, force: true });
printTimes();

process.stdout.write(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}\n`);
process.exit(totals.failed > 0 ? 1 : 0);
