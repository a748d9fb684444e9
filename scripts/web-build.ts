import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** Files and folders whose change means the web app must be built again. */
const WEB_SOURCES = ["src/web", "src/features", "src/shared", "public", "vite.config.ts", "react-router.config.ts", "package-lock.json"];
const BUILD_MARKER = "build/client/__spa-fallback.html";

function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

export function webBuildIsStale(root = process.cwd()): boolean {
  const marker = path.join(root, BUILD_MARKER);
  if (!existsSync(marker)) return true;
  const builtAt = statSync(marker).mtimeMs;
  return WEB_SOURCES.some((source) => newestChange(path.join(root, source)) > builtAt);
}

/** Builds the web app when it is missing or older than its sources; exits the process if the build fails. */
export function ensureWebBuild(): void {
  if (!webBuildIsStale()) return;
  process.stdout.write("Building the web app...\n");
  const result = spawnSync("npm", ["run", "--silent", "build"], { stdio: "inherit" });
  if (result.status !== 0) {
    process.stderr.write("The web build failed: see the messages above.\n");
    process.exit(result.status ?? 1);
  }
}
