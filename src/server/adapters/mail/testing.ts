import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import type { MailLogger } from "./worker.ts";

/** Test helpers only (never imported by the app): a real SMTP server and a logger that records. */

export interface ReceivedMail {
  /** Envelope sender and recipients, as the SMTP session saw them. */
  from: string;
  to: string[];
  /** The whole message as sent: headers, blank line, MIME body. */
  raw: string;
}

export interface TestSmtpServer {
  port: number;
  /** An SMTP_URL for nodemailer: plain SMTP, no STARTTLS. */
  url: string;
  received: ReceivedMail[];
  /** Recipients refused with "550 Mailbox unavailable", as a real server refuses an unknown mailbox. */
  rejectedRecipients: Set<string>;
  /** Stops listening (the port refuses connections) until `start()` listens on the same port again. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
  /** Resolves once `count` messages have arrived, or rejects after `timeoutMs`. */
  waitForMessages(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
}

/** What a server shared by several processes tells them (the journeys' mailbox, kept in a file). */
export interface SmtpServerHooks {
  /** Called with each message once it has arrived. */
  onMessage?(mail: ReceivedMail): void;
  /** Refuses a recipient as `rejectedRecipients` does, from wherever the caller keeps them. */
  isRejected?(address: string): boolean;
}

function createServer(received: ReceivedMail[], rejectedRecipients: Set<string>, hooks: SmtpServerHooks): SMTPServer {
  return new SMTPServer({
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      const lowerCase = address.address.toLowerCase();
      if (!rejectedRecipients.has(lowerCase) && !hooks.isRejected?.(lowerCase)) return callback();
      callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", callback);
      stream.on("end", () => {
        const envelope = session.envelope;
        const mail = {
          from: envelope.mailFrom ? envelope.mailFrom.address : "",
          to: envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        };
        received.push(mail);
        hooks.onMessage?.(mail);
        callback();
      });
    },
  });
}

function listen(server: SMTPServer, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      resolve((server.server.address() as AddressInfo).port);
    });
  });
}

function closeServer(server: SMTPServer): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives in memory. */
export async function startTestSmtpServer(requestedPort = 0, hooks: SmtpServerHooks = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const rejectedRecipients = new Set<string>();
  let server: SMTPServer | undefined = createServer(received, rejectedRecipients, hooks);
  const port = await listen(server, requestedPort);

  async function stop(): Promise<void> {
    if (!server) return;
    const running = server;
    server = undefined;
    await closeServer(running);
  }

  async function waitForMessages(count: number, timeoutMs = 10_000): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (received.length < count) {
      if (Date.now() > deadline) throw new Error(`expected ${count} messages, got ${received.length}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return received;
  }

  return {
    port,
    url: `smtp://127.0.0.1:${port}/?ignoreTLS=true`,
    received,
    rejectedRecipients,
    stop,
    async start() {
      if (server) return;
      server = createServer(received, rejectedRecipients, hooks);
      await listen(server, port);
    },
    close: stop,
    waitForMessages,
  };
}

/** The value of one header of a raw message (unfolded), or undefined. */
export function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? "";
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const prefix = `${name.toLowerCase()}:`;
  const line = unfolded.split(/\r?\n/).find((candidate) => candidate.toLowerCase().startsWith(prefix));
  return line?.slice(prefix.length).trim();
}

export interface LogEntry {
  level: "info" | "warn" | "error";
  details: object;
  message?: string;
}

export function recordingLogger(): MailLogger & { entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  const at = (level: LogEntry["level"]) => (details: object, message?: string) => {
    entries.push({ level, details, message });
  };
  return { entries, info: at("info"), warn: at("warn"), error: at("error") };
}
