import { useQuery } from "@tanstack/react-query";
import { Phone, ShieldAlert, Siren } from "lucide-react";
import { floridaToday } from "../../shared/bookings.ts";
import { formatDateTime, formatTime } from "../../shared/format.ts";
import { cn } from "../../web/lib/cn.ts";
import { Button } from "../../web/ui/button.tsx";
import type { SafetyAlertItem } from "../workspace/index.ts";
import { useAdminAction } from "./actions.ts";
import { acknowledgeSafetyAlert, adminQueries } from "./queries.ts";

const KINDS: Record<SafetyAlertItem["kind"], string> = {
  missed_check_in: "Missed check-in",
  missed_check_out: "Missed check-out",
  emergency: "Emergency",
};

/** "just now", "12 min ago", "3 h 5 min ago". */
function ago(minutes: number): string {
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min ago`;
  const rest = minutes % 60;
  return `${Math.floor(minutes / 60)} h${rest ? ` ${rest} min` : ""} ago`;
}

/** "Dec 1, 2026, 6:00 PM – 7:00 PM" (Florida time), with the end's date when it is another day. */
function sessionTimes(session: SafetyAlertItem["session"]): string {
  const sameDay = floridaToday(new Date(session.startsAt)) === floridaToday(new Date(session.endsAt));
  return `${formatDateTime(session.startsAt)} – ${sameDay ? formatTime(session.endsAt) : formatDateTime(session.endsAt)}`;
}

/**
 * The sessions' safety alerts, above everything on the dashboard while one is open: a missed check-in or
 * check-out, or a companion's emergency, with the place, the companion's phone and an "Acknowledge" button.
 * Acknowledged alerts leave the list and stay in the recent history below it.
 */
export function SafetyAlerts() {
  const alerts = useQuery(adminQueries.safetyAlerts());
  const acknowledge = useAdminAction(acknowledgeSafetyAlert, { success: "Alert acknowledged", failure: "Not acknowledged" });
  const data = alerts.data;
  if (!data || (data.open.length === 0 && data.recent.length === 0)) return null;
  const urgent = data.open.length > 0;
  return (
    <section
      aria-labelledby="safety-alerts-title"
      className={cn("grid gap-3 rounded-lg border bg-card p-4", urgent && "border-2 border-destructive bg-destructive/5")}
    >
      <h2 id="safety-alerts-title" className={cn("flex items-center gap-2 text-lg font-bold", urgent ? "text-destructive" : "text-secondary")}>
        <ShieldAlert aria-hidden className="size-5 shrink-0" /> Safety alerts
        <span className="text-sm font-normal text-muted-foreground">{urgent ? `${data.open.length} open` : "none open"}</span>
      </h2>
      {urgent ? (
        <ul aria-label="Open safety alerts" className="grid gap-3">
          {data.open.map((alert) => (
            <li
              key={alert.id}
              aria-label={`${KINDS[alert.kind]}: ${alert.companion.name}`}
              className="grid gap-2 rounded-md border border-destructive/40 bg-card p-3"
            >
              <AlertFacts alert={alert} />
              <Button
                variant={alert.kind === "emergency" ? "destructive" : "default"}
                className="justify-self-start"
                disabled={acknowledge.isPending}
                onClick={() => acknowledge.mutate(alert.id)}
                aria-label={`Acknowledge: ${KINDS[alert.kind]}, ${alert.companion.name}`}
              >
                Acknowledge
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {data.recent.length > 0 ? (
        <details open={!urgent}>
          <summary className="min-h-6 cursor-pointer text-sm font-semibold">Recently acknowledged ({data.recent.length})</summary>
          <ul aria-label="Recently acknowledged safety alerts" className="mt-2 grid gap-2">
            {data.recent.map((alert) => (
              <li key={alert.id} className="grid gap-1 rounded-md border p-3 text-sm">
                <AlertFacts alert={alert} />
                <p className="text-muted-foreground">
                  Acknowledged {alert.acknowledgedAt ? formatDateTime(alert.acknowledgedAt) : ""}
                  {alert.acknowledgedBy ? ` by ${alert.acknowledgedBy}` : ""}
                </p>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}

function AlertFacts({ alert }: { alert: SafetyAlertItem }) {
  const { session, companion } = alert;
  const emergency = alert.kind === "emergency";
  return (
    <div className="grid gap-1 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-3">
      <p className="grid content-start">
        <span className={cn("inline-flex items-center gap-1 font-bold", emergency ? "text-destructive" : "text-amber-800")}>
          {emergency ? <Siren aria-hidden className="size-4" /> : null} {KINDS[alert.kind]}
        </span>
        <span className="text-xs text-muted-foreground">
          {alert.acknowledgedAt ? `Raised ${formatDateTime(alert.raisedAt)}` : `Raised ${formatTime(alert.raisedAt)}, ${ago(alert.minutesAgo)}`}
        </span>
      </p>
      <div className="grid min-w-0 gap-0.5 text-sm">
        <p className="flex flex-wrap items-center gap-x-3">
          <span className="font-semibold">{companion.name}</span>
          {companion.phone ? (
            <a
              className="inline-flex items-center gap-1 font-semibold text-primary underline-offset-2 hover:underline"
              href={`tel:${companion.phone.replace(/[^\d+]/g, "")}`}
            >
              <Phone aria-hidden className="size-4" /> {companion.phone}
            </a>
          ) : (
            <span className="text-muted-foreground">No phone on the account{companion.email ? `: ${companion.email}` : ""}</span>
          )}
        </p>
        <p className="break-words">
          <span className="font-semibold">Place:</span> {session.location || "to be agreed"}
        </p>
        <p className="text-muted-foreground">
          {session.label} with {session.clientFirstName}, {sessionTimes(session)}
          {" · "}
          {session.endedAt
            ? `ended safely ${formatTime(session.endedAt)}`
            : session.startedAt
              ? `started ${formatTime(session.startedAt)}, not ended yet`
              : "not started"}
        </p>
      </div>
    </div>
  );
}
