import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

/** Fetches one source politely: a timeout, a size limit and a User-Agent that says who we are. */
export interface FetchLimits {
  timeoutMs: number;
  maxBytes: number;
  /**
   * Starts one fetch's deadline: a signal that aborts once the source has taken too long. A real timer of
   * `timeoutMs` unless given (a test passes its own, to decide itself which source is too slow, and when).
   */
  deadline?: (timeoutMs: number, url: string) => AbortSignal;
}

export const DEFAULT_LIMITS: FetchLimits = { timeoutMs: 8000, maxBytes: 2 * 1024 * 1024 };
export const USER_AGENT = "WingmateEventsBot/1.0 (+https://wingmate.example/events; events calendar for South Florida)";
export const MAX_REDIRECTS = 3;

/** Addresses a redirect may never lead the server to: its own machine and private networks. */
const INTERNAL = new BlockList();
for (const [prefix, bits] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["224.0.0.0", 3],
] as const) {
  INTERNAL.addSubnet(prefix, bits, "ipv4");
}
for (const [prefix, bits] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const)
  INTERNAL.addSubnet(prefix, bits, "ipv6");

export function isInternalAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return INTERNAL.check(mapped, "ipv4");
  return INTERNAL.check(address, isIP(address) === 6 ? "ipv6" : "ipv4");
}

/** Refuses an address (a redirect's, or a source staff added) on a loopback, private or link-local network (every address its name resolves to). */
export async function assertPublicHost(url: URL): Promise<void> {
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error(`${url.protocol} address refused`);
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);
  if (addresses.length === 0 || addresses.some(isInternalAddress)) throw new Error(`internal address refused (${url.host})`);
}

/**
 * Reads a source the operator listed. Redirects are followed by hand, at most three, and each one must lead
 * to a public address: a page cannot send the server to its own machine or the private network.
 */
export async function fetchSource(
  url: string,
  limits: FetchLimits = DEFAULT_LIMITS,
  checkRedirect: (target: URL) => Promise<void> = assertPublicHost,
): Promise<string> {
  const deadline = limits.deadline ? limits.deadline(limits.timeoutMs, url) : AbortSignal.timeout(limits.timeoutMs);
  let current = new URL(url);
  for (let redirects = 0; ; redirects++) {
    const response = await fetch(current, {
      headers: { "user-agent": USER_AGENT, accept: "text/html,text/calendar,application/ld+json;q=0.9,*/*;q=0.5" },
      signal: deadline,
      redirect: "manual",
    });
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      if (redirects >= MAX_REDIRECTS) throw new Error(`more than ${MAX_REDIRECTS} redirects`);
      current = new URL(location, current);
      await checkRedirect(current);
      continue;
    }
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return readLimited(response, limits.maxBytes);
  }
}

async function readLimited(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw new Error(`too large (${declared} bytes)`);
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new Error(`too large (over ${maxBytes} bytes)`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
