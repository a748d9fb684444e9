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

/** Starts a bundled entry point (.mjs) with node as its own process and waits until `healthPath` answers 200. */
export async function startProcess(entry: string, env: Record<string, string>, healthPath = "/api/health"): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  // The bench's own DATABASE_URL names the PostgreSQL server, not this instance's database: only `env` may set it.
  const { DATABASE_URL: _benchServer, ...inherited } = process.env;
  const child = spawn(process.execPath, [entry], {
    env: { ...inherited, NODE_ENV: "production", LOG_LEVEL: "warn", HOST: "127.0.0.1", PORT: String(port), PUBLIC_URL: url, ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${entry} exited: ${stderr}`);
    if (Date.now() > deadline) throw new Error(`${entry} did not become healthy: ${stderr}`);
    const ok = await fetch(url + healthPath).then((response) => response.ok, () => false);
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

/** Signs an account up (or in) through the API with its own client address (the sign-up limit is per address); its session cookie. */
export async function signedInCookie(url: string, email: string, password: string, clientIp: string): Promise<string> {
  const headers = { "content-type": "application/json", "x-forwarded-for": clientIp };
  const body = { fullName: "Bench Person", phone: "+1 305 555 0100", email, password, confirmPassword: password };
  let response = await fetch(`${url}/api/account/sign-up`, { method: "POST", headers, body: JSON.stringify(body) });
  if (response.status === 409) response = await fetch(`${url}/api/account/sign-in`, { method: "POST", headers, body: JSON.stringify({ email, password }) });
  if (!response.ok) throw new Error(`could not sign ${email} in: ${response.status} ${await response.text()}`);
  return response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]).join("; ");
}
