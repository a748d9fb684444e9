// `npm run bench`: figures, not pass/fail. Starts the real server on an empty embedded database and
// measures API and page throughput with autocannon, then the size of the JavaScript the browser downloads.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { buildApp } from "../src/server/app.ts";
import { testConfig } from "../src/server/config.ts";
import { openDatabase } from "../src/server/db/client.ts";
import { ensureWebBuild } from "../scripts/web-build.ts";

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;

async function measure(url: string, label: string): Promise<void> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS });
  const errors = result.errors + result.non2xx;
  process.stdout.write(
    `${label.padEnd(28)} ${Math.round(result.requests.average).toString().padStart(7)} req/s   ` +
      `p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   errors ${errors}\n`,
  );
}

function javascriptSize(): { files: number; raw: number; gzip: number } {
  const assets = path.resolve("build/client/assets");
  const files = readdirSync(assets).filter((name) => name.endsWith(".js"));
  let raw = 0;
  let gzip = 0;
  for (const name of files) {
    const content = readFileSync(path.join(assets, name));
    raw += content.length;
    gzip += gzipSync(content).length;
  }
  return { files: files.length, raw, gzip };
}

async function main(): Promise<void> {
  ensureWebBuild();
  const dataDir = mkdtempSync(path.join(tmpdir(), "wingmate-bench-"));
  const database = await openDatabase({ driver: "pglite", dataDir });
  const app = await buildApp({ config: testConfig({ dataDir }), database });
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  try {
    process.stdout.write(`Throughput, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each (embedded database)\n`);
    await measure(`${address}/api/health`, "GET /api/health");
    await measure(`${address}/`, "GET / (prerendered page)");
    const js = javascriptSize();
    process.stdout.write(`\nJavaScript: ${js.files} files, ${(js.raw / 1024).toFixed(1)} KB, ${(js.gzip / 1024).toFixed(1)} KB gzip in total\n`);
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
