import { count, eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client.ts";

/** A table of requests the team follows up: each row has a status ("new" until someone answers) and the team's notes. */
type FollowedUpTable = PgTable & { id: PgColumn; status: PgColumn; notes: PgColumn };

interface StatusNotes<Status extends string> {
  status: Status;
  notes: string | null;
}

/**
 * What the back office reads and writes of such a table (consultations, hiring applications, franchise
 * enquiries), for the owning feature to offer as its service: the unanswered count for the dashboard's
 * badge, and one row's status and notes for the inbox editor.
 */
export function followUpOf<Status extends string>(table: FollowedUpTable) {
  return {
    async countNew(db: Db): Promise<number> {
      const [row] = await db.select({ value: count() }).from(table).where(eq(table.status, "new"));
      return row?.value ?? 0;
    },
    async statusNotes(db: Db, id: string): Promise<StatusNotes<Status> | undefined> {
      const [row] = await db.select({ status: table.status, notes: table.notes }).from(table).where(eq(table.id, id));
      return row as StatusNotes<Status> | undefined;
    },
    async setStatusNotes(db: Db, id: string, change: { status?: string; notes?: string | null }): Promise<void> {
      // The route validated `change` against the table's own statuses (status-notes.server.ts).
      await db
        .update(table)
        .set(change as never)
        .where(eq(table.id, id));
    },
  };
}
