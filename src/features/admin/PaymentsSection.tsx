import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Button } from "../../web/ui/button.tsx";
import { ConfirmDialog } from "../../web/ui/confirm-dialog.tsx";
import { Input } from "../../web/ui/input.tsx";
import { useAdminAction } from "./actions.ts";
import { formatCents, formatDateTime } from "../../shared/format.ts";
import { floridaToday } from "../../shared/bookings.ts";
import type { AdminPayment, PaymentMonth } from "../bookings/index.ts";
import { adminQueries, refundMembershipPayment } from "./queries.ts";
import { PAYMENT_RECORD_STATUS, Pill } from "./BookingPayment.tsx";
import { DataTable } from "./DataTable.tsx";
import { CsvDownload, Loading, SectionHeader } from "./controls.tsx";
import { adminExports } from "./contract.ts";

const PROVIDERS: Record<AdminPayment["provider"], string> = { sandbox: "Sandbox (test)", stripe: "Stripe", complimentary: "Complimentary" };
const KINDS: Record<AdminPayment["kind"], string> = { booking: "Booking", subscription: "VIP membership" };

/** "2026-11" -> "November 2026" (the month is already a Florida-time month: no zone shift). */
const monthLabel = (month: string) =>
  new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${month}-15T12:00:00Z`));
const net = (month: PaymentMonth) => month.paidCents - month.refundedCents;

/** Money in: bookings and memberships paid and refunded, month by month, and every payment. */
export function PaymentsSection() {
  const list = useQuery(adminQueries.payments());
  const thisMonth = floridaToday().slice(0, 7);
  const current = list.data?.months.find((month) => month.month === thisMonth) ?? { month: thisMonth, paidCents: 0, refundedCents: 0, payments: 0 };
  return (
    <section aria-labelledby="payments-title" className="grid gap-6">
      <SectionHeader id="payments-title" title="Payments" description="Bookings and VIP memberships paid and refunded, by month in Florida time.">
        <CsvDownload href={adminExports.payments} what="payments" />
      </SectionHeader>
      {list.isPending ? <Loading what="payments" /> : null}
      {list.data ? (
        <>
          <section aria-labelledby="payments-month-title" className="rounded-lg border bg-card p-4">
            <h3 id="payments-month-title" className="text-lg font-semibold">
              This month · {monthLabel(current.month)}
            </h3>
            <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
              <Figure label="Paid" value={formatCents(current.paidCents)} />
              <Figure label="Refunded" value={formatCents(current.refundedCents)} />
              <Figure label="Net" value={formatCents(net(current))} strong />
              <Figure label="Payments" value={String(current.payments)} />
            </dl>
          </section>

          <section aria-labelledby="payments-months-title">
            <h3 id="payments-months-title" className="mb-2 text-lg font-semibold">
              By month
            </h3>
            <DataTable<PaymentMonth>
              caption="Payment totals by month"
              compact
              rows={list.data.months}
              rowKey={(row) => row.month}
              initialSort={{ key: "month", direction: "descending" }}
              empty="Nothing paid yet."
              columns={[
                { key: "month", header: "Month", sortValue: (row) => row.month, cell: (row) => <span className="font-semibold">{monthLabel(row.month)}</span> },
                { key: "paid", header: "Paid", className: "text-right", sortValue: (row) => row.paidCents, cell: (row) => formatCents(row.paidCents) },
                {
                  key: "refunded",
                  header: "Refunded",
                  className: "text-right",
                  sortValue: (row) => row.refundedCents,
                  cell: (row) => formatCents(row.refundedCents),
                },
                {
                  key: "net",
                  header: "Net",
                  className: "text-right",
                  sortValue: net,
                  cell: (row) => <span className="font-semibold">{formatCents(net(row))}</span>,
                },
                { key: "count", header: "Payments", className: "text-right", sortValue: (row) => row.payments, cell: (row) => row.payments },
              ]}
            />
          </section>

          <section aria-labelledby="payments-list-title">
            <h3 id="payments-list-title" className="mb-2 text-lg font-semibold">
              All payments
            </h3>
            <DataTable<AdminPayment>
              caption="Payments"
              rows={list.data.payments}
              rowKey={(row) => row.id}
              initialSort={{ key: "date", direction: "descending" }}
              empty="No payments yet."
              columns={[
                {
                  key: "date",
                  header: "Date",
                  sortValue: (row) => row.paidAt ?? row.createdAt,
                  cell: (row) => (
                    <>
                      {formatDateTime(row.paidAt ?? row.createdAt)}
                      {row.refundedAt ? <span className="block text-xs text-muted-foreground">Refunded {formatDateTime(row.refundedAt)}</span> : null}
                    </>
                  ),
                },
                {
                  key: "what",
                  header: "What",
                  className: "max-w-xs",
                  sortValue: (row) => row.description,
                  cell: (row) => (
                    <>
                      <span className="break-words">{row.description}</span>
                      <span className="block text-xs text-muted-foreground">{KINDS[row.kind] ?? row.kind}</span>
                    </>
                  ),
                },
                {
                  key: "who",
                  header: "Who",
                  sortValue: (row) => row.email,
                  cell: (row) => (row.email ? <span className="break-all">{row.email}</span> : <span className="text-muted-foreground">–</span>),
                },
                {
                  key: "amount",
                  header: "Amount",
                  className: "text-right",
                  sortValue: (row) => row.amountCents,
                  cell: (row) => <span className="whitespace-nowrap font-semibold">{formatCents(row.amountCents)}</span>,
                },
                { key: "provider", header: "Provider", sortValue: (row) => row.provider, cell: (row) => PROVIDERS[row.provider] ?? row.provider },
                {
                  key: "status",
                  header: "Status",
                  sortValue: (row) => row.status,
                  cell: (row) => <Pill {...(PAYMENT_RECORD_STATUS[row.status] ?? { label: row.status, tone: "quiet" })} />,
                },
                {
                  key: "actions",
                  header: "Actions",
                  cell: (row) =>
                    row.kind === "subscription" && row.status === "paid" && row.provider !== "complimentary" ? <RefundMembership payment={row} /> : null,
                },
              ]}
            />
          </section>
        </>
      ) : null}
    </section>
  );
}

function Figure({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="rounded-md bg-muted/50 p-3">
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className={strong ? "text-2xl font-bold text-secondary" : "text-2xl font-semibold"}>{value}</dd>
    </div>
  );
}

/** Staff refund a membership payment in full (any time, unlike the member's 30 days): the membership ends now. */
function RefundMembership({ payment }: { payment: AdminPayment }) {
  const [reason, setReason] = useState("");
  const reasonId = useId();
  const refund = useAdminAction((input: { id: string; reason: string }) => refundMembershipPayment(input.id, input.reason), {
    success: "Refunded: the membership has ended and the member is mailed",
    failure: "Not refunded",
  });
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="outline" aria-label={`Refund ${formatCents(payment.amountCents)} to ${payment.email ?? "this member"}`}>
          Refund
        </Button>
      }
      title={`Refund ${formatCents(payment.amountCents)} and end the membership?`}
      description={`${payment.email ?? "The member"} gets the full amount back through ${PROVIDERS[payment.provider]} and loses VIP access at once. This cannot be undone.`}
      keepLabel="Keep"
      confirmLabel="Refund in full"
      onConfirm={() => refund.mutateAsync({ id: payment.id, reason }).catch(() => undefined)}
    >
      <div className="mt-4 grid gap-1">
        <label htmlFor={reasonId} className="text-sm font-medium">
          Reason (optional, for the audit log)
        </label>
        <Input id={reasonId} value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
      </div>
    </ConfirmDialog>
  );
}
