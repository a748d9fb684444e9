import { spawnSync } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, statSync, writeSync } from "node:fs";
import path from "node:path";

interface BuildPart {
  name: string;
  /** The npm script that makes it. */
  script: string;
  /** A file the build writes last: its time is the build's time. */
  marker: string;
  /** Files and folders whose change means this part must be built again. */
  sources: string[];
}

const BUILD_PARTS: BuildPart[] = [
  {
    name: "web app",
    script: "build:web",
    marker: "build/server/index.js",
    sources: ["src/web", "src/features", "src/shared", "public", "vite.config.ts", "react-router.config.ts", "package-lock.json"],
  },
  {
    name: "server",
    script: "build:server",
    marker: "build/server/main.mjs",
    sources: ["src/server", "src/features", "src/shared", "scripts/build-server.ts", "scripts/bundle.ts", "package-lock.json"],
  },
];

/** The server bundle that `npm start` and the benchmark run. */
export const SERVER_BUNDLE = "build/server/main.mjs";
/**
 * How production starts it (`npm run serve`, the same in package.json; a test keeps the two equal):
 * - a 2 MB young generation instead of 16 MB keeps ~80 MB less resident after a burst of requests, for ~5% of
 *   throughput (measured by `npm run bench`);
 * - the old generation grows by 20% of what survived its last full collection before the next one, where V8
 *   would let it grow up to fourfold: under load the heap stayed near 50 MB instead of reaching 130 MB, for
 *   15 more full collections (~80 ms of pauses in all) over 90,000 requests;
 * - no allocation-site pretenuring: with a young generation this small, V8 sometimes decides early on that the
 *   objects of a request survive and allocates them straight in the old generation. That process then ran ~55
 *   full collections in 5 s of load instead of 2, at half the throughput (9–11k instead of 17–19k req/s on the
 *   visitor list, twice the CPU per request); which way a start went was chance.
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=2", "--heap-growing-percent=20", "--no-allocation-site-pretenuring"];

/**
 * And in its environment (package.json's `serve` sets it before `node`: the C library reads it as the
 * process starts), `MALLOC_MMAP_THRESHOLD_=131072`: glibc's allocator gives every block of 128 KiB or more
 * back to the system when it is freed. By default it raises that threshold (up to 32 MiB) each time such a
 * block is freed, and from then on keeps large blocks in its per-thread arenas for good: PGlite compiling its
 * WebAssembly, argon2's 19 MiB per password check on each of libuv's four threads. Measured on PGlite, three
 * starts each: 197–229 → 172–205 MB resident at start, 231–256 → 183–209 MB after reads and 5 s of
 * sign-ins. Other C libraries (musl, macOS) ignore it.
 */
export const SERVER_ENVIRONMENT: Record<string, string> = { MALLOC_MMAP_THRESHOLD_: "131072" };

function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

function isStale(part: BuildPart, root: string): boolean {
  const marker = path.join(root, part.marker);
  if (!existsSync(marker)) return true;
  const builtAt = statSync(marker).mtimeMs;
  return part.sources.some((source) => newestChange(path.join(root, source)) > builtAt);
}

/** Taken while building: `npm start`, the benchmark and each test file that renders pages may ask at once. */
const BUILD_LOCK = "node_modules/.cache/wingmate/build.lock";
const LOCK_POLL_MS = 200;

function sleepSync(milliseconds: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, milliseconds);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Creates the lock file with this process's id; false when another process holds it. */
function tryLock(lock: string): boolean {
  try {
    const file = openSync(lock, "wx");
    writeSync(file, String(process.pid));
    closeSync(file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return false;
  }
}

/** The holder's process id; undefined while it is still writing it, or when the lock went meanwhile. */
function holderOf(lock: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lock, "utf8"), 10);
    return Number.isInteger(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Runs `work` holding the lock file `lock`, waiting for any other process that holds it. A lock whose
 * process has died (a build interrupted) is taken over.
 */
export function withFileLock<T>(lock: string, work: () => T): T {
  mkdirSync(path.dirname(lock), { recursive: true });
  let told = false;
  while (!tryLock(lock)) {
    const holder = holderOf(lock);
    if (holder !== undefined && !isRunning(holder)) {
      rmSync(lock, { force: true });
      continue;
    }
    if (!told) process.stdout.write("Waiting for another build to finish...\n");
    told = true;
    sleepSync(LOCK_POLL_MS);
  }
  try {
    return work();
  } finally {
    rmSync(lock, { force: true });
  }
}

function build(part: BuildPart, root: string): void {
  process.stdout.write(`Building the ${part.name}...\n`);
  const result = spawnSync("npm", ["run", "--silent", part.script], { stdio: "inherit", cwd: root });
  if (result.status !== 0) throw new Error(`The ${part.name} build failed: see the messages above.`);
}

/**
 * Builds the web app and the server bundle when missing or older than their sources; throws if a build
 * fails. One process builds at a time: two builds in one folder delete each other's files, so a caller
 * that waited looks again at what is stale once the other build is done.
 */
export function ensureBuilds(root = process.cwd()): void {
  if (!BUILD_PARTS.some((part) => isStale(part, root))) return;
  withFileLock(path.join(root, BUILD_LOCK), () => {
    for (const part of BUILD_PARTS) if (isStale(part, root)) build(part, root);
  });
}
