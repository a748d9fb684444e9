import { and, eq, inArray, lte, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { outbox } from "../../db/platform-tables.ts";
import { SMTP_CONNECTIONS, type MailTransport, type OutgoingMail } from "./transport.ts";

/** What the worker needs of a logger; Fastify's `app.log` and pino fit. */
export interface MailLogger {
  info(details: object, message?: string): void;
  warn(details: object, message?: string): void;
  error(details: object, message?: string): void;
}

export interface DeliverOptions {
  db: Db;
  transport: MailTransport;
  logger: MailLogger;
  /** The time the pass runs at; tests move it forward instead of sleeping. */
  now?: Date;
  batchSize?: number;
}

export interface DeliveryReport {
  sent: number;
  /** Failed this time, scheduled again with backoff. */
  retrying: number;
  /** Failed for the last time: left for an admin to retry. */
  failed: number;
}

type OutboxRow = typeof outbox.$inferSelect;

export const MAX_ATTEMPTS = 8;
export const DEFAULT_BATCH_SIZE = 10;
const SEND_TIMEOUT_MS = 30_000;
const FIRST_RETRY_DELAY_MS = 30_000;
const MAX_RETRY_DELAY_MS = 60 * 60_000;

/**
 * A claim must outlive the longest possible pass (each send is cut off at SEND_TIMEOUT_MS), or
 * another worker could take a message this one is still sending. A worker that dies mid-pass
 * delays its claimed mail by at most this long.
 */
function leaseMs(batchSize: number): number {
  return batchSize * SEND_TIMEOUT_MS + 60_000;
}

/** 30 s, 1 min, 2 min... capped at 1 h, plus up to 10% jitter so failed mail does not retry in lockstep. */
export function retryDelayMs(attempts: number): number {
  const base = Math.min(FIRST_RETRY_DELAY_MS * 2 ** (attempts - 1), MAX_RETRY_DELAY_MS);
  return Math.round(base * (1 + Math.random() * 0.1));
}

/**
 * One delivery pass: claims due mail (pending and due, or "sending" whose worker's lease ran out),
 * then sends each message outside the claiming transaction and records the outcome.
 */
export async function deliverDueMail(options: DeliverOptions): Promise<DeliveryReport> {
  const { db, transport, logger, now = new Date(), batchSize = DEFAULT_BATCH_SIZE } = options;
  const leaseUntil = new Date(now.getTime() + leaseMs(batchSize));
  const claimed = await claimDueMail(db, now, leaseUntil, batchSize);
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  // A few at a time: the SMTP transport keeps that many connections open.
  for (let start = 0; start < claimed.length; start += SMTP_CONNECTIONS) {
    const outcomes = await Promise.all(claimed.slice(start, start + SMTP_CONNECTIONS).map((row) => deliverOne(db, transport, logger, row, now)));
    for (const outcome of outcomes) report[outcome] += 1;
  }
  return report;
}

async function claimDueMail(db: Db, now: Date, leaseUntil: Date, limit: number): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(inArray(outbox.status, ["pending", "sending"]), lte(outbox.nextAttemptAt, now)))
      .orderBy(outbox.nextAttemptAt)
      .limit(limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(outbox)
      .set({ status: "sending", nextAttemptAt: leaseUntil })
      .where(
        inArray(
          outbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

/** Matches the row only while this worker's claim holds (the lease time doubles as the claim's token). */
function stillClaimed(row: OutboxRow): SQL | undefined {
  return and(eq(outbox.id, row.id), eq(outbox.status, "sending"), eq(outbox.nextAttemptAt, row.nextAttemptAt));
}

async function deliverOne(db: Db, transport: MailTransport, logger: MailLogger, row: OutboxRow, now: Date): Promise<keyof DeliveryReport> {
  try {
    await transport.send(toOutgoingMail(row), AbortSignal.timeout(SEND_TIMEOUT_MS));
  } catch (error) {
    return recordFailure(db, logger, row, now, describeError(error), isPermanentRejection(error));
  }
  const updated = await db
    .update(outbox)
    .set({ status: "sent", sentAt: now, deliveredVia: transport.name, attempts: row.attempts + 1 })
    .where(stillClaimed(row))
    .returning({ id: outbox.id });
  if (updated.length === 0) logger.warn({ mailId: row.id }, "mail sent after its claim expired");
  logger.info({ mailId: row.id, kind: row.kind, via: transport.name }, "mail delivered");
  return "sent";
}

async function recordFailure(db: Db, logger: MailLogger, row: OutboxRow, now: Date, reason: string, permanent: boolean): Promise<"retrying" | "failed"> {
  const attempts = row.attempts + 1;
  const giveUp = permanent || attempts >= MAX_ATTEMPTS;
  const nextAttemptAt = giveUp ? now : new Date(now.getTime() + retryDelayMs(attempts));
  await db
    .update(outbox)
    .set({ status: giveUp ? "failed" : "pending", attempts, lastError: reason, nextAttemptAt })
    .where(stillClaimed(row));
  const details = { mailId: row.id, kind: row.kind, attempts, reason };
  if (giveUp) logger.error(details, "mail delivery failed for good");
  else logger.warn({ ...details, retryAt: nextAttemptAt.toISOString() }, "mail delivery failed, will retry");
  return giveUp ? "failed" : "retrying";
}

function toOutgoingMail(row: OutboxRow): OutgoingMail {
  return {
    id: row.id,
    kind: row.kind,
    to: row.toAddress,
    replyTo: row.replyTo ?? undefined,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody ?? undefined,
    attachments: row.attachments,
  };
}

/**
 * The server refused the message for good (an SMTP 5xx reply such as "550 mailbox unavailable"):
 * sending it again unchanged cannot succeed, so it fails at once and waits for an admin.
 */
export function isPermanentRejection(error: unknown): boolean {
  const code = error instanceof Error && "responseCode" in error ? Number(error.responseCode) : NaN;
  return code >= 500 && code < 600;
}

/** A short reason for the outbox row and the log: one line, no credentials. */
export function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const code = error instanceof Error && "code" in error && typeof error.code === "string" ? error.code : undefined;
  const text = code && !message.includes(code) ? `${code}: ${message}` : message;
  const cleaned = text
    .replace(/\/\/[^\s/@]*@/g, "//[redacted]@")
    .replace(/\s+/g, " ")
    .trim();
  return cleaned.slice(0, 300) || "unknown error";
}

/** Puts a failed mail back in the queue with a fresh set of attempts. Answers false when it was not failed. */
export async function retryMail(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(outbox)
    .set({ status: "pending", attempts: 0, nextAttemptAt: new Date() })
    .where(and(eq(outbox.id, id), eq(outbox.status, "failed")))
    .returning({ id: outbox.id });
  return rows.length > 0;
}

export interface OutboxWorkerOptions extends Omit<DeliverOptions, "now"> {
  intervalMs?: number;
}

export interface OutboxWorker {
  /** Runs a pass now (or right after the one in progress): call it after committing queued mail. */
  wake(): void;
  /** Stops the timer and waits for a pass in progress to finish. */
  stop(): Promise<void>;
}

/** Delivers due mail every `intervalMs` and on `wake()`. A failing pass is logged, never thrown. */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { intervalMs = 5000, batchSize = DEFAULT_BATCH_SIZE, ...deliverOptions } = options;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | undefined;
  let wokenDuringPass = false;
  let stopped = false;

  async function passFoundFullBatch(): Promise<boolean> {
    try {
      const report = await deliverDueMail({ ...deliverOptions, batchSize });
      return report.sent + report.retrying + report.failed >= batchSize;
    } catch (error) {
      options.logger.error({ err: error }, "mail delivery pass failed");
      return false;
    }
  }

  async function drain(): Promise<void> {
    let more = true;
    while (!stopped && (more || wokenDuringPass)) {
      wokenDuringPass = false;
      more = await passFoundFullBatch();
    }
  }

  function scheduleNext(): void {
    if (stopped) return;
    timer = setTimeout(run, intervalMs);
    timer.unref();
  }

  function run(): void {
    if (stopped) return;
    if (inFlight) {
      wokenDuringPass = true;
      return;
    }
    clearTimeout(timer);
    inFlight = drain().finally(() => {
      inFlight = undefined;
      scheduleNext();
    });
  }

  run();
  return {
    wake: run,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await inFlight;
    },
  };
}
