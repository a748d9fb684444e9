import type { EmailLinkState } from "./schema.ts";

/** The account feature as the pages' loaders and actions read it (src/web/page-services.ts). */
export interface AccountPageServices {
  /** Whether a password-reset link's token can still set a password (unused, not expired). Only reads it: it stays usable. */
  resetLinkUsable(token: string): Promise<boolean>;
  /** What a confirmation link would do if confirmed: confirm, nothing (already confirmed), or fail. Only reads it. */
  emailLinkState(token: string): Promise<EmailLinkState>;
}
