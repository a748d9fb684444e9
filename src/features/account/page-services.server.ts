import type { Auth } from "../../server/auth/auth.ts";
import type { Db } from "../../server/db/client.ts";
import { emailLinkState } from "./email-proof.server.ts";
import type { AccountPageServices } from "./page-services.ts";
import { resetLinkUsable } from "./service.server.ts";

/** The account feature's page services for one request's viewer: the API's own reads and writes, through its schemas. */
export function accountPageServices(db: Db, auth: Auth): AccountPageServices {
  return { resetLinkUsable: (token) => resetLinkUsable(db, token), emailLinkState: (token) => emailLinkState(auth, db, token) };
}
