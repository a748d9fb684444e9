import { E2E_SMTP_PORT } from "../../playwright.config.ts";
import { startMailbox } from "./mailbox.ts";

/** The run's mailbox, listening before any journey runs and closed after the last one. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startMailbox(E2E_SMTP_PORT);
  return () => server.close();
}
