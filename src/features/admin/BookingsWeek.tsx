import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import { floridaToday } from "../../shared/bookings.ts";
import { formatCalendarDay, formatTime } from "../../shared/format.ts";
import { cn } from "../../web/lib/cn.ts";
import { Button } from "../../web/ui/button.tsx";
import type { AdminBooking } from "../bookings/index.ts";
import { BOOKING_STATUS_LABEL } from "./BookingPayment.tsx";

const DAY_MS = 86_400_000;

/** The "YYYY-MM-DD" day `offset` days after `day`. */
const addDays = (day: string, offset: number) => new Date(Date.parse(`${day}T12:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);

/** The Monday of the week a day falls in. */
function mondayOf(day: string): string {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return addDays(day, weekday === 0 ? -6 : 1 - weekday);
}

/** A week of sessions, Monday to Sunday in Florida time, the given bookings on the days they start. */
export function BookingsWeek({ rows }: { rows: readonly AdminBooking[] }) {
  const [monday, setMonday] = useState(() => mondayOf(floridaToday()));
  const days = Array.from({ length: 7 }, (_, index) => addDays(monday, index));
  const byDay = new Map(days.map((day) => [day, [] as AdminBooking[]]));
  for (const row of [...rows].sort((a, b) => a.startsAt.localeCompare(b.startsAt))) byDay.get(floridaToday(new Date(row.startsAt)))?.push(row);
  const today = floridaToday();
  return (
    <section aria-label="Week of sessions" className="rounded-lg border bg-card p-3">
      <div className="mb-3 flex items-center justify-between gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={() => setMonday(addDays(monday, -7))}>
          <ChevronLeft aria-hidden /> Previous week
        </Button>
        <h3 className="text-sm font-semibold" aria-live="polite">
          {formatCalendarDay(days[0] ?? monday)} – {formatCalendarDay(days[6] ?? monday)}
        </h3>
        <Button type="button" variant="ghost" size="sm" onClick={() => setMonday(addDays(monday, 7))}>
          Next week <ChevronRight aria-hidden />
        </Button>
      </div>
      <ol className="grid gap-2 md:grid-cols-7">
        {days.map((day) => {
          const sessions = byDay.get(day) ?? [];
          return (
            <li key={day} className={cn("min-h-24 rounded-md border p-2", day === today && "border-primary")}>
              <h4 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{formatCalendarDay(day)}</h4>
              {sessions.length === 0 ? <p className="mt-1 text-xs text-muted-foreground">No sessions</p> : null}
              <ul className="mt-1 grid gap-1.5">
                {sessions.map((row) => (
                  <li
                    key={row.id}
                    className={cn("rounded bg-accent/60 p-1.5 text-xs", (row.status === "cancelled" || row.status === "expired") && "line-through")}
                  >
                    <span className="block font-semibold">{formatTime(row.startsAt)}</span>
                    <span className="block">
                      {row.sessionLabel} · {row.companion.name}
                    </span>
                    <span className="block text-muted-foreground">
                      {row.fullName}
                      {BOOKING_STATUS_LABEL[row.status] ? ` · ${BOOKING_STATUS_LABEL[row.status]}` : ""}
                    </span>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
