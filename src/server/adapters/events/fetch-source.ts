/** Fetches one source politely: a timeout, a size limit and a User-Agent that says who we are. */
export interface FetchLimits {
  timeoutMs: number;
  maxBytes: number;
}

export const DEFAULT_LIMITS: FetchLimits = { timeoutMs: 8000, maxBytes: 2 * 1024 * 1024 };
export const USER_AGENT = "WingmateEventsBot/1.0 (+https://wingmate.example/events; events calendar for South Florida)";

export async function fetchSource(url: string, limits: FetchLimits = DEFAULT_LIMITS): Promise<string> {
  const response = await fetch(url, {
    headers: { "user-agent": USER_AGENT, accept: "text/html,text/calendar,application/ld+json;q=0.9,*/*;q=0.5" },
    signal: AbortSignal.timeout(limits.timeoutMs),
    redirect: "follow",
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const declared = Number(response.headers.get("content-length") ?? "0");
  if (declared > limits.maxBytes) throw new Error(`too large (${declared} bytes)`);
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limits.maxBytes) {
      await reader.cancel();
      throw new Error(`too large (over ${limits.maxBytes} bytes)`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
