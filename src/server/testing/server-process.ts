// Server processes for the benchmark and the multi-instance test: spawned, waited for, measured, stopped.
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export interface RunningServer {
  url: string;
  process: ChildProcess;
  /** Milliseconds from spawn to the first healthy answer. */
  startupMs: number;
  residentMegabytes(): number;
  stop(): Promise<void>;
}

/**
 * Starts the server as its own node process (`args`: the bundle, or `--import tsx src/server/main.ts`) in
 * production mode, on `env.PORT` (a restart on the same address) or a free port, and waits until `healthPath`
 * answers 200.
 */
export async function startServerProcess(args: string[], env: Record<string, string>, healthPath = "/api/health"): Promise<RunningServer> {
  const entry = args.at(-1) ?? "server";
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  // A caller's own DATABASE_URL (the bench's PostgreSQL server) is not this instance's database: only `env` may set it.
  const { DATABASE_URL: _callersDatabase, ...inherited } = process.env;
  const child = spawn(process.execPath, args, {
    env: { ...inherited, NODE_ENV: "production", PAYMENTS: "sandbox", LOG_LEVEL: "warn", HOST: "127.0.0.1", PORT: String(port), PUBLIC_URL: url, ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${entry} exited: ${stderr}`);
    if (Date.now() > deadline) throw new Error(`${entry} did not become healthy: ${stderr}`);
    const ok = await fetch(url + healthPath).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const startupMs = performance.now() - started;
  return {
    url,
    process: child,
    startupMs,
    residentMegabytes: () => residentMegabytesOf(child.pid ?? 0),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/** VmRSS of the server: the largest process of its tree. */
function residentMegabytesOf(pid: number): number {
  let kilobytes = 0;
  for (const id of [pid, ...childrenOf(pid)]) {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${id}/status`, "utf8"));
      kilobytes = Math.max(kilobytes, Number(match?.[1] ?? 0));
    } catch {
      // The process ended meanwhile.
    }
  }
  return kilobytes / 1024;
}

function childrenOf(pid: number): number[] {
  try {
    const direct = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
    return direct.flatMap((child) => [child, ...childrenOf(child)]);
  } catch {
    return [];
  }
}
