import type { Db } from "../db/client.ts";
import { outbox } from "../db/platform-tables.ts";

/** The kinds of the mails queued so far, sorted, sign-ups' verification mails aside. */
export async function queuedMailKinds(db: Db): Promise<string[]> {
  return (await db.select({ kind: outbox.kind }).from(outbox))
    .map((mail) => mail.kind)
    .filter((kind) => kind !== "email-verification")
    .sort();
}

/** The signed token of a booking's management link (`/bookings/:id?token=…`). */
export const manageTokenOf = (manageUrl: string) => new URL(manageUrl, "http://x").searchParams.get("token") ?? "";
