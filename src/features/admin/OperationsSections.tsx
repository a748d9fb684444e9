import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatDateTime } from "../../shared/format.ts";
import { api } from "../../web/lib/api.ts";
import { Button } from "../../web/ui/button.tsx";
import { adminQueries, useAdminAction } from "./api.ts";
import { DataTable } from "./DataTable.tsx";
import { Loading, SectionHeader, CompactSelect, StatusPill } from "./controls.tsx";
import type { EventRefresh } from "../events/index.ts";
import { OUTBOX_FILTERS, type AuditItem, type OutboxItem } from "./schema.ts";

/** The mail outbox: what was sent, what waits, and what failed with the server's error; failed mail can be retried. */
export function MailSection() {
  const [status, setStatus] = useState<(typeof OUTBOX_FILTERS)[number]>("all");
  const list = useQuery(adminQueries.outbox(status));
  const retry = useAdminAction((id: string) => api.post(`/api/admin/outbox/${id}/retry`), { success: "Mail queued again" });
  const refreshEvents = useAdminAction(() => api.post<EventRefresh>("/api/events/refresh"), {
    success: "Successfully updated local events!",
    alsoRefresh: [["events"]],
  });
  return (
    <section aria-labelledby="mail-title">
      <SectionHeader id="mail-title" title="Mail and events" description="Mail leaves through the outbox; failed mail was tried 8 times with growing pauses.">
        <CompactSelect aria-label="Show mail" value={status} onChange={(event) => setStatus(event.target.value as typeof status)}>
          {OUTBOX_FILTERS.map((value) => (
            <option key={value} value={value}>
              {value === "all" ? "All mail" : value === "pending" ? "Waiting" : value === "sent" ? "Sent" : "Failed"}
            </option>
          ))}
        </CompactSelect>
        <Button variant="outline" disabled={refreshEvents.isPending} onClick={() => refreshEvents.mutate(undefined)}>
          {refreshEvents.isPending ? "Refreshing events..." : "Refresh events"}
        </Button>
      </SectionHeader>
      {list.isPending ? <Loading what="mail" /> : null}
      {list.data ? (
        <DataTable<OutboxItem>
          caption="Mail outbox"
          rows={list.data.mail}
          rowKey={(row) => row.id}
          initialSort={{ key: "date", direction: "descending" }}
          empty="No mail here."
          columns={[
            { key: "status", header: "Status", sortValue: (row) => row.status, cell: (row) => <StatusPill status={row.status} /> },
            { key: "date", header: "Queued", sortValue: (row) => row.createdAt, cell: (row) => formatDateTime(row.createdAt) },
            {
              key: "mail",
              header: "Mail",
              sortValue: (row) => row.toAddress,
              className: "max-w-sm",
              cell: (row) => (
                <>
                  <span className="block break-words font-semibold">{row.subject}</span>
                  <span className="block break-all text-xs text-muted-foreground">
                    To {row.toAddress} · {row.kind}
                  </span>
                </>
              ),
            },
            {
              key: "delivery",
              header: "Delivery",
              sortValue: (row) => row.attempts,
              className: "max-w-xs",
              cell: (row) => (
                <>
                  {row.sentAt ? (
                    <span className="block">
                      Sent {formatDateTime(row.sentAt)}
                      {row.deliveredVia === "outbox" ? " (kept, no SMTP)" : ""}
                    </span>
                  ) : null}
                  {row.status === "pending" && row.attempts > 0 ? <span className="block text-xs">Next try {formatDateTime(row.nextAttemptAt)}</span> : null}
                  <span className="block text-xs text-muted-foreground">
                    {row.attempts} {row.attempts === 1 ? "attempt" : "attempts"}
                  </span>
                  {row.lastError && row.status !== "sent" ? <span className="block break-words text-xs text-destructive">{row.lastError}</span> : null}
                </>
              ),
            },
            {
              key: "retry",
              header: "Action",
              cell: (row) =>
                row.status === "failed" ? (
                  <Button
                    size="sm"
                    disabled={retry.isPending}
                    onClick={() => retry.mutate(row.id)}
                    aria-label={`Retry mail to ${row.toAddress}: ${row.subject}`}
                  >
                    Retry
                  </Button>
                ) : null,
            },
          ]}
        />
      ) : null}
    </section>
  );
}

const describe = (value: unknown) => (value === null || value === undefined ? "–" : JSON.stringify(value, null, 1));

/** Every admin action: who, what, when, and the record before and after. */
export function AuditSection() {
  const list = useQuery(adminQueries.audit());
  return (
    <section aria-labelledby="audit-title">
      <SectionHeader id="audit-title" title="Audit log" description="Every admin action, newest first (the latest 100)." />
      {list.isPending ? <Loading what="the audit log" /> : null}
      {list.data ? (
        <DataTable<AuditItem>
          caption="Audit log"
          rows={list.data.entries}
          rowKey={(row) => row.id}
          initialSort={{ key: "date", direction: "descending" }}
          empty="No admin actions yet."
          columns={[
            { key: "date", header: "When", sortValue: (row) => row.createdAt, cell: (row) => formatDateTime(row.createdAt) },
            { key: "actor", header: "Who", sortValue: (row) => row.actorEmail, cell: (row) => row.actorEmail ?? "Deleted account" },
            {
              key: "action",
              header: "What",
              sortValue: (row) => row.action,
              cell: (row) => (
                <>
                  <code className="text-xs">{row.action}</code>
                  <span className="block break-all text-xs text-muted-foreground">
                    {row.subjectType} {row.subjectId ?? ""}
                  </span>
                </>
              ),
            },
            {
              key: "change",
              header: "Before → after",
              className: "max-w-md",
              cell: (row) => (
                <details>
                  <summary className="min-h-6 cursor-pointer text-xs">Show change</summary>
                  <div className="mt-1 grid gap-1 text-xs">
                    <pre className="max-h-40 overflow-auto whitespace-pre-wrap break-all rounded bg-muted p-2">{describe(row.before)}</pre>
                    <pre className="max-h-40 overflow-auto whitespace-pre-wrap break-all rounded bg-muted p-2">{describe(row.after)}</pre>
                  </div>
                </details>
              ),
            },
          ]}
        />
      ) : null}
    </section>
  );
}
