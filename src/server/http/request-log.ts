import type { FastifyInstance } from "fastify";
import pino from "pino";
import { requestForLog } from "./log-redaction.ts";

/** Health checks run every few seconds: logging them would bury everything else. */
const QUIET_PATHS = new Set(["/api/health"]);

/**
 * One line per request, when it completes (method, redacted URL, status, time), instead of Fastify's two;
 * health checks stay quiet. In production it is one JSON object; in development `prettyLogStream` prints it.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook("onResponse", (request, reply, done) => {
    const level = reply.statusCode >= 500 ? "error" : "info";
    // The line is only made when it will be written (LOG_LEVEL=warn writes none of the 2xx-4xx lines).
    if ((request.log as pino.Logger).isLevelEnabled(level) && !QUIET_PATHS.has(request.url.split("?")[0] ?? "")) {
      request.log[level]({ req: requestForLog(request), status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, "request");
    }
    done();
  });
}

const LEVELS: Record<number, string> = { 10: "TRACE", 20: "DEBUG", 30: "INFO", 40: "WARN", 50: "ERROR", 60: "FATAL" };
const OMITTED = new Set(["level", "time", "pid", "hostname", "msg", "reqId", "req", "status", "ms"]);

/** A pino line as people read it: "14:02:07 INFO GET /api/events 200 12ms", other fields as key=value. */
export function formatLogLine(line: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line;
  }
  const time = new Date(typeof entry.time === "number" ? entry.time : Date.now()).toTimeString().slice(0, 8);
  const level = (LEVELS[Number(entry.level)] ?? "LOG").padEnd(5);
  const req = entry.req as { method?: string; url?: string } | undefined;
  const head = entry.msg === "request" && req ? `${req.method} ${req.url} ${String(entry.status)} ${String(entry.ms)}ms` : String(entry.msg ?? "");
  const fields = Object.entries(entry).filter(([key]) => !OMITTED.has(key));
  const isTable = (value: unknown): value is Record<string, string> =>
    typeof value === "object" && value !== null && Object.values(value).every((item) => typeof item === "string");
  const rest = fields
    .filter(([, value]) => !isTable(value))
    .map(([key, value]) => `${key}=${typeof value === "string" ? value : JSON.stringify(value)}`)
    .join(" ");
  // A table of names (the start-up summary of adapters) reads best one per line.
  const tables = fields
    .filter(([, value]) => isTable(value))
    .flatMap(([, value]) => Object.entries(value as Record<string, string>).map(([name, text]) => `\n    ${name.padEnd(9)} ${text}`))
    .join("");
  return `${time} ${level} ${head}${rest ? ` ${rest}` : ""}${tables}\n`;
}

/** The development log stream: readable lines on standard output. */
export const prettyLogStream = { write: (chunk: string) => void process.stdout.write(chunk.split("\n").filter(Boolean).map(formatLogLine).join("")) };

/**
 * The production log stream: lines are written to standard output in batches, asynchronously, so that no
 * request waits on a write; a batch goes out at 4 KB or after a second, and what is left at exit is flushed.
 */
export function bufferedLogStream() {
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  const flushing = setInterval(() => destination.flush(), 1000);
  flushing.unref();
  return destination;
}
