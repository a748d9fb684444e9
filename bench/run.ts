// `npm run bench`: figures beside fixed targets, never pass/fail. Builds the app, seeds a realistic volume,
// starts the real server as its own process on PGlite (and on PostgreSQL when DATABASE_URL is set), loads it
// with autocannon from separate processes, and compares with a bare Fastify route started the same way.
// Prints one table and writes bench/results/latest.json.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir, totalmem } from "node:os";
import path from "node:path";
import { createDiskStore } from "../src/server/adapters/storage/store.ts";
import { eq, inArray } from "drizzle-orm";
import { buildApp } from "../src/server/app.ts";
import { grantAdminRoles } from "../src/server/auth/profiles.ts";
import { testConfig } from "../src/server/config.ts";
import { openDatabase, type Database, type DatabaseTarget } from "../src/server/db/client.ts";
import { subscriptions } from "../src/features/billing/tables.server.ts";
import { users } from "../src/server/auth/tables.ts";
import { seedDatabase } from "../src/server/db/seed.ts";
import { createScratchPostgresDatabase } from "../src/server/db/test-database.ts";
import { bundleForNode } from "../scripts/bundle.ts";
import { ensureBuilds, SERVER_BUNDLE } from "../scripts/ensure-builds.ts";
import { ADMIN_LIST_ACCOUNTS, adminListTimings } from "./admin-users.ts";
import { seedVolume, VOLUME } from "./seed-volume.ts";
import { benchFaults } from "./faults.ts";
import { signedInCookie, startProcess, type RunningServer } from "./server.ts";
import { bytesOnFirstVisit, lighthouseScores, type LighthouseScores, type PageBytes } from "./web.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Each route, and the reference, is loaded this long before it is measured: the figures are a warm server's. */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const CONNECTIONS = 50;
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const PASSWORD = "bench password for sign-in 7";
const ADMIN_EMAIL = "bench-admin@example.com";
const MEMBER_EMAIL = "bench-member@example.com";

interface Load {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  total: number;
}
interface Row {
  section: string;
  name: string;
  value: string;
  target: string;
  met: boolean | null;
}

const rows: Row[] = [];
const record = (section: string, name: string, value: string, target: string, met: boolean | null) => {
  rows.push({ section, name, value, target, met });
  process.stdout.write(`  ${met === null ? " " : met ? "✓" : "✗"} ${name}: ${value}${target ? `   (target ${target})` : ""}\n`);
};

function load(options: {
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  randomClientIp?: boolean;
  seconds?: number;
  connections?: number;
}): Load {
  const output = execFileSync("node_modules/.bin/tsx", ["bench/load.ts", JSON.stringify({ connections: CONNECTIONS, seconds: SECONDS, ...options })], {
    encoding: "utf8",
    maxBuffer: 1 << 20,
  });
  return JSON.parse(output) as Load;
}

/** The same load for WARMUP_SECONDS (compiled code, filled caches), whose figures are dropped. */
function warmUp(options: Parameters<typeof load>[0]): void {
  if (WARMUP_SECONDS > 0) load({ ...options, seconds: WARMUP_SECONDS });
}

/** `load`, after warming up. */
function warmLoad(options: Parameters<typeof load>[0]): Load {
  warmUp(options);
  return load(options);
}

async function prepareData(target: DatabaseTarget, dataDir: string): Promise<void> {
  const database = await openDatabase(target);
  try {
    await seedDatabase(database.db, { store: createDiskStore(dataDir), portraits: true, sampleData: true });
    await seedVolume(database.db);
    await createBenchAccounts(database);
  } finally {
    await database.close();
  }
}

/**
 * The admin and the member the load signs in as, made through the real sign-up before the server starts:
 * the admin's address counts as verified (ADMIN_EMAILS grants the role to a verified address only) and the
 * member has 30 days of complimentary membership.
 */
async function createBenchAccounts(database: Database): Promise<void> {
  const app = await buildApp({ config: testConfig({ adminEmails: [ADMIN_EMAIL] }), database, webBuild: null });
  try {
    for (const email of [ADMIN_EMAIL, MEMBER_EMAIL]) {
      const response = await app.inject({
        method: "POST",
        url: "/api/account/sign-up",
        payload: { fullName: "Bench Person", phone: "+1 305 555 0100", email, password: PASSWORD, confirmPassword: PASSWORD },
      });
      if (response.statusCode !== 201) throw new Error(`could not make ${email}: ${response.statusCode} ${response.body}`);
    }
  } finally {
    await app.close();
  }
  await database.db
    .update(users)
    .set({ emailVerified: true })
    .where(inArray(users.email, [ADMIN_EMAIL, MEMBER_EMAIL]));
  await grantAdminRoles(database.db, [ADMIN_EMAIL]);
  const [member] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, MEMBER_EMAIL));
  if (!member) throw new Error("the bench member was not made");
  await database.db.insert(subscriptions).values({
    userId: member.id,
    subscribed: true,
    tier: "VIP",
    provider: "complimentary",
    status: "active",
    currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;

/**
 * A route's share of the reference: the reference is loaded right before and right after the route and the
 * two are averaged, so a machine that speeds up or slows down over the minutes of a run moves both alike.
 */
function shareOfReference(referenceUrl: string, options: Parameters<typeof load>[0]): { result: Load; reference: Load[]; share: number } {
  warmUp(options);
  const before = load({ url: referenceUrl });
  const result = load(options);
  const after = load({ url: referenceUrl });
  return { result, reference: [before, after], share: (2 * result.requestsPerSecond) / (before.requestsPerSecond + after.requestsPerSecond) };
}

async function benchDatabase(
  label: "PGlite" | "PostgreSQL",
  referenceUrl: string,
): Promise<{ server: RunningServer | null; results: Record<string, unknown> }> {
  const section = `API on ${label}`;
  process.stdout.write(`\n${section} (${CONNECTIONS} connections, ${SECONDS} s per route)\n`);
  const dataDir = mkdtempSync(path.join(tmpdir(), "wingmate-bench-"));
  const postgres = label === "PostgreSQL" ? await createScratchPostgresDatabase(process.env.DATABASE_URL ?? "", "wingmate_bench") : null;
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    ADMIN_EMAILS: ADMIN_EMAIL,
    TRUST_PROXY: "127.0.0.1",
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  };
  const target: DatabaseTarget = postgres ? { driver: "postgres", url: postgres.url } : { driver: "pglite", dataDir: path.join(dataDir, "pglite") };
  const results: Record<string, unknown> = {};

  // First start on an empty data folder: migrations, sample data and portraits.
  const empty = await startProcess(SERVER_BUNDLE, env);
  record(section, "first start, empty data folder", ms(empty.startupMs), "", null);
  await empty.stop();
  results.firstStartMs = empty.startupMs;

  await prepareData(target, dataDir);
  const server = await startProcess(SERVER_BUNDLE, env);
  record(section, "cold start to healthy, existing data", ms(server.startupMs), "≤ 2000 ms", server.startupMs <= 2000);
  results.coldStartMs = server.startupMs;
  results.residentMegabytesAtStart = server.residentMegabytes();
  record(section, "resident memory at start", `${Math.round(Number(results.residentMegabytesAtStart))} MB`, "", null);

  const adminCookie = await signedInCookie(server.url, ADMIN_EMAIL, PASSWORD, "10.200.0.1");
  const memberCookie = await signedInCookie(server.url, MEMBER_EMAIL, PASSWORD, "10.200.0.2");

  // The targets: on PostgreSQL the visitor list at half the bare reference, member reads at a quarter, p99 ≤ 30 ms.
  const routes: { name: string; route: string; headers: Record<string, string>; share?: number }[] = [
    { name: "companion list, visitor", route: "/api/companions?gender=woman", headers: {}, share: 0.5 },
    { name: "companion list, member", route: "/api/companions?gender=woman", headers: { cookie: memberCookie }, share: 0.25 },
    { name: "companion detail, member", route: "/api/companions/7", headers: { cookie: memberCookie }, share: 0.25 },
    // As a browser asks for it: compressed (the figures above, like the reference, are uncompressed).
    {
      name: "companion list, member, brotli",
      route: "/api/companions?gender=woman",
      headers: { cookie: memberCookie, "accept-encoding": "gzip, deflate, br" },
    },
    { name: "public review feed", route: "/api/companions/1/reviews", headers: {} },
    // Pages a visitor opens, as a browser asks for them: drawn from the API's answers on the server.
    { name: "page /profiles, visitor", route: "/profiles", headers: { "accept-encoding": "gzip, deflate, br" } },
    { name: "page /profiles/1, visitor", route: "/profiles/1", headers: { "accept-encoding": "gzip, deflate, br" } },
    { name: "page /events, visitor", route: "/events", headers: { "accept-encoding": "gzip, deflate, br" } },
    { name: "GET /api/health", route: "/api/health", headers: {} },
    { name: "admin user list, page 1", route: "/api/admin/users", headers: { cookie: adminCookie } },
    { name: "admin user search", route: "/api/admin/users?q=user-19", headers: { cookie: adminCookie } },
  ];
  for (const { name, route, headers, share: minimumShare } of routes) {
    const options = { url: server.url + route, headers };
    const { result, reference, share } =
      minimumShare === undefined ? { result: warmLoad(options), reference: [], share: undefined } : shareOfReference(referenceUrl, options);
    const p99Target = label === "PostgreSQL";
    const met = minimumShare === undefined || share === undefined ? null : share >= minimumShare && (!p99Target || result.p99 <= 30) && result.non2xx === 0;
    const referenceNote = reference.length ? ` of ${reference.map((load) => Math.round(load.requestsPerSecond)).join("/")} before/after` : "";
    record(
      section,
      name,
      `${Math.round(result.requestsPerSecond)} req/s${share === undefined ? "" : ` (${Math.round(share * 100)}%${referenceNote})`}, p50 ${result.p50} ms, p99 ${result.p99} ms${result.non2xx ? `, ${result.non2xx} non-2xx` : ""}`,
      minimumShare === undefined ? "" : `≥ ${minimumShare * 100}% of reference${p99Target ? ", p99 ≤ 30 ms" : ""}`,
      met,
    );
    results[name] = { ...result, ...(share === undefined ? {} : { shareOfReference: share, reference }) };
  }

  const signIn = load({
    url: `${server.url}/api/account/sign-in`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: MEMBER_EMAIL, password: PASSWORD }),
    randomClientIp: true,
    connections: 8,
  });
  record(
    section,
    "sign-in (argon2id)",
    `${signIn.requestsPerSecond.toFixed(1)} /s, p99 ${signIn.p99} ms`,
    "≥ 15/s, p99 < 1000 ms",
    signIn.requestsPerSecond >= 15 && signIn.p99 < 1000 && signIn.non2xx === 0,
  );
  results.signIn = signIn;

  // On a database of its own (in memory for PGlite), so the 100,000 accounts do not change the figures above.
  const listDatabase = postgres ? await createScratchPostgresDatabase(process.env.DATABASE_URL ?? "", "wingmate_bench") : null;
  const timings = await adminListTimings(listDatabase ? { driver: "postgres", url: listDatabase.url } : { driver: "pglite" });
  await listDatabase?.drop();
  record(
    section,
    `admin user list, ${ADMIN_LIST_ACCOUNTS.toLocaleString("en-US")} accounts`,
    `first page ${ms(timings.firstPageMs ?? 0)}, page 51 ${ms(timings.page51Ms ?? 0)}, by name ${ms(timings.sortByNameMs ?? 0)}, search ${ms(timings.searchMs ?? 0)}`,
    "each ≤ 50 ms",
    Object.values(timings).every((value) => value <= 50),
  );
  results.adminList = timings;

  const resident = server.residentMegabytes();
  record(section, "resident memory after the load", `${Math.round(resident)} MB`, "≤ 250 MB", resident <= 250);
  results.residentMegabytes = resident;

  if (label === "PostgreSQL") {
    await server.stop();
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    return { server: null, results };
  }
  return { server, results: { ...results, dataDir } };
}

function webFigures(bytes: PageBytes[], scores: LighthouseScores[]): void {
  process.stdout.write(`\nWeb (first visit; Lighthouse mobile preset, median of ${LIGHTHOUSE_RUNS})\n`);
  for (const page of bytes) {
    const home = page.page === "/" || page.page === "/es";
    const target = home ? "JS ≤ 120 KB gzip" : "";
    record(
      "Web",
      `bytes for ${page.page}`,
      `JS ${kb(page.js.gzip)} gzip / ${kb(page.js.brotli)} br (${page.js.files} files), CSS ${kb(page.css.gzip)} gzip / ${kb(page.css.brotli)} br`,
      target,
      home ? page.js.gzip <= 120 * 1024 : null,
    );
  }
  for (const score of scores) {
    const met =
      score.performance >= 95 &&
      score.accessibility === 100 &&
      score.bestPractices === 100 &&
      score.seo === 100 &&
      score.lcpMs <= 1500 &&
      score.fcpMs <= 1200 &&
      score.tbtMs <= 50 &&
      score.cls <= 0.02;
    record(
      "Web",
      `Lighthouse ${score.page}`,
      `perf ${score.performance}, a11y ${score.accessibility}, best ${score.bestPractices}, SEO ${score.seo}; FCP ${ms(score.fcpMs)}, LCP ${ms(score.lcpMs)}, TBT ${ms(score.tbtMs)}, CLS ${score.cls.toFixed(3)}`,
      "95/100/100/100, FCP ≤ 1200 ms, LCP ≤ 1500 ms, TBT ≤ 50 ms, CLS ≤ 0.02",
      met,
    );
  }
}

/** The reference runs the way the app does: one bundled file started by node. */
async function bundleReferenceServer(): Promise<string> {
  await bundleForNode({ entry: "bench/reference-server.ts", outdir: "build/bench", name: "reference-server" });
  return "build/bench/reference-server.mjs";
}

async function main(): Promise<void> {
  ensureBuilds();
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? "CPU"}, ${Math.round(totalmem() / 2 ** 30)} GB RAM, Node ${process.version}`;
  process.stdout.write(
    `Wingmate benchmark on ${machine}\nData: sample catalogue + ${VOLUME.users} users, ${VOLUME.members} members, ${VOLUME.reviews} reviews, ${VOLUME.bookings} bookings, ${VOLUME.events} events\n`,
  );

  // The reference stays up: each route with a share target is measured between two loads of it.
  const referenceServer = await startProcess(await bundleReferenceServer(), {});
  const referenceUrl = `${referenceServer.url}/`;
  const reference = warmLoad({ url: referenceUrl });
  process.stdout.write(
    `\nReference: bare Fastify JSON route, ${Math.round(reference.requestsPerSecond)} req/s, p50 ${reference.p50} ms, p99 ${reference.p99} ms` +
      " (measured again before and after each route with a share target)\n",
  );

  const results: Record<string, unknown> = { machine, reference, volume: VOLUME, date: new Date().toISOString() };
  const pglite = await benchDatabase("PGlite", referenceUrl);
  results.pglite = pglite.results;
  if (process.env.DATABASE_URL) results.postgres = (await benchDatabase("PostgreSQL", referenceUrl)).results;
  await referenceServer.stop();
  if (!process.env.DATABASE_URL) process.stdout.write("\n(PostgreSQL skipped: set DATABASE_URL to measure it too.)\n");
  else if (process.env.BENCH_FAULTS === "0") process.stdout.write("\n(Faults and load figures skipped: BENCH_FAULTS=0.)\n");
  else results.faults = await benchFaults(process.env.DATABASE_URL, record);

  const server = pglite.server;
  if (server) {
    const pages = ["/", "/es", "/profiles", "/profiles/1", "/pricing", "/es/pricing", "/rizz", "/es/rizz", "/events", "/es/events"];
    const bytes = await bytesOnFirstVisit(server.url, pages);
    const scores = await lighthouseScores(server.url, pages, LIGHTHOUSE_RUNS);
    webFigures(bytes, scores);
    results.web = { bytes, lighthouse: scores };
    await server.stop();
    rmSync(String(pglite.results.dataDir), { recursive: true, force: true });
  }

  const met = rows.filter((row) => row.met === true).length;
  const missed = rows.filter((row) => row.met === false);
  process.stdout.write(
    `\n${met} targets met, ${missed.length} missed${missed.length ? `: ${missed.map((row) => `${row.section} / ${row.name}`).join("; ")}` : ""}\n`,
  );
  mkdirSync("bench/results", { recursive: true });
  writeFileSync("bench/results/latest.json", `${JSON.stringify({ ...results, rows }, null, 2)}\n`);
  process.stdout.write("Written to bench/results/latest.json\n");
}

await main();
