// Mixed traffic from a process of its own: members browse, sign in, save, review, book and message at
// once for `seconds`. Options come as JSON in argv[2]; the summary goes to stdout as JSON.
import { randomInt } from "node:crypto";

export interface MixedLoadOptions {
  url: string;
  seconds: number;
  concurrency: number;
  password: string;
  members: { email: string; cookie: string }[];
}

export interface MixedLoadSummary {
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Answers by status class ("2xx", "4xx"...) and "timeout" for a request that got no answer within 10 s. */
  byStatus: Record<string, number>;
  byAction: Record<string, number>;
  /** The first few 5xx answers, to say what failed. */
  serverErrors: string[];
}

type Action = (member: { email: string; cookie: string }, password: string) => { method: string; path: string; body?: unknown; auth?: boolean };

const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)] as T;
const companionId = () => String(randomInt(1, 21));
const futureDate = () => new Date(Date.now() + randomInt(2, 90) * 86_400_000).toISOString().slice(0, 10);

/** What members do, with how often they do it. */
const ACTIONS: [name: string, weight: number, action: Action][] = [
  ["browse list", 25, () => ({ method: "GET", path: `/api/companions?gender=${pick(["woman", "man"])}`, auth: true })],
  ["open profile", 20, () => ({ method: "GET", path: `/api/companions/${companionId()}`, auth: true })],
  ["read reviews", 10, () => ({ method: "GET", path: `/api/companions/${pick(["1", "2", "3"])}/reviews` })],
  ["sign in", 4, (member, password) => ({ method: "POST", path: "/api/account/sign-in", body: { email: member.email, password } })],
  ["save", 10, () => ({ method: "POST", path: "/api/saved-profiles", body: { companionId: companionId() }, auth: true })],
  ["unsave", 5, () => ({ method: "DELETE", path: `/api/saved-profiles/${companionId()}`, auth: true })],
  [
    "review",
    5,
    () => ({ method: "POST", path: `/api/companions/${companionId()}/reviews`, body: { rating: randomInt(1, 6), reviewText: "Bench review" }, auth: true }),
  ],
  [
    "book",
    8,
    (member) => ({
      method: "POST",
      path: "/api/bookings",
      body: {
        companionId: companionId(),
        fullName: "Bench Member",
        email: member.email,
        sessionType: "coaching",
        date: futureDate(),
        time: pick(["10:00", "14:00", "18:00"]),
      },
      auth: true,
    }),
  ],
  ["message", 13, () => ({ method: "POST", path: `/api/companions/${companionId()}/messages`, body: { message: "Hello from the bench" }, auth: true })],
];
const TOTAL_WEIGHT = ACTIONS.reduce((sum, [, weight]) => sum + weight, 0);

function chooseAction(): [string, Action] {
  let ticket = randomInt(TOTAL_WEIGHT);
  for (const [name, weight, action] of ACTIONS) {
    if (ticket < weight) return [name, action];
    ticket -= weight;
  }
  return [ACTIONS[0]?.[0] ?? "", ACTIONS[0]?.[2] as Action];
}

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

async function worker(options: MixedLoadOptions, deadline: number, latencies: number[], summary: MixedLoadSummary): Promise<void> {
  while (Date.now() < deadline) {
    const member = pick(options.members);
    const [name, action] = chooseAction();
    const request = action(member, options.password);
    const body = request.body;
    const started = performance.now();
    let status = "timeout";
    try {
      const response = await fetch(options.url + request.path, {
        method: request.method,
        headers: {
          ...(body ? { "content-type": "application/json" } : {}),
          ...(request.auth ? { cookie: member.cookie } : {}),
          // A client address per request: the per-address limits are not what this measures.
          "x-forwarded-for": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(10_000),
      });
      const text = await response.text();
      status = `${Math.floor(response.status / 100)}xx`;
      if (response.status >= 500 && summary.serverErrors.length < 5) summary.serverErrors.push(`${name}: ${response.status} ${text.slice(0, 120)}`);
    } catch {
      // No answer within 10 s: counted as "timeout".
    }
    latencies.push(performance.now() - started);
    summary.byStatus[status] = (summary.byStatus[status] ?? 0) + 1;
    summary.byAction[name] = (summary.byAction[name] ?? 0) + 1;
  }
}

export async function mixedLoad(options: MixedLoadOptions): Promise<MixedLoadSummary> {
  const summary: MixedLoadSummary = { requests: 0, requestsPerSecond: 0, p50: 0, p99: 0, byStatus: {}, byAction: {}, serverErrors: [] };
  const latencies: number[] = [];
  const started = Date.now();
  const deadline = started + options.seconds * 1000;
  await Promise.all(Array.from({ length: options.concurrency }, () => worker(options, deadline, latencies, summary)));
  latencies.sort((a, b) => a - b);
  summary.requests = latencies.length;
  summary.requestsPerSecond = latencies.length / ((Date.now() - started) / 1000);
  summary.p50 = Math.round(percentile(latencies, 0.5));
  summary.p99 = Math.round(percentile(latencies, 0.99));
  return summary;
}

if (process.argv[2]) process.stdout.write(JSON.stringify(await mixedLoad(JSON.parse(process.argv[2]) as MixedLoadOptions)));
