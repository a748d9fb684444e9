import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import { formatCalendarDay, formatMonth, formatWeekday } from "../../shared/format.ts";
import { cn } from "../../web/lib/cn.ts";
import { useLocale, useText } from "../../web/i18n/text.tsx";
import { Button } from "../../web/ui/button.tsx";
import type booking from "./booking.messages.en.ts";

/** Monday first, as the schedule on a profile reads. */
const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;

const monthOf = (day: string) => day.slice(0, 7);

/** The "YYYY-MM" month `offset` months from `month`. */
function shiftMonth(month: string, offset: number): string {
  const [year = 0, index = 1] = month.split("-").map(Number);
  const shifted = new Date(Date.UTC(year, index - 1 + offset, 1));
  return shifted.toISOString().slice(0, 7);
}

/** Every "YYYY-MM-DD" day of a "YYYY-MM" month. */
function daysOf(month: string): string[] {
  const [year = 0, index = 1] = month.split("-").map(Number);
  const count = new Date(Date.UTC(year, index, 0)).getUTCDate();
  return Array.from({ length: count }, (_, day) => `${month}-${String(day + 1).padStart(2, "0")}`);
}

const weekdayOf = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();

/**
 * A month of the companion's calendar with the days that have free times marked: a tap on one chooses it
 * (the date field beside it says the same, and is what the form sends). Months run from today's to the last
 * bookable one.
 */
export function OpenDays({
  openDays,
  chosen,
  onChoose,
  first,
  last,
}: {
  openDays: ReadonlySet<string>;
  chosen: string;
  onChoose: (day: string) => void;
  first: string;
  last: string;
}) {
  const t = useText<typeof booking>();
  const locale = useLocale();
  const firstOpen = [...openDays].sort()[0];
  const [month, setMonth] = useState(() => monthOf(chosen || firstOpen || first));
  const days = daysOf(month);
  const leading = WEEK.indexOf(weekdayOf(days[0] ?? first) as (typeof WEEK)[number]);
  const anyOpen = days.some((day) => openDays.has(day));
  return (
    <section aria-labelledby="open-days-title" className="rounded-md border p-3">
      <div className="flex items-center justify-between gap-2">
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={t("days.previous")}
          disabled={month <= monthOf(first)}
          onClick={() => setMonth(shiftMonth(month, -1))}
        >
          <ChevronLeft aria-hidden />
        </Button>
        <h3 id="open-days-title" className="text-sm font-semibold" aria-live="polite">
          {t("days.title")}: {formatMonth(`${month}-01`, locale)}
        </h3>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={t("days.next")}
          disabled={month >= monthOf(last)}
          onClick={() => setMonth(shiftMonth(month, 1))}
        >
          <ChevronRight aria-hidden />
        </Button>
      </div>
      <div className="mt-2 grid grid-cols-7 gap-1 text-center text-xs">
        {WEEK.map((day) => (
          <span key={day} aria-hidden className="font-medium text-muted-foreground">
            {formatWeekday(day, locale)}
          </span>
        ))}
        {Array.from({ length: leading }, (_, index) => (
          <span key={`blank-${index}`} aria-hidden />
        ))}
        {days.map((day) => {
          const label = formatCalendarDay(day, locale);
          const number = Number(day.slice(8));
          if (!openDays.has(day)) {
            return (
              <span key={day} className="py-1.5 text-muted-foreground" aria-label={t("days.closed", { day: label })} role="img">
                {number}
              </span>
            );
          }
          return (
            <button
              key={day}
              type="button"
              aria-pressed={day === chosen}
              aria-label={t("days.open", { day: label })}
              onClick={() => onChoose(day)}
              className={cn(
                "rounded-md py-1.5 font-semibold text-foreground underline decoration-gold decoration-2 underline-offset-4 hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                day === chosen && "bg-primary text-primary-foreground no-underline hover:bg-primary",
              )}
            >
              {number}
            </button>
          );
        })}
      </div>
      {anyOpen ? null : <p className="mt-2 text-sm text-muted-foreground">{t("days.noneThisMonth")}</p>}
    </section>
  );
}
