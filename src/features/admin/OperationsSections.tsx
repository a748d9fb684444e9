import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatDateTime } from "../../shared/format.ts";
import { Button } from "../../web/ui/button.tsx";
import { useAdminAction } from "./actions.ts";
import { adminQueries, addSampleData, removeSampleData, retryMail } from "./queries.ts";
import { DataTable } from "./DataTable.tsx";
import { Loading, SectionHeader, CompactSelect, StatusPill } from "./controls.tsx";
import { OUTBOX_FILTERS, type AuditItem, type OutboxItem } from "./schema.ts";

/** The mail outbox: what was sent, what waits, and what failed with the server's error; failed mail can be retried. */
export function MailSection() {
  const [status, setStatus] = useState<(typeof OUTBOX_FILTERS)[number]>("all");
  const list = useQuery(adminQueries.outbox(status));
  const retry = useAdminAction(retryMail, { success: "Mail queued again" });
  return (
    <section aria-labelledby="mail-title">
      <SectionHeader id="mail-title" title="Mail" description="Mail leaves through the outbox; failed mail was tried 8 times with growing pauses.">
        <CompactSelect aria-label="Show mail" value={status} onChange={(event) => setStatus(event.target.value as typeof status)}>
          {OUTBOX_FILTERS.map((value) => (
            <option key={value} value={value}>
              {value === "all" ? "All mail" : value === "pending" ? "Waiting" : value === "sent" ? "Sent" : "Failed"}
            </option>
          ))}
        </CompactSelect>
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

/**
 * The sample data set (invented events and reviews, each labelled sample): what is left of it, and one
 * button that removes all of it for good. A start without SEED_SAMPLE_DATA removes it too.
 */
export function SampleDataSection() {
  const status = useQuery(adminQueries.sampleData());
  const remove = useAdminAction(removeSampleData, {
    success: ({ removed }) => ({
      title: "Sample data removed",
      description: `${removed.events} sample events and ${removed.reviews} sample reviews are gone for good.`,
    }),
    alsoRefresh: [["events"], ["companions"]],
  });
  const add = useAdminAction(addSampleData, {
    success: (result) => ({
      title: "Sample data added",
      description: `${result.events} sample events and ${result.reviews} sample reviews, each labelled sample.`,
    }),
    alsoRefresh: [["events"], ["companions"]],
  });
  const data = status.data;
  const present = data ? data.events + data.reviews > 0 : false;
  return (
    <section aria-labelledby="sample-title">
      <SectionHeader
        id="sample-title"
        title="Sample data"
        description="Invented weekly venue nights and client reviews that show how the site works. Each is labelled sample wherever it shows. The 27 companions are the starting catalogue, not sample data."
      />
      {status.isPending ? <Loading what="the sample data" /> : null}
      {data ? (
        <div className="grid max-w-2xl gap-3 rounded-lg border bg-card p-4">
          <p>
            {present
              ? `This site shows ${data.events} sample events and ${data.reviews} sample reviews.`
              : data.state === "removed"
                ? "Sample data was removed: only real events and reviews show."
                : "This site has no sample data: only real events and reviews show."}
          </p>
          <p className="text-sm text-muted-foreground">
            SEED_SAMPLE_DATA is {data.wanted ? "on: a new database starts with sample data" : "off: the next start removes any sample data"}. Once removed,
            neither a refresh nor a restart brings it back.
          </p>
          {present ? (
            <Button
              variant="destructive"
              className="justify-self-start"
              disabled={remove.isPending}
              onClick={() => window.confirm("Remove every sample event and sample review?") && remove.mutate(undefined)}
            >
              {remove.isPending ? "Removing..." : "Remove sample data"}
            </Button>
          ) : (
            <Button variant="outline" className="justify-self-start" disabled={add.isPending} onClick={() => add.mutate(undefined)}>
              {add.isPending ? "Adding..." : "Add sample data (for a demo)"}
            </Button>
          )}
        </div>
      ) : null}
    </section>
  );
}

/** What an action was about, by name where it is a person or a companion ("companion Sofia R."). */
const subjectOf = (row: AuditItem) => `${row.subjectType.replaceAll("_", " ")} ${row.subjectName ?? row.subjectId ?? ""}`.trim();

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
            {
              key: "actor",
              header: "Who",
              sortValue: (row) => row.actorName ?? "",
              cell: (row) =>
                row.actorEmail ? (
                  <>
                    <span className="block font-semibold">{row.actorName}</span>
                    <span className="block break-all text-xs text-muted-foreground">{row.actorEmail}</span>
                  </>
                ) : (
                  "Deleted account"
                ),
            },
            {
              key: "action",
              header: "What",
              sortValue: (row) => row.action,
              cell: (row) => (
                <>
                  <code className="text-xs">{row.action}</code>
                  <span className="block break-all text-xs text-muted-foreground">{subjectOf(row)}</span>
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
