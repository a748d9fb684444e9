import { appendFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { expect } from "@playwright/test";
import path from "node:path";
import { startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from "../../src/server/adapters/mail/testing.ts";

/**
 * The journeys' mailbox: one SMTP server for the whole run (started by global-setup.ts, where the app's
 * SMTP_URL points), shared by every worker through two files in the run's data folder: the mails received,
 * one JSON line each, and the recipients it refuses.
 */
const folder = () => process.env.E2E_DATA_DIR ?? "";
const mailsFile = () => path.join(folder(), "mailbox.jsonl");
const refusedFile = () => path.join(folder(), "mailbox-refused.json");

function refused(): string[] {
  return existsSync(refusedFile()) ? (JSON.parse(readFileSync(refusedFile(), "utf8")) as string[]) : [];
}

/** Starts the run's SMTP server (in the Playwright runner's process). */
export function startMailbox(port: number): Promise<TestSmtpServer> {
  writeFileSync(mailsFile(), "");
  return startTestSmtpServer(port, {
    onMessage: (mail) => appendFileSync(mailsFile(), `${JSON.stringify(mail)}\n`),
    isRejected: (address) => refused().includes(address),
  });
}

/** What a journey reads and sets: every mail received so far in this run, and the refused recipients. */
export const smtp = {
  get received(): ReceivedMail[] {
    if (!existsSync(mailsFile())) return [];
    return readFileSync(mailsFile(), "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as ReceivedMail);
  },
  /** Recipients refused with "550 Mailbox unavailable", as a real server refuses an unknown mailbox. */
  rejectedRecipients: {
    add(address: string): void {
      writeFileSync(refusedFile(), JSON.stringify([...refused(), address.toLowerCase()]));
    },
    delete(address: string): void {
      writeFileSync(refusedFile(), JSON.stringify(refused().filter((item) => item !== address.toLowerCase())));
    },
  },
};

/** The newest mail to `to` whose raw text matches `kind`, as sent (quoted-printable soft breaks joined, "=" decoded). */
export async function mailTo(to: string, kind: RegExp): Promise<string> {
  let found = "";
  await expect
    .poll(
      () => {
        const mail = [...smtp.received].reverse().find((item) => item.to.includes(to) && kind.test(item.raw));
        found = mail ? mail.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=") : "";
        return found;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return found;
}
