import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { formatDateTime } from "../../shared/format.ts";
import { companionPath } from "../../shared/paths.ts";
import { Button } from "../../web/ui/button.tsx";
import { Textarea } from "../../web/ui/input.tsx";
import type { AdminReview } from "../reviews/index.ts";
import { useAdminAction } from "./actions.ts";
import { adminQueries, decideReport, decideReview, updateCompanion } from "./queries.ts";
import { DataTable } from "./DataTable.tsx";
import { Loading, SectionHeader, CompactSelect, StatusPill } from "./controls.tsx";
import type { AdminReport } from "../reports/index.ts";

const stars = (rating: number) => `${"★".repeat(rating)}${"☆".repeat(5 - rating)}`;

/** Reviews wait here until approved (they then count in the rating at once) or rejected (deleted). */
export function ReviewsSection() {
  const [status, setStatus] = useState<"pending" | "approved">("pending");
  const list = useQuery(adminQueries.reviews(status));
  const decide = useAdminAction(({ id, decision }: { id: string; decision: "approve" | "reject" }) => decideReview(id, decision), {
    success: "Review updated",
    alsoRefresh: [["companions"]],
  });
  return (
    <section aria-labelledby="reviews-title">
      <SectionHeader id="reviews-title" title="Reviews" description="Approve a review to publish it and count it in the companion's rating.">
        <CompactSelect aria-label="Show" value={status} onChange={(event) => setStatus(event.target.value as typeof status)}>
          <option value="pending">Pending approval</option>
          <option value="approved">Approved</option>
        </CompactSelect>
      </SectionHeader>
      {list.isPending ? <Loading what="reviews" /> : null}
      {list.data ? (
        <DataTable<AdminReview>
          caption="Reviews"
          rows={list.data.reviews}
          rowKey={(review) => review.id}
          initialSort={{ key: "date", direction: "descending" }}
          empty={status === "pending" ? "No reviews wait for approval." : "No approved reviews yet."}
          columns={[
            { key: "date", header: "Submitted", sortValue: (review) => review.createdAt, cell: (review) => formatDateTime(review.createdAt) },
            {
              key: "companion",
              header: "Companion",
              sortValue: (review) => review.companionName,
              cell: (review) => (
                <Link className="inline-flex min-h-6 items-center text-primary underline-offset-2 hover:underline" to={companionPath(review.companionId)}>
                  {review.companionName}
                </Link>
              ),
            },
            {
              key: "rating",
              header: "Rating",
              sortValue: (review) => review.rating,
              cell: (review) => <span aria-label={`${review.rating} of 5 stars`}>{stars(review.rating)}</span>,
            },
            {
              key: "text",
              header: "Review",
              className: "max-w-md",
              cell: (review) => (
                <>
                  <p className="whitespace-pre-wrap break-words">{review.reviewText || <em className="text-muted-foreground">No written review</em>}</p>
                  <p className="mt-1 text-xs text-muted-foreground">
                    {review.reviewerName}
                    {review.reviewerEmail ? ` · ${review.reviewerEmail}` : ""}
                    {review.isVipMember ? " · VIP" : ""}
                  </p>
                </>
              ),
            },
            {
              key: "actions",
              header: "Actions",
              cell: (review) => (
                <div className="flex flex-wrap gap-2">
                  {!review.isApproved ? (
                    <Button
                      size="sm"
                      disabled={decide.isPending}
                      onClick={() => decide.mutate({ id: review.id, decision: "approve" })}
                      aria-label={`Approve ${review.reviewerName}'s review of ${review.companionName}`}
                    >
                      Approve
                    </Button>
                  ) : null}
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={decide.isPending}
                    onClick={() => decide.mutate({ id: review.id, decision: "reject" })}
                    aria-label={`${review.isApproved ? "Remove" : "Reject"} ${review.reviewerName}'s review of ${review.companionName}`}
                  >
                    {review.isApproved ? "Remove" : "Reject"}
                  </Button>
                </div>
              ),
            },
          ]}
        />
      ) : null}
    </section>
  );
}

/** What members reported; each is resolved (something was done) or dismissed, with a note for the record. */
export function ReportsSection() {
  const list = useQuery(adminQueries.reports());
  return (
    <section aria-labelledby="reports-title">
      <SectionHeader id="reports-title" title="Reports" description="Open reports first. Look at the subject, act, then resolve or dismiss with a note." />
      {list.isPending ? <Loading what="reports" /> : null}
      {list.data ? (
        <DataTable<AdminReport>
          caption="Reports"
          rows={list.data.reports}
          rowKey={(report) => report.id}
          initialSort={{ key: "status", direction: "descending" }}
          empty="No reports. Members can report a companion, a review or a message."
          columns={[
            {
              key: "status",
              header: "Status",
              sortValue: (report) => (report.status === "open" ? 1 : 0),
              cell: (report) => <StatusPill status={report.status} />,
            },
            { key: "date", header: "Reported", sortValue: (report) => report.createdAt, cell: (report) => formatDateTime(report.createdAt) },
            {
              key: "subject",
              header: "Subject",
              sortValue: (report) => report.subjectType,
              className: "max-w-xs",
              cell: (report) => (
                <>
                  <span className="font-semibold capitalize">{report.subjectType}</span>{" "}
                  {report.subjectLink ? (
                    <Link className="inline-flex min-h-6 items-center break-words text-primary underline-offset-2 hover:underline" to={report.subjectLink}>
                      {report.subjectSummary ?? report.subjectId}
                    </Link>
                  ) : (
                    <span className="break-words">{report.subjectSummary ?? `${report.subjectId} (no longer exists)`}</span>
                  )}
                </>
              ),
            },
            { key: "reason", header: "Reason", className: "max-w-xs", cell: (report) => <p className="whitespace-pre-wrap break-words">{report.reason}</p> },
            { key: "reporter", header: "By", sortValue: (report) => report.reporterEmail, cell: (report) => report.reporterEmail ?? "Deleted account" },
            { key: "decision", header: "Decision", cell: (report) => <ReportDecision report={report} /> },
          ]}
        />
      ) : null}
    </section>
  );
}

function ReportDecision({ report }: { report: AdminReport }) {
  const [notes, setNotes] = useState(report.notes ?? "");
  const decide = useAdminAction((status: "resolved" | "dismissed") => decideReport(report.id, { status, notes }), {
    success: "Report updated",
  });
  const act = useAdminAction<void, unknown>(
    () => (report.subjectType === "review" ? decideReview(report.subjectId, "reject") : updateCompanion(report.subjectId, { hidden: true })),
    { success: report.subjectType === "review" ? "Review removed" : "Profile hidden", alsoRefresh: [["companions"]] },
  );
  const action = report.subjectSummary && report.subjectType !== "message" ? (report.subjectType === "review" ? "Remove review" : "Hide profile") : null;
  if (report.status !== "open") {
    return (
      <p className="text-sm">
        {report.notes || <span className="text-muted-foreground">No note</span>}
        {report.resolvedAt ? <span className="block text-xs text-muted-foreground">{formatDateTime(report.resolvedAt)}</span> : null}
      </p>
    );
  }
  return (
    <div className="grid min-w-52 gap-2">
      <label className="sr-only" htmlFor={`report-note-${report.id}`}>
        Note on this report
      </label>
      <Textarea
        id={`report-note-${report.id}`}
        rows={2}
        className="min-h-16"
        placeholder="What was done"
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
      />
      <div className="flex gap-2">
        <Button size="sm" disabled={decide.isPending} onClick={() => decide.mutate("resolved")}>
          Resolve
        </Button>
        <Button size="sm" variant="outline" disabled={decide.isPending} onClick={() => decide.mutate("dismissed")}>
          Dismiss
        </Button>
      </div>
      {action ? (
        <Button size="sm" variant="destructive" className="justify-self-start" disabled={act.isPending} onClick={() => act.mutate(undefined)}>
          {action}
        </Button>
      ) : null}
    </div>
  );
}
