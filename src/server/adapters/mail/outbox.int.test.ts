import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testConfig } from "../../config.ts";
import { outbox } from "../../db/platform-tables.ts";
import { createTestDatabase, type TestDatabase } from "../../db/test-database.ts";
import { enqueueMail, InvalidMailError, notifyBusiness, type MailMessage } from "./outbox.ts";
import { createMailTransport, type MailTransport } from "./transport.ts";
import { deliverDueMail } from "./worker.ts";
import { headerOf, recordingLogger, startTestSmtpServer, type TestSmtpServer } from "./testing.ts";

const MAIL_FROM = "Wingmate <hello@wingmate.test>";
const PDF_BASE64 = Buffer.from("%PDF-1.4 a tiny invoice ".repeat(20)).toString("base64");

const welcome: MailMessage = {
  kind: "welcome",
  to: "jane@example.com",
  replyTo: "help@wingmate.test",
  subject: "Welcome to Wingmate",
  text: "Hello Jane, your account is ready.",
  html: "<p>Hello Jane, your account is <b>ready</b>.</p>",
  attachments: [{ filename: "invoice.pdf", contentType: "application/pdf", contentBase64: PDF_BASE64 }],
};

describe("queuing mail in the outbox", () => {
  let database: TestDatabase;
  let smtp: TestSmtpServer;
  let transport: MailTransport;
  const logger = recordingLogger();
  const deliver = () => deliverDueMail({ db: database.db, transport, logger });

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
    smtp.received.length = 0;
  });

  it("delivers mail queued in a committed transaction with its recipient, sender, subject, body and attachment", async () => {
    const id = await database.db.transaction((tx) => enqueueMail(tx, welcome));

    expect(await deliver()).toEqual({ sent: 1, retrying: 0, failed: 0 });

    const [mail] = smtp.received;
    expect(smtp.received).toHaveLength(1);
    expect(mail?.from).toBe("hello@wingmate.test");
    expect(mail?.to).toEqual(["jane@example.com"]);
    const raw = mail?.raw ?? "";
    expect(headerOf(raw, "From")).toBe(MAIL_FROM);
    expect(headerOf(raw, "To")).toBe("jane@example.com");
    expect(headerOf(raw, "Reply-To")).toBe("help@wingmate.test");
    expect(headerOf(raw, "Subject")).toBe("Welcome to Wingmate");
    expect(headerOf(raw, "Message-ID")).toBe(`<${id}@wingmate.test>`);
    expect(raw).toContain("Hello Jane, your account is ready.");
    expect(raw).toContain("<p>Hello Jane, your account is <b>ready</b>.</p>");
    expect(raw).toMatch(/Content-Disposition: attachment; filename=invoice\.pdf/);
    expect(raw.replace(/\r\n/g, "")).toContain(PDF_BASE64);

    const [row] = await database.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({ status: "sent", deliveredVia: "smtp", attempts: 1 });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it("sends nothing when the transaction that queued the mail rolls back", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueMail(tx, welcome);
        throw new Error("booking refused");
      }),
    ).rejects.toThrow("booking refused");

    expect(await database.db.select().from(outbox)).toEqual([]);
    expect(await deliver()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(smtp.received).toEqual([]);
  });

  it.each([
    ["subject", { subject: "Hello\r\nBcc: x@y.com" }],
    ["subject", { subject: "Hello\nBcc: x@y.com" }],
    ["to", { to: "jane@example.com\r\nBcc: x@y.com" }],
    ["replyTo", { replyTo: "help@wingmate.test\nBcc: x@y.com" }],
    ["to", { to: "not an address" }],
    ["to", { to: "jane@example.com, x@y.com" }],
    ["replyTo", { replyTo: "nobody" }],
    ["attachments[0].filename", { attachments: [{ filename: "a\r\nb.pdf", contentType: "application/pdf", contentBase64: "" }] }],
  ] satisfies [string, Partial<MailMessage>][])("refuses a bad %s and queues nothing", async (field, change) => {
    const attempt = database.db.transaction((tx) => enqueueMail(tx, { ...welcome, ...change }));

    await expect(attempt).rejects.toThrow(InvalidMailError);
    await expect(attempt).rejects.toThrow(new RegExp(`^${field.replace(/[[\].]/g, "\\$&")} `));
    expect(await database.db.select().from(outbox)).toEqual([]);
  });

  it("sends business notifications to NOTIFY_EMAIL", async () => {
    const config = testConfig({ notifyEmail: "team@wingmate.test" });
    await database.db.transaction((tx) => notifyBusiness(tx, config, { kind: "new-booking", subject: "New booking request", text: "Someone booked Ava." }));

    await deliver();

    expect(smtp.received.map((mail) => mail.to)).toEqual([["team@wingmate.test"]]);
    expect(headerOf(smtp.received[0]?.raw ?? "", "Subject")).toBe("New booking request");
  });

  it("without SMTP_URL keeps the mail in the outbox, marked sent via 'outbox', without touching the network", async () => {
    const outboxTransport = createMailTransport(testConfig({ smtpUrl: undefined }));
    const id = await enqueueMail(database.db, welcome);

    const report = await deliverDueMail({ db: database.db, transport: outboxTransport, logger });

    expect(outboxTransport.name).toBe("outbox");
    expect(report).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(smtp.received).toEqual([]);
    const [row] = await database.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({ status: "sent", deliveredVia: "outbox", subject: "Welcome to Wingmate" });
  });
});
