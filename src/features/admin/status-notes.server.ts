import { z } from "zod";
import { recordAudit } from "../../server/audit.ts";
import { requireRole, viewerOf } from "../../server/auth/request-auth.ts";
import type { Db } from "../../server/db/client.ts";
import { notFound } from "../../server/http/errors.ts";
import { okBody, responses } from "../../server/http/responses.ts";
import type { TypedApp } from "../../server/http/typed-app.ts";
import { notesOnlyInput, statusNotesInput } from "./schema.ts";

export interface StatusNotes {
  status?: string;
  notes: string | null;
}

/** What an admin sends: a status (when the record has statuses), the notes, or both. */
type StatusNotesInput = z.output<ReturnType<typeof statusNotesInput>>;

interface EditableRecord {
  /** The PATCH route, with an `:id` parameter. */
  path: string;
  idParam: z.ZodType<string>;
  /** The audit log's subject type ("booking", "consultation"...). */
  subjectType: string;
  /** The statuses an admin may set; without them only the notes can be edited. */
  statuses?: readonly [string, ...string[]];
  missing: string;
  read: (db: Db, id: string) => Promise<StatusNotes | undefined>;
  write: (db: Db, id: string, change: { status?: string; notes?: string | null }) => Promise<void>;
}

/**
 * The one way an admin edits an inbox row's status and private notes: read the row (404 when it does
 * not exist), write the change and the audit entry in one transaction.
 */
export function registerStatusNotesRoute(app: TypedApp, db: Db, record: EditableRecord): void {
  // Either body is read as this one shape (the notes-only body is a status-notes body without a status).
  const body: z.ZodType<StatusNotesInput> = record.statuses ? statusNotesInput(record.statuses) : notesOnlyInput;
  app.patch(
    record.path,
    { preValidation: requireRole("admin"), schema: { params: z.object({ id: record.idParam }), body, response: responses({ 200: okBody }) } },
    async (request) => {
      const viewer = await viewerOf(request);
      const { id } = request.params;
      const input = request.body;
      const change = { ...(input.status !== undefined ? { status: input.status } : {}), ...(input.notes !== undefined ? { notes: input.notes || null } : {}) };
      await db.transaction(async (tx) => {
        const before = await record.read(tx, id);
        if (!before) throw notFound(record.missing);
        await record.write(tx, id, change);
        await recordAudit(tx, {
          actorId: viewer.user.id,
          action: `${record.subjectType}.update`,
          subjectType: record.subjectType,
          subjectId: id,
          before,
          after: { ...before, ...change },
        });
      });
      return { ok: true as const };
    },
  );
}
