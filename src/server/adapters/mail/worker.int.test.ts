import { eq } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { outbox } from "../../db/platform-tables.ts";
import { createTestDatabase, type TestDatabase } from "../../db/test-database.ts";
import { enqueueMail, type MailMessage } from "./outbox.ts";
import { createMailTransport, type MailTransport } from "./transport.ts";
import { deliverDueMail, MAX_ATTEMPTS, retryMail, startOutboxWorker, type DeliveryReport, type MailLogger } from "./worker.ts";
import { headerOf, recordingLogger, startTestSmtpServer, type TestSmtpServer } from "./testing.ts";

const MAIL_FROM = "Wingmate <hello@wingmate.test>";
const SECOND = 1000;
const HOUR = 3600 * SECOND;

const message = (subject: string): MailMessage => ({
  kind: "test",
  to: "jane@example.com",
  subject,
  text: `Body of ${subject}`,
});

const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

describe("the outbox delivery worker", () => {
  let database: TestDatabase;
  let smtp: TestSmtpServer;
  let transport: MailTransport;
  let logger: ReturnType<typeof recordingLogger>;

  const deliver = (now?: Date, batchSize?: number) => deliverDueMail({ db: database.db, transport, logger, now, batchSize });
  const rowOf = async (id: string) => {
    const [row] = await database.db.select().from(outbox).where(eq(outbox.id, id));
    if (!row) throw new Error(`no outbox row ${id}`);
    return row;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await startTestSmtpServer();
    transport = createMailTransport({ smtpUrl: smtp.url, mailFrom: MAIL_FROM });
  });

  afterAll(async () => {
    await transport.close();
    await smtp.close();
    await database.close();
  });

  beforeEach(async () => {
    await database.reset();
    await smtp.start();
    smtp.received.length = 0;
    logger = recordingLogger();
  });

  it("keeps mail pending with a backoff while the SMTP server is down, and delivers it once the server is back", async () => {
    const id = await enqueueMail(database.db, message("Your booking"));
    await smtp.stop();
    const start = new Date();

    expect(await deliver(start)).toEqual({ sent: 0, retrying: 1, failed: 0 });

    const failed = await rowOf(id);
    expect(failed).toMatchObject({ status: "pending", attempts: 1, sentAt: null });
    expect(failed.lastError).toMatch(/ECONNREFUSED/);
    const delay = failed.nextAttemptAt.getTime() - start.getTime();
    expect(delay).toBeGreaterThanOrEqual(30 * SECOND);
    expect(delay).toBeLessThanOrEqual(33 * SECOND);
    expect(logger.entries).toContainEqual(expect.objectContaining({ level: "warn", message: "mail delivery failed, will retry" }));

    await smtp.start();
    expect(await deliver(later(start, 10 * SECOND))).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(smtp.received).toEqual([]);

    // The failed try and the one that delivered it: two attempts.
    expect(await deliver(later(start, 40 * SECOND))).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(headerOf(smtp.received[0]?.raw ?? "", "Subject")).toBe("Your booking");
    expect(await rowOf(id)).toMatchObject({ status: "sent", attempts: 2, deliveredVia: "smtp" });
  });

  it("doubles the wait after each failure, gives up after 8 attempts, and delivers again after retryMail", async () => {
    const id = await enqueueMail(database.db, message("Receipt"));
    await smtp.stop();
    let now = new Date();
    const delays: number[] = [];

    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const report = await deliver(now);
      expect(report).toEqual(attempt < MAX_ATTEMPTS ? { sent: 0, retrying: 1, failed: 0 } : { sent: 0, retrying: 0, failed: 1 });
      const row = await rowOf(id);
      expect(row.attempts).toBe(attempt);
      if (attempt < MAX_ATTEMPTS) delays.push(row.nextAttemptAt.getTime() - now.getTime());
      now = later(now, 2 * HOUR);
    }

    expect(delays).toHaveLength(MAX_ATTEMPTS - 1);
    delays.forEach((delay, index) => {
      const base = 30 * SECOND * 2 ** index;
      expect(delay).toBeGreaterThanOrEqual(base);
      expect(delay).toBeLessThanOrEqual(base * 1.1);
    });
    expect(await rowOf(id)).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
    expect(logger.entries.at(-1)).toMatchObject({ level: "error", message: "mail delivery failed for good" });
    expect(await deliver(later(now, 24 * HOUR))).toEqual({ sent: 0, retrying: 0, failed: 0 });

    await smtp.start();
    expect(await retryMail(database.db, id)).toBe(true);
    expect(await deliver(later(new Date(), SECOND))).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(await rowOf(id)).toMatchObject({ status: "sent" });
    expect(await retryMail(database.db, id)).toBe(false);
  });

  it("fails at once when the server refuses the recipient for good (5xx), keeping the server's words", async () => {
    smtp.rejectedRecipients.add("jane@example.com");
    const id = await enqueueMail(database.db, message("Bounced"));
    expect(await deliver()).toEqual({ sent: 0, retrying: 0, failed: 1 });
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row.lastError).toContain("Mailbox unavailable");

    smtp.rejectedRecipients.clear();
    expect(await retryMail(database.db, id)).toBe(true);
    expect(await deliver(later(new Date(), SECOND))).toEqual({ sent: 1, retrying: 0, failed: 0 });
  });

  it("delivers each message exactly once when two workers run at the same time", async () => {
    const ids = await Promise.all(Array.from({ length: 24 }, (_, index) => enqueueMail(database.db, message(`Message ${index}`))));
    const otherTransport = createMailTransport({ smtpUrl: smtp.url, mailFrom: MAIL_FROM });
    const now = later(new Date(), SECOND);
    const worker = async (workerTransport: MailTransport) => {
      const total: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
      for (;;) {
        const report = await deliverDueMail({ db: database.db, transport: workerTransport, logger, now, batchSize: 5 });
        if (report.sent + report.retrying + report.failed === 0) return total;
        total.sent += report.sent;
      }
    };

    const [first, second] = await Promise.all([worker(transport), worker(otherTransport)]);
    await otherTransport.close();

    expect(first.sent + second.sent).toBe(ids.length);
    const subjects = smtp.received.map((mail) => headerOf(mail.raw, "Subject"));
    expect(subjects).toHaveLength(ids.length);
    expect(new Set(subjects).size).toBe(ids.length);
    const rows = await database.db.select().from(outbox);
    expect(rows.every((row) => row.status === "sent")).toBe(true);
  });

  it("takes over mail whose worker died while sending, once its lease has run out, and leaves live claims alone", async () => {
    const now = new Date();
    const abandoned = await enqueueMail(database.db, message("Abandoned"));
    const inProgress = await enqueueMail(database.db, message("In progress"));
    await database.db
      .update(outbox)
      .set({ status: "sending", nextAttemptAt: later(now, -SECOND) })
      .where(eq(outbox.id, abandoned));
    await database.db
      .update(outbox)
      .set({ status: "sending", nextAttemptAt: later(now, 5 * 60 * SECOND) })
      .where(eq(outbox.id, inProgress));

    expect(await deliver(now)).toEqual({ sent: 1, retrying: 0, failed: 0 });

    expect(smtp.received.map((mail) => headerOf(mail.raw, "Subject"))).toEqual(["Abandoned"]);
    expect(await rowOf(inProgress)).toMatchObject({ status: "sending" });
  });

  it("runs in the background: delivers on wake, and stop waits for the pass in progress", async () => {
    const worker = startOutboxWorker({ db: database.db, transport, logger, intervalMs: 60_000 });
    await enqueueMail(database.db, message("Woken"));
    worker.wake();
    await smtp.waitForMessages(1);
    await worker.stop();

    const id = await enqueueMail(database.db, message("Before stop"));
    const second = startOutboxWorker({ db: database.db, transport, logger, intervalMs: 60_000 });
    await second.stop();

    expect(await rowOf(id)).toMatchObject({ status: "sent" });
    expect(smtp.received.map((mail) => headerOf(mail.raw, "Subject"))).toEqual(["Woken", "Before stop"]);
  });

  it("logs a failing pass and keeps running instead of crashing", async () => {
    const unavailable = {
      transaction: () => Promise.reject(new Error("database unavailable")),
    } as unknown as Db;
    const worker = startOutboxWorker({ db: unavailable, transport, logger, intervalMs: 60_000 });
    await worker.stop();

    expect(logger.entries).toContainEqual(expect.objectContaining({ level: "error", message: "mail delivery pass failed" }));
  });

  it("accepts Fastify's logger", async () => {
    const app = Fastify({ logger: false });
    const fastifyLogger: MailLogger = app.log;
    await enqueueMail(database.db, message("Logged by Fastify"));

    expect(await deliverDueMail({ db: database.db, transport, logger: fastifyLogger })).toMatchObject({ sent: 1 });
    await app.close();
  });
});
