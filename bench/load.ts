// One autocannon run in a process of its own (so the load generator does not share the server's CPU
// time slice): options come as JSON in argv[2], the summary goes to stdout as JSON.
import { randomInt } from "node:crypto";
import autocannon from "autocannon";

interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  /** A different client address on every request (the server trusts the proxy header in the bench). */
  randomClientIp?: boolean;
}

const options = JSON.parse(process.argv[2] ?? "{}") as LoadOptions;
const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const result = await autocannon({
  url: options.url,
  connections: options.connections,
  duration: options.seconds,
  method: options.method ?? "GET",
  headers: options.headers,
  body: options.body,
  requests: options.randomClientIp
    ? [{ setupRequest: (request) => ({ ...request, headers: { ...request.headers, "x-forwarded-for": randomIp() } }) }]
    : undefined,
});
process.stdout.write(
  JSON.stringify({
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  }),
);
