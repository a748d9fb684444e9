import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { E2E_SMTP_PORT } from "../../playwright.config.ts";
import { SERVER_BUNDLE, SERVER_ENVIRONMENT, SERVER_NODE_FLAGS } from "../../scripts/ensure-builds.ts";
import { waitForTheAppAfterNavigations, type Browser, type Page } from "./fixtures.ts";

/**
 * A journey's own production server, for what the run's shared server cannot show (a first start, a restart
 * with other settings, Stripe): the built bundle started as `npm run serve` starts it, on an empty data folder,
 * with no sample data and no mail delivery until a journey sets SMTP_URL.
 */
export const SERVE_ARGS = [...SERVER_NODE_FLAGS, path.resolve(SERVER_BUNDLE)];

export function ownServerEnvironment(dataDir: string, env: Record<string, string> = {}): Record<string, string> {
  return { ...SERVER_ENVIRONMENT, DATA_DIR: dataDir, SMTP_URL: "", SEED_SAMPLE_DATA: "false", ...env };
}

/** The run's mailbox (tests/e2e/mailbox.ts) as a server's SMTP_URL. */
export const MAILBOX_SMTP_URL = `smtp://127.0.0.1:${E2E_SMTP_PORT}/?ignoreTLS=true`;

/** An empty data folder, and its removal. */
export function emptyDataDir(name: string): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), `wingmate-${name}-`));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A page in a context of its own whose relative addresses go to `url` (a journey's own server). */
export async function pageOn(browser: Browser, url: string, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await browser.newContext({ baseURL: url, viewport });
  const page = await context.newPage();
  waitForTheAppAfterNavigations(page);
  return page;
}
