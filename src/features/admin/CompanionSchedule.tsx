import { useQuery, useQueryClient } from "@tanstack/react-query";
import { AlertTriangle, ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import { floridaToday } from "../../shared/bookings.ts";
import { formatDateTime } from "../../shared/format.ts";
import { Button } from "../../web/ui/button.tsx";
import { AvailabilityEditor, adminAvailability } from "../workspace/index.ts";
import { Loading } from "./controls.tsx";
import { companionAvailabilityOptions, companionCalendarKey, companionCalendarOptions } from "./queries.ts";

const DAY_MS = 86_400_000;
const shift = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** The Monday of the week holding `date`. */
const mondayOf = (date: string) => shift(date, -((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7));
const dayName = (date: string) =>
  new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));

/** One companion's week (sessions, hours, time off, conflicts) and their availability, for the back office. */
export default function CompanionSchedule({ companionId, name }: { companionId: string; name: string }) {
  const [weekStart, setWeekStart] = useState(() => mondayOf(floridaToday()));
  const queryClient = useQueryClient();
  const endpoint = adminAvailability(companionId);
  const calendar = useQuery(companionCalendarOptions(companionId, weekStart));
  const availability = useQuery(companionAvailabilityOptions(companionId));
  return (
    <section aria-label={`Schedule of ${name}`} className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-semibold">Week of {dayName(weekStart)}</h4>
        <div className="flex gap-1">
          <Button type="button" size="sm" variant="outline" onClick={() => setWeekStart(shift(weekStart, -7))} aria-label="Previous week">
            <ChevronLeft aria-hidden />
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={() => setWeekStart(mondayOf(floridaToday()))}>
            This week
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={() => setWeekStart(shift(weekStart, 7))} aria-label="Next week">
            <ChevronRight aria-hidden />
          </Button>
        </div>
      </div>
      {calendar.data ? (
        <ol className="grid gap-2 sm:grid-cols-7">
          {calendar.data.days.map((day) => {
            const sessions = calendar.data.sessions.filter((session) => floridaToday(new Date(session.startsAt)) === day.date);
            return (
              <li key={day.date} className="grid content-start gap-1 rounded-md border p-2 text-xs">
                <p className="font-semibold">{dayName(day.date)}</p>
                <p className="text-muted-foreground">{day.hours.replace(/^\w+: /, "")}</p>
                {day.timeOff ? <p className="rounded bg-muted px-1">{day.timeOff}</p> : null}
                {sessions.map((session) => (
                  <p key={session.id} className={session.conflict ? "rounded border border-amber-600/50 bg-amber-50 p-1" : "rounded bg-accent p-1"}>
                    {session.conflict ? <AlertTriangle aria-label="Conflict" className="inline size-3" /> : null}{" "}
                    {formatDateTime(session.startsAt).replace(/^.*, /, "")} {session.sessionLabel} · {session.clientName} ({session.status})
                  </p>
                ))}
              </li>
            );
          })}
        </ol>
      ) : (
        <Loading what="the calendar" />
      )}
      {calendar.data?.sessions.some((session) => session.conflict) ? (
        <p role="note" className="text-sm text-amber-900">
          Sessions marked with a warning fall outside {name}&apos;s current hours or time off: they stand until moved or cancelled.
        </p>
      ) : null}
      {availability.data ? (
        <AvailabilityEditor
          endpoint={endpoint}
          availability={availability.data}
          // Drawn once the browser has read the availability, never in the server's HTML: the browser's today serves.
          today={floridaToday()}
          onChange={(next) => {
            queryClient.setQueryData(companionAvailabilityOptions(companionId).queryKey, next);
            void queryClient.invalidateQueries({ queryKey: companionCalendarKey(companionId) });
          }}
        />
      ) : (
        <Loading what="the availability" />
      )}
    </section>
  );
}
