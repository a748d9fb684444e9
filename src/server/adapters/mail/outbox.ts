import { z } from "zod";
import type { AppConfig } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { outbox, type MailAttachment } from "../../db/platform-tables.ts";

export type { MailAttachment };

/** One e-mail to one recipient. `to` and `replyTo` are plain addresses (`name@example.com`), no display name. */
export interface MailMessage {
  /** What the mail is about, for admins and logs: "booking-confirmation", "contact-form"... */
  kind: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

/** A message that must not be sent as given: a bad address, or a header that tries to smuggle in more headers. */
export class InvalidMailError extends Error {
  override name = "InvalidMailError";
}

const emailAddress = z.email();
const LINE_BREAK = /[\r\n]/;
// Control characters in a header value or a file name are never legitimate.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
const MIME_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Text a person typed, made fit for a header (a subject): control characters and line breaks become spaces. */
export function headerText(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
}

function refuseLineBreaks(field: string, value: string): void {
  if (LINE_BREAK.test(value)) throw new InvalidMailError(`${field} must not contain line breaks`);
}

function requireAddress(field: string, value: string): void {
  refuseLineBreaks(field, value);
  if (!emailAddress.safeParse(value).success) throw new InvalidMailError(`${field} is not a valid e-mail address`);
}

function requireAttachment(attachment: MailAttachment, index: number): void {
  const field = `attachments[${index}]`;
  if (!attachment.filename || CONTROL_CHARACTER.test(attachment.filename)) {
    throw new InvalidMailError(`${field}.filename must be a non-empty name without control characters`);
  }
  if (!MIME_TYPE.test(attachment.contentType)) throw new InvalidMailError(`${field}.contentType is not a MIME type`);
  if (attachment.contentBase64.length % 4 !== 0 || !BASE64.test(attachment.contentBase64)) {
    throw new InvalidMailError(`${field}.contentBase64 is not base64`);
  }
}

/** Throws InvalidMailError unless the message can be sent safely as it is. */
export function validateMail(message: MailMessage): void {
  if (!message.kind.trim()) throw new InvalidMailError("kind must not be empty");
  refuseLineBreaks("kind", message.kind);
  requireAddress("to", message.to);
  if (message.replyTo !== undefined) requireAddress("replyTo", message.replyTo);
  if (!message.subject.trim()) throw new InvalidMailError("subject must not be empty");
  refuseLineBreaks("subject", message.subject);
  message.attachments?.forEach(requireAttachment);
}

/**
 * Queues a mail inside the caller's transaction: it exists, and will be sent, only if that
 * transaction commits. Returns the outbox id. Wake the worker after the commit for prompt delivery.
 */
export async function enqueueMail(tx: Db, message: MailMessage): Promise<string> {
  validateMail(message);
  const [row] = await tx
    .insert(outbox)
    .values({
      kind: message.kind,
      toAddress: message.to,
      replyTo: message.replyTo ?? null,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html ?? null,
      attachments: message.attachments ?? [],
      // The worker compares with this process's clock (millisecond precision); the database's now()
      // has microseconds and could put a mail queued in the same millisecond just out of reach.
      nextAttemptAt: new Date(),
    })
    .returning({ id: outbox.id });
  if (!row) throw new Error("outbox insert returned no row");
  return row.id;
}

/** Queues a mail to the business itself (`NOTIFY_EMAIL`), such as a new booking request. */
export function notifyBusiness(tx: Db, config: Pick<AppConfig, "notifyEmail">, message: Omit<MailMessage, "to">): Promise<string> {
  return enqueueMail(tx, { ...message, to: config.notifyEmail });
}
