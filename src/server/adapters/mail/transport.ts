import nodemailer from "nodemailer";
import type { AppConfig } from "../../config.ts";
import type { MailMessage } from "./outbox.ts";

/** A queued mail on its way out; `id` is its outbox id. */
export interface OutgoingMail extends MailMessage {
  id: string;
}

export interface MailTransport {
  /** Recorded as the outbox row's `delivered_via`. */
  name: "smtp" | "outbox";
  /** Resolves once the mail is accepted; rejects (or aborts on `signal`) otherwise. */
  send(message: OutgoingMail, signal?: AbortSignal): Promise<void>;
  close(): Promise<void>;
}

export type MailTransportConfig = Pick<AppConfig, "smtpUrl" | "mailFrom">;

/**
 * SMTP when `SMTP_URL` is set; otherwise the embedded "outbox" transport, which delivers nothing:
 * the mail stays in the outbox table for admins to read. Options such as `?ignoreTLS=true` or
 * `?tls.rejectUnauthorized=false` can ride on the URL's query string.
 */
export function createMailTransport(config: MailTransportConfig): MailTransport {
  return config.smtpUrl ? createSmtpTransport(config.smtpUrl, config.mailFrom) : createOutboxTransport();
}

export function createOutboxTransport(): MailTransport {
  return { name: "outbox", send: async () => undefined, close: async () => undefined };
}

/** Messages the worker sends at once, over as many pooled SMTP connections. */
export const SMTP_CONNECTIONS = 4;

export function createSmtpTransport(smtpUrl: string, mailFrom: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    // A few connections kept open and reused: one new connection per message held delivery to ~7 a second.
    pool: true,
    maxConnections: SMTP_CONNECTIONS,
    // Nodemailer waits minutes by default; a stuck server must not hold the worker's lease.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
    // Everything sent comes from the database: never let content name a local file or URL to fetch.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  const messageIdDomain = domainOf(mailFrom);
  return {
    name: "smtp",
    async send(message, signal) {
      await transporter.sendMail({
        from: mailFrom,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        html: message.html,
        // The same id on every attempt lets a receiver drop a duplicate after an uncertain retry.
        messageId: `<${message.id}@${messageIdDomain}>`,
        attachments: message.attachments?.map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.contentType,
          content: attachment.contentBase64,
          encoding: "base64",
        })),
        signal,
      });
    },
    close: async () => transporter.close(),
  };
}

function domainOf(from: string): string {
  return /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? "wingmate.local";
}
