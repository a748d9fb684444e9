// Faults and load on PostgreSQL: mixed traffic, a webhook storm, SMTP down for a
// minute, and PostgreSQL restarted under traffic. Figures are printed, never asserted.
import { execFileSync } from "node:child_process";
import { randomInt, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import Stripe from "stripe";
import { startTestSmtpServer, type TestSmtpServer } from "../src/server/adapters/mail/testing.ts";
import { startStripePeer, type StripePeer } from "../src/server/adapters/payments/stripe-peer.ts";
import { createScratchPostgresDatabase } from "../src/server/db/test-database.ts";
import { SERVER_BUNDLE } from "../scripts/ensure-builds.ts";
import type { MixedLoadOptions, MixedLoadSummary } from "./mixed-load.ts";
import { signedUpCookie, startProcess, type RunningServer } from "./server.ts";

type Recorder = (section: string, name: string, value: string, target: string, met: boolean | null) => void;

const SECTION = "Faults and load on PostgreSQL";
const MIXED_SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 60);
const SMTP_DOWN_SECONDS = Number(process.env.BENCH_SMTP_DOWN_SECONDS ?? 60);
const OUTAGE_SECONDS = 8;
const WEBHOOK_SECRET = "whsec_bench";
const ADMIN_EMAIL = "faults-admin@example.com";
const PASSWORD = "bench password for faults 9";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const clientIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const postJson = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": clientIp(), ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });

async function query<Row extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

interface Harness {
  server: RunningServer;
  databaseUrl: string;
  smtp: TestSmtpServer;
  peer: StripePeer;
  members: { email: string; cookie: string }[];
}

export async function benchFaults(serverUrl: string, record: Recorder): Promise<Record<string, unknown>> {
  process.stdout.write(`\n${SECTION}\n`);
  const database = await createScratchPostgresDatabase(serverUrl, "wingmate_faults");
  const dataDir = mkdtempSync(path.join(tmpdir(), "wingmate-faults-"));
  const smtp = await startTestSmtpServer();
  const peer = await startStripePeer();
  const server = await startProcess(SERVER_BUNDLE, {
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    STRIPE_SECRET_KEY: "sk_test_bench",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_ID: "price_vip_monthly",
    STRIPE_API_URL: peer.url,
    TRUST_PROXY: "127.0.0.1",
    ADMIN_EMAILS: ADMIN_EMAIL,
  });
  const results: Record<string, unknown> = {};
  try {
    const harness: Harness = { server, databaseUrl: database.url, smtp, peer, members: await createMembers(server.url, 20) };
    // SMTP first, on an empty outbox: the mixed traffic leaves thousands of mails to deliver.
    results.smtpDown = await smtpDown(harness, record);
    results.webhookStorm = await webhookStorm(harness, record);
    results.mixed = mixedTraffic(harness, record);
    results.databaseRestart = await databaseRestart(harness, record);
  } finally {
    await server.stop();
    await smtp.close();
    await peer.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}

async function createMembers(url: string, count: number): Promise<{ email: string; cookie: string }[]> {
  const admin = await signedUpCookie(url, ADMIN_EMAIL, PASSWORD, clientIp());
  const members = [];
  for (let index = 0; index < count; index += 1) {
    const email = `faults-member-${index}@example.com`;
    const cookie = await signedUpCookie(url, email, PASSWORD, clientIp());
    await postJson(`${url}/api/admin/complimentary-memberships`, { email, days: 30 }, { cookie: admin });
    members.push({ email, cookie });
  }
  return members;
}

/** 60 s of members browsing, signing in, saving, reviewing, booking and messaging at once. */
function mixedTraffic(harness: Harness, record: Recorder): MixedLoadSummary {
  const options: MixedLoadOptions = { url: harness.server.url, seconds: MIXED_SECONDS, concurrency: 32, password: PASSWORD, members: harness.members };
  const output = execFileSync("node_modules/.bin/tsx", ["bench/mixed-load.ts", JSON.stringify(options)], { encoding: "utf8", maxBuffer: 1 << 20 });
  const summary = JSON.parse(output) as MixedLoadSummary;
  const serverErrors = summary.byStatus["5xx"] ?? 0;
  const timeouts = summary.byStatus.timeout ?? 0;
  const statuses = Object.entries(summary.byStatus)
    .map(([status, count]) => `${status} ${count}`)
    .join(", ");
  record(
    SECTION,
    `mixed traffic, ${MIXED_SECONDS} s, 32 clients`,
    `${Math.round(summary.requestsPerSecond)} req/s, p50 ${summary.p50} ms, p99 ${summary.p99} ms; ${statuses}${summary.serverErrors.length ? `; first 5xx: ${summary.serverErrors[0]}` : ""}`,
    "0 × 5xx",
    serverErrors === 0 && timeouts === 0,
  );
  return summary;
}

interface StormEvent {
  id: string;
  body: string;
}

/** 900 Stripe events for 225 subscriptions plus 100 duplicates, shuffled, 16 at a time. */
async function webhookStorm(harness: Harness, record: Recorder): Promise<Record<string, unknown>> {
  const userIds = await insertStormUsers(harness.databaseUrl, 225);
  const finalStatus = (index: number) => (["active", "canceled", "past_due"] as const)[index % 3] ?? "active";
  const unique: StormEvent[] = [];
  const now = Math.floor(Date.now() / 1000);
  userIds.forEach((userId, index) => {
    const subscriptionId = `sub_storm_${index}`;
    const customer = `cus_storm_${index}`;
    // Stripe's current state is the end of each story: the handler reads it back whatever the order.
    harness.peer.subscriptions.set(subscriptionId, {
      id: subscriptionId,
      customer,
      status: finalStatus(index),
      cancel_at_period_end: false,
      current_period_end: now + 30 * 86_400,
      metadata: { userId },
    });
    const subscription = { id: subscriptionId, object: "subscription", customer, status: "active", metadata: { userId } };
    const last =
      finalStatus(index) === "canceled"
        ? ["customer.subscription.deleted", subscription]
        : finalStatus(index) === "past_due"
          ? ["invoice.payment_failed", { id: `in_storm_${index}`, object: "invoice", customer, subscription: subscriptionId }]
          : ["customer.subscription.updated", subscription];
    const story: [string, object][] = [
      [
        "checkout.session.completed",
        { id: `cs_storm_${index}`, object: "checkout.session", client_reference_id: userId, customer, subscription: subscriptionId },
      ],
      ["customer.subscription.created", subscription],
      ["customer.subscription.updated", subscription],
      last as [string, object],
    ];
    story.forEach(([type, object], step) => {
      const id = `evt_storm_${index}_${step}`;
      unique.push({ id, body: JSON.stringify({ id, object: "event", type, created: now - 100 + step, api_version: "2025-03-31.basil", data: { object } }) });
    });
  });
  const duplicates = Array.from({ length: 100 }, () => unique[randomInt(unique.length)] as StormEvent);
  const deliveries = shuffle([...unique, ...duplicates]);

  const stripe = new Stripe("sk_test_bench");
  const statuses: Record<string, number> = {};
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < deliveries.length) {
        const event = deliveries[next++] as StormEvent;
        const signature = stripe.webhooks.generateTestHeaderString({ payload: event.body, secret: WEBHOOK_SECRET });
        const response = await fetch(`${harness.server.url}/api/billing/stripe/webhook`, {
          method: "POST",
          headers: { "content-type": "application/json", "stripe-signature": signature },
          body: event.body,
        }).catch(() => null);
        const key = response ? String(response.status) : "no answer";
        statuses[key] = (statuses[key] ?? 0) + 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;

  const applied = await query<{ count: string }>(harness.databaseUrl, "select count(*) from billing_events where id like 'evt_storm_%'");
  const states = await query<{ user_id: string; status: string }>(
    harness.databaseUrl,
    "select user_id, status from subscriptions where provider_subscription_id like 'sub_storm_%'",
  );
  const stateOf = new Map(states.map((row) => [row.user_id, row.status]));
  const wrong = userIds.filter((userId, index) => stateOf.get(userId) !== finalStatus(index)).length;
  const failedMails = await query<{ count: string }>(
    harness.databaseUrl,
    "select count(*) from outbox o join users u on u.email = o.to_address where o.kind = 'payment-failed' and u.email like 'storm-%'",
  );
  const expectedFailedMails = userIds.filter((_, index) => finalStatus(index) === "past_due").length;
  const effects = Number(applied[0]?.count ?? 0);
  const mails = Number(failedMails[0]?.count ?? 0);
  const answered = Object.entries(statuses)
    .map(([status, count]) => `${status} × ${count}`)
    .join(", ");
  record(
    SECTION,
    "webhook storm: 1,000 Stripe events (100 duplicates), shuffled",
    `${Math.round(deliveries.length / seconds)} events/s (${answered}); ${effects} applied of ${unique.length} unique; ${userIds.length - wrong}/${userIds.length} final states right; ${mails} payment-failed mails (expected ${expectedFailedMails})`,
    "one effect each, every final state right",
    effects === unique.length && wrong === 0 && mails === expectedFailedMails && statuses["200"] === deliveries.length,
  );
  return {
    deliveries: deliveries.length,
    unique: unique.length,
    statuses,
    applied: effects,
    wrongStates: wrong,
    paymentFailedMails: mails,
    expectedFailedMails,
    seconds,
  };
}

async function insertStormUsers(databaseUrl: string, count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  const values = ids.map((_, index) => `($${index * 2 + 1}, 'Storm Member', $${index * 2 + 2})`).join(", ");
  await query(
    databaseUrl,
    `insert into users (id, name, email) values ${values}`,
    ids.flatMap((id, index) => [id, `storm-${index}@example.com`]),
  );
  await query(databaseUrl, `insert into profiles (user_id) select id from users where email like 'storm-%'`);
  return ids;
}

function shuffle<T>(items: T[]): T[] {
  for (let index = items.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [items[index], items[other]] = [items[other] as T, items[index] as T];
  }
  return items;
}

/** The SMTP server down for a minute: requests that send mail still succeed; the mail waits, then goes. */
async function smtpDown(harness: Harness, record: Recorder): Promise<Record<string, unknown>> {
  const sentBefore = harness.smtp.received.length;
  await harness.smtp.stop();
  const statuses: Record<string, number> = {};
  const deadline = Date.now() + SMTP_DOWN_SECONDS * 1000;
  let requests = 0;
  while (Date.now() < deadline) {
    const response = await postJson(`${harness.server.url}/api/consultations`, {
      name: "Outage Test",
      email: `smtp-outage-${requests}@example.com`,
      phone: "+1 305 555 0100",
      message: "During the SMTP outage",
    }).catch(() => null);
    const key = response ? String(response.status) : "no answer";
    statuses[key] = (statuses[key] ?? 0) + 1;
    requests += 1;
    await sleep(500);
  }
  const waiting = await query<{ count: string }>(harness.databaseUrl, "select count(*) from outbox where status in ('pending', 'sending')");
  await harness.smtp.start();
  const returnedAt = Date.now();
  // The worker retries with backoff (30 s, 1 min, 2 min...): wait up to 5 minutes for the outbox to empty.
  let drainedAfterMs: number | null = null;
  while (Date.now() - returnedAt < 300_000) {
    const [row] = await query<{ count: string }>(harness.databaseUrl, "select count(*) from outbox where status <> 'sent'");
    if (Number(row?.count ?? 1) === 0) {
      drainedAfterMs = Date.now() - returnedAt;
      break;
    }
    await sleep(1000);
  }
  const delivered = harness.smtp.received.length - sentBefore;
  const ok = statuses["201"] ?? 0;
  record(
    SECTION,
    `SMTP down for ${SMTP_DOWN_SECONDS} s`,
    `${ok}/${requests} consultation requests answered 201 during the outage; ${waiting[0]?.count ?? "?"} mails waited in the outbox; ${drainedAfterMs === null ? "not all delivered within 5 min" : `all delivered ${Math.round(drainedAfterMs / 1000)} s after SMTP returned`} (${delivered} received)`,
    "requests succeed, mail delivered after",
    ok === requests && drainedAfterMs !== null,
  );
  return { requests, statuses, waiting: Number(waiting[0]?.count ?? 0), drainedAfterMs, delivered };
}

interface Probe {
  kind: "read" | "write";
  sentAt: number;
  ms: number;
  status: number | "timeout";
  retryAfter: string | null;
  email?: string;
}

/** The local cluster serving `databaseUrl` (Debian's pg_ctlcluster), or null when it cannot be restarted from here. */
function localCluster(databaseUrl: string): { version: string; name: string } | null {
  const url = new URL(databaseUrl);
  if (!["127.0.0.1", "localhost", "::1"].includes(url.hostname)) return null;
  try {
    const port = url.port || "5432";
    const lines = execFileSync("pg_lsclusters", ["--no-header"], { encoding: "utf8" }).trim().split("\n");
    const match = lines.map((line) => line.trim().split(/\s+/)).find((columns) => columns[2] === port);
    return match ? { version: match[0] ?? "", name: match[1] ?? "" } : null;
  } catch {
    return null;
  }
}

/** PostgreSQL stopped for 8 s and started again under a steady trickle of reads and writes. */
async function databaseRestart(harness: Harness, record: Recorder): Promise<Record<string, unknown>> {
  const cluster = localCluster(harness.databaseUrl);
  if (!cluster || process.env.BENCH_PG_RESTART === "0") {
    record(SECTION, "PostgreSQL restarted under traffic", "skipped: DATABASE_URL is not a local pg_ctlcluster cluster (or BENCH_PG_RESTART=0)", "", null);
    return { skipped: true };
  }
  const pgctl = (action: "stop" | "start") =>
    execFileSync("pg_ctlcluster", ["--skip-systemctl-redirect", cluster.version, cluster.name, action, ...(action === "stop" ? ["-m", "fast"] : [])], {
      stdio: "ignore",
    });
  const member = harness.members[0] as { cookie: string };
  const probes: Probe[] = [];
  const inFlight: Promise<void>[] = [];
  let counter = 0;
  const probe = (kind: Probe["kind"]) => {
    const sentAt = Date.now();
    const email = kind === "write" ? `restart-probe-${counter++}@example.com` : undefined;
    const request =
      kind === "write"
        ? postJson(`${harness.server.url}/api/consultations`, { name: "Restart Probe", email, phone: "+1 305 555 0100", message: "probe" })
        : fetch(`${harness.server.url}/api/bookings/mine`, { headers: { cookie: member.cookie }, signal: AbortSignal.timeout(10_000) });
    inFlight.push(
      request.then(
        async (response) => {
          await response.arrayBuffer();
          probes.push({ kind, sentAt, ms: Date.now() - sentAt, status: response.status, retryAfter: response.headers.get("retry-after"), email });
        },
        () => void probes.push({ kind, sentAt, ms: Date.now() - sentAt, status: "timeout", retryAfter: null, email }),
      ),
    );
  };
  let probing = true;
  const ticker = (async () => {
    while (probing) {
      probe("read");
      probe("write");
      await sleep(100);
    }
  })();

  await sleep(3000);
  const stopAt = Date.now();
  pgctl("stop");
  await sleep(OUTAGE_SECONDS * 1000);
  const startAt = Date.now();
  pgctl("start");
  const startedAt = Date.now();
  await sleep(12_000);
  probing = false;
  await ticker;
  await Promise.all(inFlight);

  const duringOutage = probes.filter((item) => item.sentAt >= stopAt && item.sentAt < startAt);
  const failed = duringOutage.filter((item) => item.status === "timeout" || (typeof item.status === "number" && item.status >= 500));
  const not503 = failed.filter((item) => item.status !== 503).length;
  const withoutRetryAfter = failed.filter((item) => item.status === 503 && !item.retryAfter).length;
  const hung = failed.filter((item) => item.status === "timeout").length;
  const slowestFailureMs = Math.max(0, ...failed.map((item) => item.ms));
  const isError = (item: Probe) => item.status === "timeout" || item.status >= 500;
  const lateErrors = probes.filter((item) => item.sentAt >= startedAt + 5000 && isError(item)).length;
  const firstSuccess = probes.filter((item) => item.sentAt >= startAt && !isError(item)).sort((a, b) => a.sentAt - b.sentAt)[0];
  const acknowledged = probes.filter((item) => item.kind === "write" && typeof item.status === "number" && item.status < 300).map((item) => item.email ?? "");
  const [stored] = await query<{ count: string }>(harness.databaseUrl, "select count(*) from consultations where email = any($1)", [acknowledged]);
  const survived =
    harness.server.process.exitCode === null &&
    (await fetch(`${harness.server.url}/api/health`).then(
      (response) => response.ok,
      () => false,
    ));
  const storedCount = Number(stored?.count ?? 0);

  record(
    SECTION,
    `PostgreSQL stopped ${OUTAGE_SECONDS} s and restarted under traffic`,
    `process ${survived ? "survived" : "DIED"}; during the outage ${failed.length}/${duringOutage.length} requests failed, slowest failure ${slowestFailureMs} ms, ${not503} not 503, ${withoutRetryAfter} without Retry-After, ${hung} hung; first success ${firstSuccess ? `${((firstSuccess.sentAt - startedAt) / 1000).toFixed(1)} s` : "never"} after the start, ${lateErrors} errors from 5 s on; ${storedCount}/${acknowledged.length} acknowledged writes stored`,
    "fail ≤ 2 s with 503 + Retry-After, none hang, no error 5 s after, every acknowledged write stored",
    survived && slowestFailureMs <= 2000 && not503 === 0 && withoutRetryAfter === 0 && hung === 0 && lateErrors === 0 && storedCount === acknowledged.length,
  );
  return {
    probes: probes.length,
    duringOutage: duringOutage.length,
    failed: failed.length,
    not503,
    withoutRetryAfter,
    hung,
    slowestFailureMs,
    lateErrors,
    acknowledged: acknowledged.length,
    stored: storedCount,
    survived,
  };
}
