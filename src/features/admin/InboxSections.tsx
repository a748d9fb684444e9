import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { floridaTimeToUtc, SESSION_TYPES } from "../../shared/bookings.ts";
import { formatCents, formatDateTime, formatLongDate } from "../../shared/format.ts";
import { cn } from "../../web/lib/cn.ts";
import { Button } from "../../web/ui/button.tsx";
import type { AdminBooking } from "../bookings/index.ts";
import { ThreadView } from "../messages/index.ts";
import { adminKey, adminQueries } from "./queries.ts";
import type { AdminSubscription } from "../billing/index.ts";
import { adminContract } from "./contract.ts";
import { ApplicantCompanion } from "./ApplicantCompanion.tsx";
import { BOOKING_STATUS_LABEL, BookingPaymentCell, PaymentBadge, ResendPaymentRequest } from "./BookingPayment.tsx";
import { DataTable } from "./DataTable.tsx";
import { PaymentRequestButton } from "./PaymentRequestDialog.tsx";
import { CsvDownload, Loading, SectionHeader, StatusNotesEditor, StatusPill } from "./controls.tsx";
import { adminExports } from "./contract.ts";
import { BookingFilterBar } from "./BookingFilterBar.tsx";
import { BookingsWeek } from "./BookingsWeek.tsx";
import { filterBookings, NO_FILTERS } from "./booking-filters.ts";
import { BOOKING_STATUSES, CONSULTATION_STATUSES, type AdminConsultation } from "../bookings/index.ts";
import type { AdminFranchiseEnquiry } from "../franchise/index.ts";
import { APPLICATION_STATUSES, type AdminApplication } from "../hiring/index.ts";
import type { AdminConversation } from "../messages/index.ts";

const waitingFirst = (waiting: readonly string[]) => (row: { status: string }) => (waiting.includes(row.status) ? 1 : 0);

function Contact({ name, email, phone }: { name: string; email: string; phone?: string | null }) {
  return (
    <>
      <span className="font-semibold">{name}</span>
      <a className="flex min-h-6 items-center break-all text-primary underline-offset-2 hover:underline" href={`mailto:${email}`}>
        {email}
      </a>
      {phone ? (
        <a className="flex min-h-6 items-center text-muted-foreground" href={`tel:${phone}`}>
          {phone}
        </a>
      ) : null}
    </>
  );
}

export function ConsultationsSection() {
  const list = useQuery(adminQueries.consultations());
  return (
    <section aria-labelledby="consultations-title">
      <SectionHeader
        id="consultations-title"
        title="Consultation requests"
        description="Promised: an answer within 24 hours. For a package agreed with the client, send a payment request: the booking is confirmed when it is paid."
      />
      {list.isPending ? <Loading what="requests" /> : null}
      {list.data ? (
        <DataTable<AdminConsultation>
          caption="Consultation requests"
          rows={list.data.consultations}
          rowKey={(row) => row.id}
          initialSort={{ key: "date", direction: "descending" }}
          empty="No consultation requests yet."
          columns={[
            { key: "date", header: "Received", sortValue: (row) => row.createdAt, cell: (row) => formatDateTime(row.createdAt) },
            { key: "who", header: "From", sortValue: (row) => row.name, cell: (row) => <Contact {...row} /> },
            {
              key: "request",
              header: "Request",
              className: "max-w-sm",
              cell: (row) => (
                <>
                  {row.companionName || row.sessionType ? (
                    <p className="font-semibold">
                      {packageLabel(row) ?? "A package"}
                      {row.companionName ? ` with ${row.companionName}` : ""}
                    </p>
                  ) : null}
                  <p className="text-xs text-muted-foreground">
                    {[row.sessionType ? null : row.category, row.sessionType ? null : row.selectedPackage, row.budget, preferredWhen(row)]
                      .filter(Boolean)
                      .join(" · ")}
                  </p>
                  <p className="whitespace-pre-wrap break-words">{row.message || <em className="text-muted-foreground">No message</em>}</p>
                </>
              ),
            },
            {
              key: "payment",
              header: "Payment",
              sortValue: (row) => row.paymentRequest?.startsAt ?? null,
              cell: (row) => <ConsultationPayment consultation={row} />,
            },
            {
              key: "status",
              header: "Status",
              sortValue: waitingFirst(["new"]),
              cell: (row) => (
                <StatusNotesEditor
                  endpoint={adminContract.consultationNotes}
                  id={row.id}
                  label={`${row.name}'s request`}
                  statuses={CONSULTATION_STATUSES}
                  status={row.status}
                  notes={row.notes}
                />
              ),
            },
          ]}
        />
      ) : null}
    </section>
  );
}

export function FranchiseSection() {
  const list = useQuery(adminQueries.franchise());
  return (
    <section aria-labelledby="franchise-title">
      <SectionHeader id="franchise-title" title="Franchise enquiries" description="People who want to open Wingmate in their city ($25,000 per city)." />
      {list.isPending ? <Loading what="enquiries" /> : null}
      {list.data ? (
        <DataTable<AdminFranchiseEnquiry>
          caption="Franchise enquiries"
          rows={list.data.enquiries}
          rowKey={(row) => row.id}
          initialSort={{ key: "date", direction: "descending" }}
          empty="No franchise enquiries yet."
          columns={[
            { key: "date", header: "Received", sortValue: (row) => row.createdAt, cell: (row) => formatDateTime(row.createdAt) },
            { key: "who", header: "From", sortValue: (row) => row.name, cell: (row) => <Contact {...row} /> },
            { key: "city", header: "City", sortValue: (row) => row.city, cell: (row) => row.city },
            {
              key: "message",
              header: "Message",
              className: "max-w-sm",
              cell: (row) => <p className="whitespace-pre-wrap break-words">{row.message || <em className="text-muted-foreground">No message</em>}</p>,
            },
            {
              key: "status",
              header: "Status",
              sortValue: waitingFirst(["new"]),
              cell: (row) => (
                <StatusNotesEditor
                  endpoint={adminContract.franchiseNotes}
                  id={row.id}
                  label={`${row.name}'s enquiry`}
                  statuses={CONSULTATION_STATUSES}
                  status={row.status}
                  notes={row.notes}
                />
              ),
            },
          ]}
        />
      ) : null}
    </section>
  );
}

export function BookingsSection() {
  const list = useQuery(adminQueries.bookings());
  const [filters, setFilters] = useState(NO_FILTERS);
  const [view, setView] = useState<"list" | "week">("list");
  const shown = list.data ? filterBookings(list.data.bookings, filters) : [];
  return (
    <section aria-labelledby="bookings-title">
      <SectionHeader
        id="bookings-title"
        title="Bookings"
        description="Every session, soonest first. Mark it completed or a no-show afterwards; cancelling a paid booking refunds it in full."
      >
        <div role="group" aria-label="Show bookings as" className="flex gap-1">
          {(["list", "week"] as const).map((option) => (
            <Button key={option} size="sm" variant={view === option ? "default" : "outline"} aria-pressed={view === option} onClick={() => setView(option)}>
              {option === "list" ? "List" : "Week"}
            </Button>
          ))}
        </div>
        <CsvDownload href={adminExports.bookings} what="bookings" />
      </SectionHeader>
      {list.isPending ? <Loading what="bookings" /> : null}
      {list.data ? <BookingFilterBar filters={filters} onChange={setFilters} rows={list.data.bookings} shown={shown.length} /> : null}
      {list.data && view === "week" ? <BookingsWeek rows={shown} /> : null}
      {list.data && view === "list" ? (
        <DataTable<AdminBooking>
          caption="Bookings"
          rows={shown}
          rowKey={(row) => row.id}
          initialSort={{ key: "when", direction: "ascending" }}
          empty={list.data.bookings.length > 0 ? "No bookings match these filters." : "No bookings yet."}
          columns={[
            { key: "when", header: "When", sortValue: (row) => row.startsAt, cell: (row) => formatDateTime(row.startsAt) },
            {
              key: "client",
              header: "Client",
              sortValue: (row) => row.fullName,
              cell: (row) => <Contact name={row.fullName} email={row.email} phone={row.phone} />,
            },
            {
              key: "session",
              header: "Session",
              sortValue: (row) => row.totalPriceCents,
              cell: (row) => (
                <>
                  {row.sessionLabel}
                  <span className="block text-xs text-muted-foreground">with {row.companion.name}</span>
                  <span className="block text-xs text-muted-foreground">
                    {row.totalPriceCents === null ? "Custom quote" : formatCents(row.totalPriceCents)} · {row.location || "Location to agree"}
                  </span>
                </>
              ),
            },
            { key: "payment", header: "Payment", sortValue: (row) => row.paymentStatus, cell: (row) => <BookingPaymentCell booking={row} /> },
            {
              key: "status",
              header: "Status",
              sortValue: (row) => row.status,
              cell: (row) => {
                const fixed = BOOKING_STATUS_LABEL[row.status];
                if (!fixed)
                  return (
                    <StatusNotesEditor
                      endpoint={adminContract.bookingNotes}
                      id={row.id}
                      label={`${row.fullName}'s booking`}
                      statuses={BOOKING_STATUSES}
                      status={row.status}
                      notes={row.adminNotes}
                    />
                  );
                // Set by the payment flow (paid, lapsed, cancelled): shown as text; the notes stay editable.
                return (
                  <div className="grid gap-2">
                    <span className="flex min-h-9 items-center font-semibold">{fixed}</span>
                    <StatusNotesEditor endpoint={adminContract.bookingNotes} id={row.id} label={`${row.fullName}'s booking`} notes={row.adminNotes} />
                  </div>
                );
              },
            },
          ]}
        />
      ) : null}
    </section>
  );
}

/** The start the client asked for, in words ("prefers Nov 28, 2026, 10:00 AM"). */
function preferredWhen(row: AdminConsultation): string | null {
  if (!row.preferredDate) return null;
  const when = row.preferredTime ? formatDateTime(floridaTimeToUtc(row.preferredDate, row.preferredTime)) : formatLongDate(`${row.preferredDate}T12:00:00Z`);
  return `prefers ${when}`;
}

const packageLabel = (row: AdminConsultation) => SESSION_TYPES.find((type) => type.id === row.sessionType)?.label ?? row.selectedPackage;

/** A consultation's payment request: none yet (offer one), awaiting payment, paid, or lapsed (offer a new one). */
function ConsultationPayment({ consultation }: { consultation: AdminConsultation }) {
  const request = consultation.paymentRequest;
  if (!request) return <PaymentRequestButton consultation={consultation} />;
  const amount = request.totalPriceCents === null ? null : formatCents(request.totalPriceCents);
  // A lapsed hold counts as expired at once (the server's sweep marks it within a minute).
  const overdue = request.status === "pending" && request.holdExpiresAt !== null && new Date(request.holdExpiresAt).getTime() <= Date.now();
  const awaiting = request.status === "pending" && request.paymentStatus === "unpaid" && !overdue;
  const lapsed = overdue || request.status === "expired" || request.status === "cancelled";
  return (
    <div className="grid min-w-40 justify-items-start gap-1.5">
      <PaymentBadge status={lapsed && request.paymentStatus === "unpaid" ? "expired" : request.paymentStatus} />
      {awaiting && request.holdExpiresAt ? <span className="text-xs">until {formatDateTime(request.holdExpiresAt)}</span> : null}
      <span className="text-xs text-muted-foreground">
        {[amount, `session ${formatDateTime(request.startsAt)}`, request.status === "cancelled" ? "cancelled" : null].filter(Boolean).join(" · ")}
      </span>
      {awaiting ? <ResendPaymentRequest bookingId={request.bookingId} name={consultation.name} short /> : null}
      {lapsed ? <PaymentRequestButton consultation={consultation} again /> : null}
    </div>
  );
}

export function ApplicationsSection() {
  const list = useQuery(adminQueries.applications());
  return (
    <section aria-labelledby="applications-title">
      <SectionHeader id="applications-title" title="Hiring applications" description="Promised: an answer within 2 business days." />
      {list.isPending ? <Loading what="applications" /> : null}
      {list.data ? (
        <DataTable<AdminApplication>
          caption="Hiring applications"
          rows={list.data.applications}
          rowKey={(row) => row.id}
          initialSort={{ key: "date", direction: "descending" }}
          empty="No applications yet."
          columns={[
            {
              key: "headshot",
              header: "Headshot",
              cell: (row) =>
                row.headshotUrl ? (
                  <a href={row.headshotUrl} target="_blank" rel="noreferrer">
                    <img
                      src={row.headshotUrl}
                      alt={`Headshot of ${row.name}`}
                      width={64}
                      height={64}
                      loading="lazy"
                      className="size-16 rounded-md object-cover"
                    />
                  </a>
                ) : (
                  <span className="text-xs text-muted-foreground">None</span>
                ),
            },
            { key: "date", header: "Received", sortValue: (row) => row.createdAt, cell: (row) => formatDateTime(row.createdAt) },
            { key: "who", header: "Applicant", sortValue: (row) => row.name, cell: (row) => <Contact {...row} /> },
            {
              key: "details",
              header: "Details",
              className: "max-w-sm",
              cell: (row) => (
                <details>
                  <summary className="min-h-6 cursor-pointer">
                    {row.age ?? "Age not given"} · {row.areasToWork.join(", ")}
                  </summary>
                  <dl className="mt-2 grid gap-1 text-xs">
                    {(
                      [
                        ["Availability", row.weeklyAvailability],
                        ["Transportation", row.transportationMethod],
                        ["Style", row.communicationStyle],
                        ["Traits", row.personalityTraits.join(", ")],
                        ["Experience", row.experience],
                        ["Motivation", row.motivation],
                        ["Scenario 1", row.scenario1],
                        ["Scenario 2", row.scenario2],
                      ] as const
                    ).map(([label, value]) =>
                      value ? (
                        <div key={label}>
                          <dt className="font-semibold">{label}</dt>
                          <dd className="whitespace-pre-wrap break-words">{value}</dd>
                        </div>
                      ) : null,
                    )}
                  </dl>
                </details>
              ),
            },
            {
              key: "status",
              header: "Status",
              sortValue: waitingFirst(["new", "interviewing"]),
              cell: (row) => (
                <div className="grid gap-2">
                  <StatusNotesEditor
                    endpoint={adminContract.applicationNotes}
                    id={row.id}
                    label={`${row.name}'s application`}
                    statuses={APPLICATION_STATUSES}
                    status={row.status}
                    notes={row.notes}
                  />
                  <ApplicantCompanion application={row} />
                </div>
              ),
            },
          ]}
        />
      ) : null}
    </section>
  );
}

/** VIP sign-ups: every account that started or holds a membership, with the provider's state. */
export function MembersSection() {
  const list = useQuery(adminQueries.subscriptions());
  const rows = (list.data?.subscriptions ?? []).filter((row) => row.status !== null || row.subscribed);
  return (
    <section aria-labelledby="members-title">
      <SectionHeader
        id="members-title"
        title="VIP sign-ups"
        description="Accounts that started checkout or hold a membership. Grant a complimentary membership from the user's card."
      />
      {list.isPending ? <Loading what="memberships" /> : null}
      {list.data ? (
        <DataTable<AdminSubscription>
          caption="VIP sign-ups"
          rows={rows}
          rowKey={(row) => row.userId}
          initialSort={{ key: "end", direction: "descending" }}
          empty="No VIP sign-ups yet."
          columns={[
            { key: "who", header: "Member", sortValue: (row) => row.name, cell: (row) => <Contact name={row.name} email={row.email} /> },
            {
              key: "state",
              header: "State",
              sortValue: (row) => (row.isMember ? 1 : 0),
              cell: (row) => <StatusPill status={row.isMember ? "active" : (row.status ?? "incomplete")} />,
            },
            { key: "provider", header: "Paid through", sortValue: (row) => row.provider, cell: (row) => row.provider ?? "–" },
            {
              key: "end",
              header: "Period ends",
              sortValue: (row) => row.currentPeriodEnd,
              cell: (row) => (row.currentPeriodEnd ? `${formatLongDate(row.currentPeriodEnd)}${row.cancelAtPeriodEnd ? " (not renewing)" : ""}` : "–"),
            },
          ]}
        />
      ) : null}
    </section>
  );
}

/** Member conversations: the ones waiting for an answer first; open one to read and reply. */
export function ConversationsSection() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const list = useQuery(adminQueries.conversations());
  const selected = params.get("c");
  const open = (id: string) =>
    setParams((current) => {
      current.set("c", id);
      return current;
    });
  const rows = list.data?.conversations ?? [];
  const current = rows.find((row) => row.id === selected);
  return (
    <section aria-labelledby="conversations-title">
      <SectionHeader id="conversations-title" title="Member conversations" description="Reply as the companion's team; the member is told by e-mail." />
      {list.isPending ? <Loading what="conversations" /> : null}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        {list.data ? (
          <DataTable<AdminConversation>
            caption="Member conversations"
            compact
            rows={rows}
            rowKey={(row) => row.id}
            initialSort={{ key: "waiting", direction: "descending" }}
            empty="No conversations yet."
            columns={[
              {
                key: "waiting",
                header: "Status",
                sortValue: (row) => (row.awaitingReply ? 1 : 0),
                cell: (row) => <StatusPill status={row.awaitingReply ? "open" : "answered"} />,
              },
              {
                key: "who",
                header: "Thread",
                sortValue: (row) => row.lastMessageAt,
                cell: (row) => (
                  <button
                    type="button"
                    onClick={() => open(row.id)}
                    aria-current={row.id === selected ? "true" : undefined}
                    className={cn("w-full rounded text-left hover:underline", row.id === selected && "font-semibold text-primary")}
                  >
                    {row.memberName} → {row.companionName}
                    <span className="line-clamp-2 break-words text-xs text-muted-foreground">{row.lastMessage}</span>
                    <span className="block text-xs text-muted-foreground">{formatDateTime(row.lastMessageAt)}</span>
                  </button>
                ),
              },
            ]}
          />
        ) : null}
        {selected ? (
          <div className="grid content-start gap-3">
            <ThreadView id={selected} onReplied={() => void queryClient.invalidateQueries({ queryKey: adminKey })} />
            {current ? (
              <div className="rounded-lg border bg-card p-3">
                <h3 className="mb-2 text-sm font-semibold">Notes on this conversation</h3>
                <StatusNotesEditor
                  key={current.id}
                  endpoint={adminContract.conversationNotes}
                  id={current.id}
                  label={`${current.memberName}'s conversation`}
                  notes={current.staffNotes}
                />
              </div>
            ) : null}
          </div>
        ) : (
          <p className="rounded-lg border bg-card p-6 text-muted-foreground">Choose a conversation to read it and reply.</p>
        )}
      </div>
    </section>
  );
}
